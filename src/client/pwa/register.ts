import { Workbox } from 'workbox-window';
import type { toast } from '../components/ui/use-toast';
import { promptForUpdates } from './update-prompt';

/**
 * Registers the service worker. Loaded by main.tsx with one dynamic import after the window's
 * load event, in built apps only, so workbox-window stays out of the entry a visitor downloads.
 */
export function registerServiceWorker(showToast: typeof toast): void {
  const worker = new Workbox('/sw.js', { scope: '/' });
  promptForUpdates(worker, showToast);
  void worker.register();
  // An installed app may stay open for days without a navigation (the browser's own update
  // check): look for a new build whenever the racer comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void worker.update();
  });
}
