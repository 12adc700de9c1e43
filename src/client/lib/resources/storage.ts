import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '../../../shared/schemas/storage';

/**
 * The racer's storage use (Settings). It lives here, not in the settings feature, because every
 * feature that stores or deletes a file (uploads, cars, setup sheets, ESC setups, community copies)
 * must refresh it, and features never import each other.
 */
export const STORAGE_QUERY_KEY = ['/api/storage'] as const;

/** GET /api/storage. */
export function useStorageUsage() {
  return useQuery<StorageUsage, Error>({ queryKey: STORAGE_QUERY_KEY });
}

/** After a file was stored or may have been deleted. An inactive query is only marked stale. */
export const refetchStorage = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
