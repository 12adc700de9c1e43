import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import type { User } from '../../../shared/schemas/user';
import { QUERY_KEYS } from '../resources/query-keys';
import { CACHE_SCHEMA_VERSION } from './cache-version';
import { type Pin, pinsOf, subscribePins } from './pins';
import { indexedDbStorage, type KeyValueStorage } from './storage';

/**
 * The signed-in racer's query cache, saved to IndexedDB so the app reads without a connection
 * (issue 18 item 2; docs/decisions/offline.md#offline-reading-issue-18-item-2). What is saved,
 * for whom, and when it may be read back are decided here.
 */

/** A saved cache older than this is not read back. */
export const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'queries';

/**
 * The buster names the answer shapes and the racer: a cache saved by an app whose answers had
 * another shape, or saved for another racer, is dropped instead of read back.
 */
export const busterFor = (racerId: number) => `${CACHE_SCHEMA_VERSION}:racer-${racerId}`;

/** The one racer whose cache may be written now; nobody's after a sign-out (see clear.ts). */
let activeRacer: number | undefined;
export const setActiveRacer = (racerId: number | undefined) => {
  activeRacer = racerId;
};

/**
 * The IndexedDB storage, guarded: a save still waiting in the persister's throttle when the racer
 * signs out (or another signs in) writes nothing.
 */
export function guardedStorage(storage: KeyValueStorage) {
  return {
    getItem: (key: string) => storage.getItem(key),
    setItem: async (key: string, value: string) => {
      // saveNow writes the buster first: a look at the start tells whose cache it is, unparsed.
      if (
        activeRacer === undefined ||
        !value.startsWith(`{"buster":${JSON.stringify(busterFor(activeRacer))}`)
      ) {
        return;
      }
      await storage.setItem(key, value);
    },
    removeItem: async (key: string) => {
      await storage.removeItem(key);
    },
  };
}

export function createPersister(storage: KeyValueStorage = indexedDbStorage): Persister {
  // One write a second at most: a burst of answers (the warm-up) is one write.
  return createAsyncStoragePersister({
    storage: guardedStorage(storage),
    key: STORAGE_KEY,
    throttleTime: 1000,
  });
}

const pinOf = (key: readonly unknown[]): Pin | undefined => {
  if (key[0] === QUERY_KEYS.publicSetups[0] && typeof key[1] === 'number') return `public:${key[1]}`;
  if (key[0] === '/api/shared' && typeof key[1] === 'string') return `shared:${key[1]}`;
  return undefined;
};

/**
 * Which answers are saved: only successful ones, only while this racer is signed in, only the
 * racer's own records (and the user answer naming them). Community setups (lists and details) and
 * setups shared by link are other racers': only those pinned with "Keep offline" are kept. The
 * security questions are account settings, of no use at the track.
 */
export function shouldSave(query: Pick<Query, 'queryKey' | 'state'>, racerId: number): boolean {
  if (query.state.status !== 'success') return false;
  const [root] = query.queryKey;
  if (typeof root !== 'string' || !root.startsWith('/api/')) return false;
  if (root === QUERY_KEYS.user[0]) return (query.state.data as User | null)?.id === racerId;
  if (root === QUERY_KEYS.securityQuestions[0]) return false;
  if (root === QUERY_KEYS.publicSetups[0] || root === '/api/shared') {
    const pin = pinOf(query.queryKey);
    return pin !== undefined && pinsOf(racerId).includes(pin);
  }
  return true;
}

/*
 * Saving and restoring are written here on the app's own dehydrate/hydrate rather than with
 * persistQueryClientSave/Restore from @tanstack/query-persist-client-core: that package pins
 * query-core 5.104 while the app runs 5.108, so its functions would bring a second query-core
 * (and hydrate with it into the app's client). The persister (throttled writes) is TanStack's.
 */

/** Writes the racer's cache now (after the warm-up, so the first write after a start is whole). */
export async function saveNow(client: QueryClient, persister: Persister, racerId: number): Promise<void> {
  await persister.persistClient({
    buster: busterFor(racerId),
    timestamp: Date.now(),
    clientState: dehydrate(client, {
      shouldDehydrateQuery: (query) => shouldSave(query, racerId),
      // Queued writes are the outbox's (lib/outbox), not this cache's.
      shouldDehydrateMutation: () => false,
    }),
  });
}

/**
 * Keeps saving the racer's cache as it changes (and when a pin changes). Queries live as long as
 * the saved cache while persisting: one dropped from memory after the usual five unobserved minutes
 * would vanish from the next save too.
 */
export function keepSaving(client: QueryClient, persister: Persister, racerId: number): () => void {
  setActiveRacer(racerId);
  const queries = client.getDefaultOptions().queries;
  // Infinity, not MAX_AGE_MS: 30 days overflow setTimeout, which then collects at once.
  const gcTime = Number.POSITIVE_INFINITY;
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...queries, gcTime } });
  for (const query of client.getQueryCache().getAll()) query.setOptions({ ...query.options, gcTime });
  const save = () => void saveNow(client, persister, racerId);
  // What the cache holds changed (not who watches it): the events persist-client-core saves on.
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save();
  });
  const stopPins = subscribePins(save);
  return () => {
    stopCache();
    stopPins();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries });
  };
}

/**
 * Reads the racer's saved cache into the client (start-up without a connection). Returns the saved
 * user, or undefined when nothing usable was saved for this racer (too old, another racer's,
 * another answer shape, unreadable: such a cache is removed).
 */
export async function restoreSaved(
  client: QueryClient,
  persister: Persister,
  racerId: number,
): Promise<User | undefined> {
  try {
    const saved = await persister.restoreClient();
    if (!saved) return undefined;
    if (saved.buster !== busterFor(racerId) || !(Date.now() - saved.timestamp <= MAX_AGE_MS)) {
      await persister.removeClient();
      return undefined;
    }
    hydrate(client, saved.clientState);
  } catch {
    await Promise.resolve(persister.removeClient()).catch(() => undefined);
    return undefined;
  }
  const user = client.getQueryData<User | null>(QUERY_KEYS.user);
  return user?.id === racerId ? user : undefined;
}
