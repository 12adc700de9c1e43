import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import { AttachedSheet } from './attached-sheet';
import { CompareInstalled } from './compare-installed';
import { CopySetup } from './copy-setup';
import { Part, SetupFacts } from './detail-parts';
import { TuningSections } from './tuning-sections';

/** The detail of a shared setup: who and where, the notes, every tuning value, the sheet, and Copy. */
export function SetupDetail({ setup, signedIn }: { setup: PublicSetup; signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      <SetupFacts setup={setup} />
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
