import type { QueryKey } from '@tanstack/react-query';
import { clear, createStore, del, entries, set } from 'idb-keyval';
import type { HttpMethod } from '../api';
import type { ListChange } from './list-change';

/** The IndexedDB database the outbox lives in; sign-out and account deletion empty it. */
export const OUTBOX_DB = 'rc-outbox';

/** Where a queued write stands: waiting to be sent, or refused and waiting for the racer. */
export type QueuedState = 'waiting' | 'conflict' | 'failed';

/** One change made without a connection, as it will be sent (issue 18 "Offline writing"). */
export interface QueuedWrite {
  /** Also its Idempotency-Key: a repeat after an answer lost on the way is answered, not written twice. */
  key: string;
  /** The racer who made it: another racer signing in on this phone never sends it. */
  userId: number;
  method: Exclude<HttpMethod, 'GET'>;
  url: string;
  body?: unknown;
  /** The version the edit began from (If-Match): a setup changed meanwhile is a conflict, not an overwrite. */
  ifMatch?: number;
  /** What the racer reads in the list of waiting changes: "Edit of setup 'Ridgeway wet'". */
  label: string;
  queuedAt: number;
  state: QueuedState;
  /** Why the server refused it (failed), in its own words. */
  message?: string;
  /** What to fetch again once it is sent. */
  invalidates: QueryKey[];
  /** How the cached list shows it until sent, so discarding it can take it back out. */
  change?: ListChange;
  /** A record created offline goes by this stand-in id until the server gives it its own. */
  tempId?: number;
  /** A setup edit: a conflict opens the resolver on this setup. */
  setup?: { kind: 'setup-sheet' | 'esc-setup'; id: number };
}

type Listener = () => void;

const listeners = new Set<Listener>();
let store: ReturnType<typeof createStore> | undefined;
let cached: QueuedWrite[] | undefined;

const db = () => {
  store ??= createStore(OUTBOX_DB, 'writes');
  return store;
};

function changed(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

/** Every queued write on this phone, oldest first (the order they are sent in). */
export async function readQueue(): Promise<QueuedWrite[]> {
  if (cached) return cached;
  const all = (await entries<string, QueuedWrite>(db())).map(([, write]) => write);
  cached = all.sort((a, b) => a.queuedAt - b.queuedAt);
  return cached;
}

/** The queue as last read, if it was and has not changed since: a screen's first render shows it at once. */
export const peekQueue = (): QueuedWrite[] | undefined => cached;

export async function putWrite(write: QueuedWrite): Promise<void> {
  await set(write.key, write, db());
  changed();
}

export async function removeWrite(key: string): Promise<void> {
  await del(key, db());
  changed();
}

/** Told after every change to the queue (the badge counts again). */
export function subscribeQueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Empties the outbox (sign-out, account deleted). Emptied rather than deleted: the open connection
 * would hold a deletion up until the page closes.
 */
export async function clearQueue(): Promise<void> {
  await clear(db());
  changed();
}
