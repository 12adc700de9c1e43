import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '../../../shared/schemas/storage';
import { requestJson } from '../api';
import { QUERY_KEYS } from './query-keys';

/**
 * The racer's storage use (Settings). Every change that stores or may free a file (uploads, cars,
 * setups, copies) names this key among what it invalidates.
 */

/** GET /api/storage. */
export const storageQuery: UseQueryOptions<StorageUsage, Error> = {
  queryKey: QUERY_KEYS.storage,
  queryFn: ({ signal }) => requestJson<StorageUsage>('GET', '/api/storage', undefined, { signal }),
};

export function useStorageUsage() {
  return useQuery(storageQuery);
}
