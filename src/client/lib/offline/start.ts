import { onlineManager, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import type { User } from '../../../shared/schemas/user';
import { ApiError } from '../api';
import { userQueryOptions } from '../resources/account';
import { QUERY_KEYS } from '../resources/query-keys';
import { clearOfflineData, clearSavedQueries } from './clear';
import { markedRacer, OFFLINE_MARK } from './mark';
import { createPersister, keepSaving, restoreSaved, saveNow } from './saved-queries';
import { indexedDbStorage, type KeyValueStorage } from './storage';
import { warmUp } from './warm-up';

/**
 * The lazy entry of the offline reading (issue 18 item 2), loaded once a racer is (or was, per the
 * mark) signed in on this device. It follows the user answer: for a racer it warms the cache up and
 * saves it; for another racer it first clears the last one's data; signed out, it stops saving and
 * drops the saved queries. main.tsx asks it for the user at start-up when a racer was signed in.
 */

const fetchUser = userQueryOptions.queryFn as QueryFunction<User | null>;

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 2000);
};

function mark(racerId: number) {
  try {
    window.localStorage.setItem(OFFLINE_MARK, String(racerId));
  } catch {
    // Without storage the next start simply asks the server first.
  }
}

class OfflineSession {
  /** The racer whose cache this tab follows (undefined: nobody signed in). */
  private racer: number | undefined;
  private stopSaving: (() => void) | undefined;
  /** Moves on with every change of racer: work begun for an earlier one stops. */
  private generation = 0;
  /** This start came up from the saved cache: nothing in memory is fresher than what was saved. */
  private fromSaved = false;

  private readonly persister: Persister;

  constructor(
    private readonly client: QueryClient,
    private readonly storage: KeyValueStorage,
  ) {
    this.persister = createPersister(storage);
    client.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === QUERY_KEYS.user[0]) void this.followUser();
    });
    onlineManager.subscribe((online) => {
      if (online) void this.reconnected();
    });
    void this.followUser();
  }

  /**
   * Start-up for a device with the mark: the server's answer when it gives one; without a
   * connection, the racer of the saved cache, which is read into the client, and the app runs
   * offline (queries with nothing cached wait, paused, instead of failing).
   */
  async user(context: Parameters<typeof fetchUser>[0]): Promise<User | null> {
    let failure: unknown = new TypeError('Offline');
    if (navigator.onLine) {
      try {
        return await fetchUser(context);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        failure = error;
      }
    }
    const racerId = markedRacer();
    // Set first: reading the cache in sets the user, which followUser sees at once.
    this.fromSaved = true;
    const user = racerId === undefined ? undefined : await restoreSaved(this.client, this.persister, racerId);
    this.fromSaved = user !== undefined;
    if (!user) throw failure;
    onlineManager.setOnline(false);
    // Only now, with the whole cache read in: a save begun half-way would write half of it.
    this.stopSaving ??= keepSaving(this.client, this.persister, user.id);
    return user;
  }

  private async followUser(): Promise<void> {
    const user = this.client.getQueryData<User | null>(QUERY_KEYS.user);
    // undefined: no answer yet (or none to be had offline); nothing to follow.
    if (user === undefined || user?.id === this.racer) return;
    this.stopSaving?.();
    this.stopSaving = undefined;
    if (this.racer !== undefined) {
      // The last racer's answers leave memory before anything is saved for the next (sign-in and
      // sign-out drop them too; a session found ended or changed on reconnecting does not).
      this.client.removeQueries({ predicate: (q) => q.queryKey[0] !== QUERY_KEYS.user[0] });
    }
    this.racer = user?.id;
    const generation = ++this.generation;
    if (!user) {
      // Signed out: an expired session keeps its racer's pins and outbox (they may sign in again),
      // never the saved answers; a sign-out clears the rest too (clearOfflineData, auth provider).
      await clearSavedQueries(this.storage);
      return;
    }
    const marked = markedRacer();
    if (marked !== undefined && marked !== user.id) await clearOfflineData(this.storage);
    if (generation !== this.generation) return;
    mark(user.id);
    // Read in from the saved cache (user() saves from then on), or fetched: warm up, then save.
    if (!this.fromSaved) this.warmUpSoon(generation, user.id);
  }

  /**
   * Online, the saved cache is replaced only once the warm-up has fetched it all: a connection lost
   * half-way leaves the last whole one in place.
   */
  private warmUpSoon(generation: number, racerId: number) {
    whenIdle(async () => {
      const current = () => generation === this.generation;
      if (!current() || !onlineManager.isOnline()) return;
      const { complete } = await warmUp(this.client, racerId, current);
      if (!complete || !current()) return;
      this.stopSaving ??= keepSaving(this.client, this.persister, racerId);
      await saveNow(this.client, this.persister, racerId);
    });
  }

  /**
   * The connection is back. After an offline start, the server is asked who is signed in before
   * anything else: only if it answers are the saved answers made stale (and fetched anew where
   * shown); if it cannot be reached, the app stays offline.
   */
  private async reconnected(): Promise<void> {
    if (this.racer === undefined) return;
    if (this.fromSaved) {
      try {
        await this.client.fetchQuery({ ...userQueryOptions, staleTime: 0 });
      } catch (error) {
        if (!(error instanceof ApiError)) onlineManager.setOnline(false);
        return;
      }
      this.fromSaved = false;
      await this.client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== QUERY_KEYS.user[0] });
    }
    if (this.racer !== undefined) this.warmUpSoon(this.generation, this.racer);
  }
}

const sessions = new WeakMap<QueryClient, OfflineSession>();

/** The session of this client, started on first call (tests pass an in-memory storage). */
export function startOffline(
  client: QueryClient,
  storage: KeyValueStorage = indexedDbStorage,
): OfflineSession {
  let session = sessions.get(client);
  if (!session) {
    session = new OfflineSession(client, storage);
    sessions.set(client, session);
  }
  return session;
}
