import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '../../../shared/schemas/user';
import { type HttpMethod, requestJson } from '../api';
import { newIdempotencyKey } from '../idempotency-key';
import { QUERY_KEYS } from '../resources/query-keys';
import { applyListChange, type ListChange } from './list-change';
import { putWrite, type QueuedWrite } from './store';

/** One write as it goes on the wire. */
export interface WriteRequest {
  method: Exclude<HttpMethod, 'GET'>;
  url: string;
  body?: unknown;
  ifMatch?: number;
}

/** What the app shows for a queued write until it is sent: the answer the server would give. */
export interface StandIn<TData> {
  data: TData;
  /** The cached list it shows in, if any. */
  change?: ListChange;
}

/**
 * A change the racer can make without a connection (issue 18: setups, runs, transponders, outcome
 * notes). The resource module says how it is sent and how it looks until then.
 */
export interface OfflineWrite<TData, TVariables> {
  request: (variables: TVariables) => WriteRequest;
  label: (variables: TVariables, client: QueryClient) => string;
  /** `tempId` names a record created offline until the server gives it its own id. */
  standIn: (variables: TVariables, client: QueryClient, tempId: number) => StandIn<TData>;
  /** A setup edit, whose conflict opens the resolver on that setup. */
  setup?: (variables: TVariables) => QueuedWrite['setup'];
}

/** Answers made up for queued writes: callers tell them from the server's by this. */
const standIns = new WeakSet<object>();

/** True for the answer of a write that was queued rather than sent. */
export function isQueued(data: unknown): boolean {
  return typeof data === 'object' && data !== null && standIns.has(data);
}

/** fetch rejects with a TypeError only when no answer came at all (offline, connection dropped). */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * Sends the write, or, with no connection, queues it and answers with its stand-in. The key is
 * chosen before the first try: if that try reached the server and only its answer was lost, the
 * queued repeat carries the same key and is answered without a second write.
 */
export async function sendOrQueue<TData, TVariables>(
  client: QueryClient,
  write: OfflineWrite<TData, TVariables>,
  variables: TVariables,
  invalidates: readonly QueryKey[],
): Promise<TData> {
  const request = write.request(variables);
  const key = newIdempotencyKey();
  if (navigator.onLine) {
    try {
      return await requestJson<TData>(request.method, request.url, request.body, {
        idempotencyKey: key,
        ifMatch: request.ifMatch,
      });
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const user = client.getQueryData<User | null>(QUERY_KEYS.user);
  // Signed out meanwhile: there is no racer to keep it for, so it fails as it always did.
  if (!user) throw new TypeError('Failed to fetch');
  // Negative, and far from any value a setup field holds, so a later write naming it is found.
  const tempId = -(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  const standIn = write.standIn(variables, client, tempId);
  await putWrite({
    key,
    userId: user.id,
    ...request,
    label: write.label(variables, client),
    queuedAt: Date.now(),
    state: 'waiting',
    invalidates: [...invalidates],
    change: standIn.change,
    tempId: request.method === 'POST' ? tempId : undefined,
    setup: write.setup?.(variables),
  });
  if (standIn.change) applyListChange(client, standIn.change);
  if (typeof standIn.data === 'object' && standIn.data !== null) standIns.add(standIn.data);
  return standIn.data;
}
