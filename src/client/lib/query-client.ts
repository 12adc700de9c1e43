import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * SPEC §9: no retries, no refetch on focus, no polling, data never goes stale.
 * Freshness comes from explicit invalidation after each change instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
