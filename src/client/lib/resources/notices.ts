import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Notice } from '../../../shared/schemas/notice';
import type { Run } from '../../../shared/schemas/run';
import { apiRequest, readJson, requestJson } from '../api';
import { type ListPage, nextPageUrl } from '../api-pages';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/** Notices (issue 30): what arrived by itself. The keys live here for the reason clubs.ts gives. */
export const NOTICES_KEY = ['/api/notices'] as const;
const UNREAD_KEY = [...NOTICES_KEY, 'unread'] as const;

/** The bell asks gently: once a minute, and again when the racer comes back to the tab. */
export const UNREAD_POLL_MS = 60_000;

/** The X-Unread-Count header as a count; a missing or odd header counts as none. */
export function unreadOf(res: Response): number {
  const header = res.headers.get('X-Unread-Count');
  return header && /^\d{1,9}$/.test(header) ? Number(header) : 0;
}

/** GET /api/notices?limit=1: only its header is wanted, the count of unread notices. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async ({ signal }) =>
      unreadOf(await apiRequest('GET', '/api/notices?limit=1', undefined, { signal })),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    // The count is news only when fresh: a minute-old answer is asked again on focus.
    staleTime: UNREAD_POLL_MS,
  });
}

export interface NoticesPage extends ListPage<Notice> {
  unread: number;
}

/** One page of notices, newest first, with the unread count the server sends beside it. */
export async function requestNotices(url: string, signal?: AbortSignal): Promise<NoticesPage> {
  const res = await apiRequest('GET', url, undefined, { signal });
  return { items: (await readJson<Notice[]>(res)) ?? [], next: nextPageUrl(res, url), unread: unreadOf(res) };
}

export const NOTICES_FIRST_PAGE = '/api/notices?limit=50';

/** The notices, newest first, a page at a time ("Show older" asks for the next). */
export function useNotices() {
  return useInfiniteQuery({
    queryKey: [...NOTICES_KEY, 'list'],
    queryFn: ({ pageParam, signal }) => requestNotices(pageParam, signal),
    initialPageParam: NOTICES_FIRST_PAGE,
    getNextPageParam: (last: NoticesPage) => last.next ?? undefined,
    // Notices arrive by themselves: opening the page shows the newest, not the ones kept from before.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export const noticeMutations = {
  read: {
    mutationFn: async (id: number) => {
      await apiRequest('POST', `/api/notices/${id}/read`);
    },
    invalidates: [NOTICES_KEY],
  } satisfies ResourceMutation<void, number>,
  readAll: {
    mutationFn: async () => {
      await apiRequest('POST', '/api/notices/read');
    },
    invalidates: [NOTICES_KEY],
  } satisfies ResourceMutation<void, void>,
  /** "Yes, that's me": the race becomes a run on the chosen car (the runs' lists are stale). */
  confirm: {
    mutationFn: ({ matchId, rcCarId }: { matchId: number; rcCarId: number | null }) =>
      requestJson<Run>('POST', `/api/matches/${matchId}/confirm`, { rcCarId }),
    invalidates: [NOTICES_KEY, QUERY_KEYS.runs],
  } satisfies ResourceMutation<Run, { matchId: number; rcCarId: number | null }>,
  decline: {
    mutationFn: async (matchId: number) => {
      await apiRequest('POST', `/api/matches/${matchId}/decline`);
    },
    invalidates: [NOTICES_KEY],
  } satisfies ResourceMutation<void, number>,
};
