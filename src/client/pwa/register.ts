import { Workbox } from 'workbox-window';
import type { toast } from '../components/ui/use-toast';
import { promptForUpdates } from './update-prompt';

const REGISTER_DELAY_MS = 3000;

/**
 * Registers the service worker. Loaded by main.tsx with one dynamic import after the window's
 * load event, in built apps only, so workbox-window stays out of the entry a visitor downloads.
 */
export async function registerServiceWorker(showToast: typeof toast): Promise<void> {
  // Installing fetches and stores the whole app (about 100 files, 400 KiB gzip): leave the page
  // its first seconds and wait for an idle moment, so on a slow phone the precache does not
  // compete with the opened route's own requests and work.
  await new Promise((resolve) => setTimeout(resolve, REGISTER_DELAY_MS));
  await new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve, { timeout: 2000 }));
  const worker = new Workbox('/sw.js', { scope: '/' });
  const offerUpdate = promptForUpdates(worker, showToast);
  // A worker that cannot register (private mode, storage blocked, the page left meanwhile) only
  // means no offline shell this time: nothing for the racer to see.
  const registration = await worker.register().catch(() => undefined);
  // workbox-window hears of updates found after it registered. The browser looks for one itself
  // when the page is opened, before this lazy chunk runs; a new build still installing then
  // would otherwise only be offered on the next visit.
  const installing = registration?.installing;
  if (installing && navigator.serviceWorker.controller)
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.waiting === installing) offerUpdate();
    });
  // An installed app may stay open for days without a navigation (the browser's own update
  // check): look for a new build whenever the racer comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void worker.update();
  });
}
