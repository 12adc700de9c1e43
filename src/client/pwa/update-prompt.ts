import type { toast as showToast } from '../components/ui/use-toast';

/** The part of workbox-window's Workbox the prompt uses (a fake stands in for it in tests). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * When a new build's worker has installed and waits, offers "Update available — Reload". Nothing
 * reloads on its own: a racer may be mid-edit. Reload asks the waiting worker to take over and
 * reloads once it controls the page; the editor's leave guard still asks first, as the browser
 * fires beforeunload on location.reload().
 *
 * Returns the offer, for a waiting worker workbox-window did not see arrive (register.ts).
 *
 * `toast` comes from main.tsx rather than an import: a lazy chunk importing the entry's toast
 * store made Rolldown split React out of the entry, half a KiB more for every visitor.
 */
export function promptForUpdates(
  worker: UpdatableWorker,
  toast: typeof showToast,
  reload = () => window.location.reload(),
): () => void {
  let reloading = false;
  worker.addEventListener('controlling', () => {
    if (!reloading) return;
    reloading = false;
    reload();
  });
  const offer = () => {
    toast({
      title: 'Update available',
      description: 'A new version of RC Setup Assistant is ready.',
      // Stays until the racer chooses: a toast that fades would hide the update until next time.
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: 'Reload',
        altText: 'Reload to use the new version',
        onClick: () => {
          reloading = true;
          worker.messageSkipWaiting();
        },
      },
    });
  };
  worker.addEventListener('waiting', offer);
  return offer;
}
