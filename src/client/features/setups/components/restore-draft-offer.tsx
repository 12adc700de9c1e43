import { History } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { formatMoment } from '../../../lib/local-dates';

interface RestoreDraftOfferProps {
  /** When the draft was last written (ISO). */
  savedAt: string;
  /** When the setup was saved again after the draft was begun, if it was (ISO). */
  savedAgainAt?: string;
  onRestore: () => void;
  onDiscard: () => void;
  /** Scrolled to and its Restore focused when it appears (the editor reopened after a refused save). */
  reveal?: boolean;
}

/** Whether a setup stored at `updatedAt` is newer than the version a draft began from. */
export function savedSince(updatedAt: string | undefined, base: string | null): string | undefined {
  if (!updatedAt || !base) return undefined;
  return Date.parse(updatedAt) > Date.parse(base) ? updatedAt : undefined;
}

/**
 * A draft found when the editor opens (after a reload, a crash or a closed tab) is offered back
 * rather than put into the form unasked: the racer may have meant to leave it.
 */
export function RestoreDraftOffer({
  savedAt,
  savedAgainAt,
  onRestore,
  onDiscard,
  reveal,
}: RestoreDraftOfferProps) {
  const titleId = useId();
  const restoreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!reveal) return;
    // Centred, clear of the sticky header and a phone's sticky Save bar (as reveal-error does).
    restoreRef.current?.scrollIntoView?.({ block: 'center' });
    restoreRef.current?.focus({ preventScroll: true });
  }, [reveal]);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-primary bg-accent p-4 text-accent-foreground"
    >
      <div className="flex items-start gap-3">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <p id={titleId} role="status" className="font-semibold">
            Restore unsaved changes from {formatMoment(new Date(savedAt))}?
          </p>
          {savedAgainAt && (
            <p className="text-sm">
              This setup was saved again at {formatMoment(new Date(savedAgainAt))}, after these changes were
              begun. Restoring puts them over the newer version.
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:ml-8">
        <Button ref={restoreRef} size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
