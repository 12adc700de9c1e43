import type { ReactNode } from 'react';
import { relativeTime } from '../../../../shared/relative-time';
import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import { localDate, surfaceLabel, vehicleName } from '../lib/setup-display';

/** The pieces a shared setup's detail is laid out with (community detail, share link page). */

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

type FactsOf = Pick<
  PublicSetup,
  | 'driverName'
  | 'vehicleMake'
  | 'vehicleModel'
  | 'publicTrackName'
  | 'publicTrackConditions'
  | 'trackSurface'
  | 'trackSurfaceTreatment'
  | 'updatedAt'
>;

/**
 * Who and where: driver, what it runs on (the vehicle, or `runsOn` for an ESC setup), track,
 * conditions, surface and when it changed. Blank share fields show as a dash.
 */
export function SetupFacts({ setup, runsOn }: { setup: FactsOf; runsOn?: [term: string, value: string] }) {
  const surface = surfaceLabel(setup);
  const [term, value] = runsOn ?? ['Vehicle', vehicleName(setup)];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <Field term="Driver">{setup.driverName || '—'}</Field>
      <Field term={term}>{value || '—'}</Field>
      <Field term="Track">{setup.publicTrackName || '—'}</Field>
      <Field term="Conditions">{setup.publicTrackConditions || '—'}</Field>
      {surface && <Field term="Surface">{surface}</Field>}
      <Field term="Modified">
        <time dateTime={setup.updatedAt} title={localDate(setup.updatedAt)}>
          {relativeTime(setup.updatedAt)}
        </time>
      </Field>
    </dl>
  );
}
