import { Button } from '../../../components/ui/button';
import type { useSetupDraft } from '../lib/use-setup-draft';
import { RestoreDraftOffer, savedSince } from './restore-draft-offer';

interface DraftNoticesProps {
  draft: ReturnType<typeof useSetupDraft>;
  /** The stored setup's updatedAt; undefined for a new setup. */
  updatedAt: string | undefined;
  /** Bring the offer into view and focus: the editor was reopened from far down the form. */
  reveal?: boolean;
}

/** Above the form: a draft found on opening, offered back; a restored file the server no longer has. */
export function DraftNotices({ draft, updatedAt, reveal }: DraftNoticesProps) {
  const { offer, lostFile } = draft;
  return (
    <>
      {offer && (
        <RestoreDraftOffer
          savedAt={offer.savedAt}
          savedAgainAt={savedSince(updatedAt, offer.baseUpdatedAt)}
          onRestore={() => void draft.restore()}
          onDiscard={draft.discardOffer}
          reveal={reveal}
        />
      )}
      {lostFile && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4 text-sm"
        >
          <p>
            The file uploaded with these changes is no longer stored (files not saved with a setup are removed
            after a while). Choose it again, then save.
          </p>
          <Button size="sm" variant="secondary" onClick={draft.dismissLostFile}>
            OK
          </Button>
        </div>
      )}
    </>
  );
}
