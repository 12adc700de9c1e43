import { keepPreviousData, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { PublicSetup, PublicSetupPage } from '../../../shared/schemas/public-setup';
import type { SetupSheet } from '../../../shared/schemas/setup-sheet';
import { requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/** Every community (public setups) query starts with this key; sheet changes refresh them all. */
const LIST_KEY = [...QUERY_KEYS.publicSetups, 'list'] as const;

/** GET /api/public-setups?… for one search, given as its query string (the server's page size, 12). */
export function publicSetupListQuery(queryString: string): UseQueryOptions<PublicSetupPage, Error> {
  return {
    queryKey: [...LIST_KEY, queryString],
    queryFn: ({ signal }) =>
      requestJson<PublicSetupPage>(
        'GET',
        `/api/public-setups${queryString ? `?${queryString}` : ''}`,
        undefined,
        { signal },
      ),
    // The old page stays on screen while the next loads: no flash of a spinner, no layout jump.
    placeholderData: keepPreviousData,
  };
}

/** A setup already on a loaded list page: the detail opens at once instead of fetching it again. */
function fromLists(client: QueryClient, id: number): PublicSetup | undefined {
  for (const [, page] of client.getQueriesData<PublicSetupPage>({ queryKey: LIST_KEY })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** GET /api/public-setups/:id. */
export function publicSetupQuery(
  client: QueryClient,
  id: number | undefined,
): UseQueryOptions<PublicSetup, Error> {
  return {
    queryKey: [...QUERY_KEYS.publicSetups, id ?? 0],
    queryFn: ({ signal }) =>
      requestJson<PublicSetup>('GET', `/api/public-setups/${id}`, undefined, { signal }),
    enabled: id !== undefined,
    initialData: () => (id === undefined ? undefined : fromLists(client, id)),
  };
}

/**
 * POST /api/public-setups/:id/copy: a private sheet of the racer's own, on one of their cars or none.
 * It lands in their sheet list, and its file counts towards their storage (unless they hold it already).
 */
export interface CopyRequest {
  rcCarId: number | null;
  /** One per intent (lib/idempotency-key.ts): a double click still makes one copy. */
  idempotencyKey: string;
}

export const copyPublicSetup = (id: number): ResourceMutation<SetupSheet, CopyRequest> => ({
  mutationFn: ({ rcCarId, idempotencyKey }) =>
    requestJson<SetupSheet>('POST', `/api/public-setups/${id}/copy`, { rcCarId }, { idempotencyKey }),
  invalidates: [QUERY_KEYS.setupSheets, QUERY_KEYS.storage],
});
