import { ESC_GROUPS, SETUP_SHEET_GROUPS } from '../../../../shared/constants/setup-fields';
import { relativeTime } from '../../../../shared/relative-time';
import type { SharedSetup } from '../../../../shared/schemas/share-link';
import { localDate, surfaceLabel, vehicleName } from '../lib/setup-display';
import { Field, Part } from './detail-parts';
import { SharedCompare } from './shared-compare';
import { SharedCopy } from './shared-copy';
import { TuningSections } from './tuning-sections';

/**
 * A setup opened from a share link (/s/:slug): as the community detail shows a setup, read-only,
 * with "Copy to my setups" and, for a racer, "Compare with mine". An ESC setup shows its ESC where
 * a sheet shows its vehicle.
 */
export function SharedSetupDetail({
  slug,
  setup,
  signedIn,
}: {
  slug: string;
  setup: SharedSetup;
  signedIn: boolean;
}) {
  const surface = surfaceLabel(setup);
  const esc = setup.kind === 'esc-setup';
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Field term="Driver">{setup.driverName || '—'}</Field>
        {esc ? (
          <Field term="ESC">{[setup.escMake, setup.escModel].filter(Boolean).join(' ') || '—'}</Field>
        ) : (
          <Field term="Vehicle">{vehicleName(setup) || '—'}</Field>
        )}
        <Field term="Track">{setup.publicTrackName || '—'}</Field>
        <Field term="Conditions">{setup.publicTrackConditions || '—'}</Field>
        {surface && <Field term="Surface">{surface}</Field>}
        <Field term="Modified">
          <time dateTime={setup.updatedAt} title={localDate(setup.updatedAt)}>
            {relativeTime(setup.updatedAt)}
          </time>
        </Field>
      </dl>
      <Part title={esc ? 'ESC settings' : 'Tuning'}>
        <TuningSections setup={setup} groups={esc ? ESC_GROUPS : SETUP_SHEET_GROUPS} />
      </Part>
      <div className="flex flex-col gap-4 border-t border-border pt-4">
        <SharedCopy slug={slug} setup={setup} signedIn={signedIn} />
        {signedIn && <SharedCompare slug={slug} setup={setup} />}
      </div>
    </div>
  );
}
