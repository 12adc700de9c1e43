import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putWrite, readQueue } from '../outbox/store';
import { QUERY_KEYS } from '../resources/query-keys';
import { CACHE_SCHEMA_VERSION } from './cache-version';
import { clearOfflineData, clearSavedQueries } from './clear';
import { OFFLINE_MARK } from './mark';
import { forgetPins, pinsOf, setPinned } from './pins';
import {
  busterFor,
  createPersister,
  keepSaving,
  MAX_AGE_MS,
  restoreSaved,
  saveNow,
  setActiveRacer,
  shouldSave,
} from './saved-queries';
import { memoryStorage } from './storage';

const racer = { id: 7, username: 'sam', email: 'sam@example.com', firstName: 'Sam', lastName: 'Lap' };

function signedInClient(user: unknown = racer) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(QUERY_KEYS.user, user);
  client.setQueryData(QUERY_KEYS.cars, [{ id: 1, model: 'EB48' }]);
  client.setQueryData([...QUERY_KEYS.setupSheets, 3, 'versions'], [{ version: 2 }]);
  client.setQueryData([...QUERY_KEYS.publicSetups, 'list', ''], { items: [] });
  client.setQueryData([...QUERY_KEYS.publicSetups, 12], { id: 12 });
  client.setQueryData([...QUERY_KEYS.publicSetups, 13], { id: 13 });
  client.setQueryData(['/api/shared', 'abcdefghijkl'], { kind: 'setup-sheet' });
  client.setQueryData(QUERY_KEYS.securityQuestions, { question1: 'Pet?' });
  return client;
}

/** The client's query of this exact key (the test fails if there is none). */
function queryOf(client: QueryClient, key: readonly unknown[]) {
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) throw new Error(`no query ${JSON.stringify(key)}`);
  return query;
}

const savedKeys = (storage: ReturnType<typeof memoryStorage>) =>
  (
    JSON.parse(storage.data.get('queries') ?? '{"clientState":{"queries":[]}}') as {
      clientState: { queries: { queryKey: unknown[] }[] };
    }
  ).clientState.queries.map((q) => JSON.stringify(q.queryKey));

beforeEach(() => {
  forgetPins();
  setActiveRacer(undefined);
});
afterEach(() => localStorage.clear());

describe('what is saved (shouldSave)', () => {
  it("keeps the racer's own answers and the user answer naming them, not another racer's", () => {
    const client = signedInClient();
    const byKey = (key: readonly unknown[]) => queryOf(client, key);
    expect(shouldSave(byKey(QUERY_KEYS.user), 7)).toBe(true);
    expect(shouldSave(byKey(QUERY_KEYS.user), 8)).toBe(false);
    expect(shouldSave(byKey(QUERY_KEYS.cars), 7)).toBe(true);
    expect(shouldSave(byKey([...QUERY_KEYS.setupSheets, 3, 'versions']), 7)).toBe(true);
    expect(shouldSave(byKey(QUERY_KEYS.securityQuestions), 7)).toBe(false);
  });

  it('keeps community setups and shared links only while pinned, and never the lists', () => {
    const client = signedInClient();
    const byKey = (key: readonly unknown[]) => queryOf(client, key);
    expect(shouldSave(byKey([...QUERY_KEYS.publicSetups, 12]), 7)).toBe(false);
    setPinned(7, 'public:12', true);
    setPinned(7, 'shared:abcdefghijkl', true);
    expect(shouldSave(byKey([...QUERY_KEYS.publicSetups, 12]), 7)).toBe(true);
    expect(shouldSave(byKey(['/api/shared', 'abcdefghijkl']), 7)).toBe(true);
    expect(shouldSave(byKey([...QUERY_KEYS.publicSetups, 13]), 7)).toBe(false);
    expect(shouldSave(byKey([...QUERY_KEYS.publicSetups, 'list', '']), 7)).toBe(false);
    // Pins are the racer's: another racer's pins do not keep anything for this one.
    expect(shouldSave(byKey([...QUERY_KEYS.publicSetups, 12]), 8)).toBe(false);
  });

  it('never keeps a failed or pending query', async () => {
    const client = signedInClient();
    await client.prefetchQuery({
      queryKey: QUERY_KEYS.transponders,
      queryFn: () => Promise.reject(new Error('x')),
    });
    expect(shouldSave(queryOf(client, QUERY_KEYS.transponders), 7)).toBe(false);
  });
});

describe('saving and restoring', () => {
  it('tags the cache with the answer shapes and the racer', () => {
    expect(busterFor(7)).toBe(`${CACHE_SCHEMA_VERSION}:racer-7`);
  });

  it('restores the saved racer into a fresh client, without what was not theirs to keep', async () => {
    const storage = memoryStorage();
    const persister = createPersister(storage);
    setActiveRacer(7);
    await saveNow(signedInClient(), persister, 7);
    expect(savedKeys(storage)).toEqual([
      JSON.stringify(QUERY_KEYS.user),
      JSON.stringify(QUERY_KEYS.cars),
      JSON.stringify([...QUERY_KEYS.setupSheets, 3, 'versions']),
    ]);
    const fresh = new QueryClient();
    expect(await restoreSaved(fresh, persister, 7)).toEqual(racer);
    expect(fresh.getQueryData(QUERY_KEYS.cars)).toEqual([{ id: 1, model: 'EB48' }]);
  });

  it('drops a cache saved for another racer, or of other answer shapes, or too old', async () => {
    const storage = memoryStorage();
    const persister = createPersister(storage);
    setActiveRacer(7);
    await saveNow(signedInClient(), persister, 7);
    const fresh = new QueryClient();
    expect(await restoreSaved(fresh, persister, 8)).toBeUndefined();
    expect(fresh.getQueryData(QUERY_KEYS.cars)).toBeUndefined();
    expect(storage.data.size).toBe(0);

    const old = {
      buster: busterFor(7),
      timestamp: Date.now() - MAX_AGE_MS - 1,
      clientState: { queries: [], mutations: [] },
    };
    storage.data.set('queries', JSON.stringify(old));
    expect(await restoreSaved(fresh, persister, 7)).toBeUndefined();
    storage.data.set('queries', JSON.stringify({ ...old, buster: 'v0:racer-7', timestamp: Date.now() }));
    expect(await restoreSaved(fresh, persister, 7)).toBeUndefined();
    expect(storage.data.size).toBe(0);
  });

  it('writes nothing once the racer is no longer the one saved for (a save left in the throttle)', async () => {
    const storage = memoryStorage();
    const persister = createPersister(storage);
    setActiveRacer(undefined);
    await saveNow(signedInClient(), persister, 7);
    setActiveRacer(8);
    await saveNow(signedInClient(), persister, 7);
    expect(storage.data.size).toBe(0);
  });

  it('keeps saving as answers arrive and as pins change, and keeps queries in memory as long', async () => {
    const storage = memoryStorage();
    const persister = createPersister(storage);
    const client = signedInClient();
    const stop = keepSaving(client, persister, 7);
    expect(client.getQueryCache().find({ queryKey: QUERY_KEYS.cars })?.gcTime).toBe(Number.POSITIVE_INFINITY);
    client.setQueryData(QUERY_KEYS.transponders, []);
    // Writes are throttled to one a second.
    await vi.waitFor(() => expect(savedKeys(storage)).toContain(JSON.stringify(QUERY_KEYS.transponders)), {
      timeout: 3000,
    });
    setPinned(7, 'public:12', true);
    await vi.waitFor(
      () => expect(savedKeys(storage)).toContain(JSON.stringify([...QUERY_KEYS.publicSetups, 12])),
      { timeout: 3000 },
    );
    stop();
  });
});

describe('clearing', () => {
  it('clearSavedQueries drops the saved answers only', async () => {
    const storage = memoryStorage();
    storage.data.set('queries', '{}');
    setPinned(7, 'public:12', true);
    await clearSavedQueries(storage);
    expect(storage.data.size).toBe(0);
    expect(pinsOf(7)).toEqual(['public:12']);
  });

  it('clearOfflineData drops the answers, the pins, the mark, the uploads cache and the outbox', async () => {
    const storage = memoryStorage();
    storage.data.set('queries', '{}');
    setPinned(7, 'public:12', true);
    localStorage.setItem(OFFLINE_MARK, '7');
    await putWrite({
      key: 'k1',
      userId: 7,
      method: 'POST',
      url: '/api/transponders',
      label: 'New transponder',
      queuedAt: 1,
      state: 'waiting',
      invalidates: [],
    });
    const deleted: string[] = [];
    const cachesBefore = (globalThis as { caches?: unknown }).caches;
    (globalThis as { caches?: unknown }).caches = { delete: async (name: string) => deleted.push(name) };
    try {
      await clearOfflineData(storage);
    } finally {
      (globalThis as { caches?: unknown }).caches = cachesBefore;
    }
    expect(storage.data.size).toBe(0);
    expect(pinsOf(7)).toEqual([]);
    expect(localStorage.getItem('rc-offline-pins:7')).toBeNull();
    expect(localStorage.getItem(OFFLINE_MARK)).toBeNull();
    expect(deleted).toEqual(['rc-uploads']);
    expect(await readQueue()).toEqual([]);
  });
});
