import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { userQueryOptions } from '../resources/account';
import { QUERY_KEYS } from '../resources/query-keys';
import { OFFLINE_MARK } from './mark';
import { forgetPins, pinsOf, setPinned } from './pins';
import { createPersister, saveNow, setActiveRacer } from './saved-queries';
import { startOffline } from './start';
import { memoryStorage } from './storage';

const racer = (id: number) => ({
  id,
  username: `r${id}`,
  email: `r${id}@example.com`,
  firstName: 'Sam',
  lastName: 'Lap',
});
const context = () =>
  ({ queryKey: QUERY_KEYS.user, signal: new AbortController().signal, meta: undefined }) as never;

/** A storage holding racer 7's saved cache (the user and the cars), and the mark naming them. */
async function savedFor7() {
  const storage = memoryStorage();
  const saved = new QueryClient();
  saved.setQueryData(QUERY_KEYS.user, racer(7));
  saved.setQueryData(QUERY_KEYS.cars, [{ id: 1, model: 'EB48' }]);
  setActiveRacer(7);
  await saveNow(saved, createPersister(storage), 7);
  setActiveRacer(undefined);
  localStorage.setItem(OFFLINE_MARK, '7');
  return storage;
}

beforeEach(() => {
  onlineManager.setOnline(true);
  // The server's readable hint that a session exists: the user lookup asks only with it.
  // biome-ignore lint/suspicious/noDocumentCookie: our own secret-free hint cookie, as the server sets it
  document.cookie = 'rc_signed_in=1; Path=/';
});
afterEach(() => {
  // Parks any warm-up still scheduled (it runs only online).
  onlineManager.setOnline(false);
  vi.restoreAllMocks();
  localStorage.clear();
  forgetPins();
});

describe('start-up where a racer was signed in', () => {
  it('without a connection, comes up as the saved racer with their saved answers, offline', async () => {
    const storage = await savedFor7();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const client = new QueryClient();
    await expect(startOffline(client, storage).user(context())).resolves.toEqual(racer(7));
    expect(fetch).not.toHaveBeenCalled();
    expect(client.getQueryData(QUERY_KEYS.cars)).toEqual([{ id: 1, model: 'EB48' }]);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it("through the app's client, as main.tsx asks: the user lookup is not paused offline", async () => {
    const storage = await savedFor7();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
    await client.prefetchQuery({
      ...userQueryOptions,
      queryFn: (c) => startOffline(client, storage).user(c),
    });
    expect(client.getQueryData(QUERY_KEYS.user)).toEqual(racer(7));
    // Everything else with nothing saved waits for the connection instead of failing.
    void client.prefetchQuery({ queryKey: QUERY_KEYS.storage });
    expect(client.getQueryState(QUERY_KEYS.storage)?.fetchStatus).toBe('paused');
  });

  it('when the server cannot be reached (a network error), does the same', async () => {
    const storage = await savedFor7();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const client = new QueryClient();
    await expect(startOffline(client, storage).user(context())).resolves.toEqual(racer(7));
    expect(client.getQueryData(QUERY_KEYS.cars)).toBeDefined();
  });

  it('with nothing saved, fails as before (signed out)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    localStorage.setItem(OFFLINE_MARK, '7');
    await expect(startOffline(new QueryClient(), memoryStorage()).user(context())).rejects.toThrow(TypeError);
  });

  it("online, answers with the server's user and reads nothing saved in", async () => {
    const storage = await savedFor7();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(racer(7))));
    const client = new QueryClient();
    await expect(startOffline(client, storage).user(context())).resolves.toEqual(racer(7));
    expect(client.getQueryData(QUERY_KEYS.cars)).toBeUndefined();
  });
});

describe('following the racer', () => {
  it('another racer signing in clears the last one: saved answers, pins, mark', async () => {
    const storage = await savedFor7();
    setPinned(7, 'public:12', true);
    const client = new QueryClient();
    startOffline(client, storage);
    client.setQueryData(QUERY_KEYS.user, racer(8));
    await vi.waitFor(() => expect(localStorage.getItem(OFFLINE_MARK)).toBe('8'));
    expect(storage.data.size).toBe(0);
    expect(pinsOf(7)).toEqual([]);
  });

  it("a reconnect that finds another racer signed in drops the last racer's answers before saving", async () => {
    const storage = await savedFor7();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = new QueryClient();
    await startOffline(client, storage).user(context());
    expect(client.getQueryData(QUERY_KEYS.cars)).toBeDefined();
    client.setQueryData(QUERY_KEYS.user, racer(8));
    expect(client.getQueryData(QUERY_KEYS.cars)).toBeUndefined();
    await vi.waitFor(() => expect(localStorage.getItem(OFFLINE_MARK)).toBe('8'));
  });

  it('a session that expired drops the saved answers, keeps the pins until another racer signs in', async () => {
    const storage = await savedFor7();
    setPinned(7, 'public:12', true);
    const client = new QueryClient();
    client.setQueryData(QUERY_KEYS.user, racer(7));
    startOffline(client, storage);
    client.setQueryData(QUERY_KEYS.user, null);
    await vi.waitFor(() => expect(storage.data.size).toBe(0));
    expect(pinsOf(7)).toEqual(['public:12']);
    expect(localStorage.getItem(OFFLINE_MARK)).toBe('7');
    // Then another racer signs in on this device: the expired racer's pins go too.
    client.setQueryData(QUERY_KEYS.user, racer(8));
    await vi.waitFor(() => expect(localStorage.getItem(OFFLINE_MARK)).toBe('8'));
    expect(pinsOf(7)).toEqual([]);
  });
});
