import { forgetSent } from '../outbox/sent-creates';
import { clearQueue } from '../outbox/store';
import { OFFLINE_MARK } from './mark';
import { forgetPins } from './pins';
import { setActiveRacer } from './saved-queries';
import { indexedDbStorage, type KeyValueStorage } from './storage';

// Sign-out's other clearing (the racer's drafts), re-exported so that it loads with this lazy chunk:
// the auth feature that calls it is part of the signed-out entry.
export { removeDraftsOf } from '../local-drafts';

/** The service worker's cache of uploaded files the racer opened (src/client/sw.ts). */
export const UPLOADS_CACHE = 'rc-uploads';

/** The saved query cache only: a session that expired keeps the pins and the outbox for its racer. */
export async function clearSavedQueries(storage: KeyValueStorage = indexedDbStorage): Promise<void> {
  setActiveRacer(undefined);
  try {
    await storage.clear();
  } catch {
    // No IndexedDB here (a private window may refuse it): nothing was saved either.
  }
}

/**
 * Everything this device keeps of a racer for offline use (DESIGN: one racer's data never outlives
 * their session): the saved query cache, the pins, the uploaded files the service worker cached and
 * the outbox. Sign-out, account deletion and another racer signing in call it.
 */
export async function clearOfflineData(storage: KeyValueStorage = indexedDbStorage): Promise<void> {
  try {
    window.localStorage.removeItem(OFFLINE_MARK);
  } catch {
    // Nothing stored to remove.
  }
  forgetPins();
  forgetSent();
  await Promise.all([
    clearSavedQueries(storage),
    typeof caches === 'undefined' ? undefined : caches.delete(UPLOADS_CACHE).catch(() => false),
    // Emptied, not deleted (lib/outbox/store.ts): its open connection would hold a deletion up
    // until the page closed, and then delete what the next racer queued meanwhile.
    clearQueue().catch(() => undefined),
  ]);
}
