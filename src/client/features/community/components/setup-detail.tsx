import { relativeTime } from '../../../../shared/relative-time';
import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import { localDate, surfaceLabel, vehicleName } from '../lib/setup-display';
import { AttachedSheet } from './attached-sheet';
import { CompareInstalled } from './compare-installed';
import { CopySetup } from './copy-setup';
import { Field, Part } from './detail-parts';
import { TuningSections } from './tuning-sections';

/** The detail of a shared setup: who and where, the notes, every tuning value, the sheet, and Copy. */
export function SetupDetail({ setup, signedIn }: { setup: PublicSetup; signedIn: boolean }) {
  const surface = surfaceLabel(setup);
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Field term="Driver">{setup.driverName || '—'}</Field>
        <Field term="Vehicle">{vehicleName(setup) || '—'}</Field>
        <Field term="Track">{setup.publicTrackName || '—'}</Field>
        <Field term="Conditions">{setup.publicTrackConditions || '—'}</Field>
        {surface && <Field term="Surface">{surface}</Field>}
        <Field term="Modified">
          <time dateTime={setup.updatedAt} title={localDate(setup.updatedAt)}>
            {relativeTime(setup.updatedAt)}
          </time>
        </Field>
      </dl>
      {setup.notes?.trim() && (
        <Part title="Notes">
          <p className="text-sm whitespace-pre-line break-words">{setup.notes}</p>
        </Part>
      )}
      <Part title="Tuning">
        <TuningSections setup={setup} />
      </Part>
      {setup.fileUrl && (
        <Part title="Setup sheet">
          <AttachedSheet setup={setup} />
        </Part>
      )}
      <div className="flex flex-col gap-4 border-t border-border pt-4">
        <CopySetup setupId={setup.id} signedIn={signedIn} />
        {signedIn && <CompareInstalled setup={setup} />}
      </div>
    </div>
  );
}
