import { onlineManager, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * SPEC §9: no retries, no refetch on focus, no polling, data never goes stale.
 * Freshness comes from explicit invalidation after each change instead.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes a connection until an 'offline' event: a start without one would fail
  // every query instead of pausing it ("Not available offline", components/ui/spinner.tsx).
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      // A write never waits, paused, for a connection: it is sent (the outbox queues those it can) or fails.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
