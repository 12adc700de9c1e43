import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { LiveSession } from '../../../shared/schemas/live';
import { requestJson } from '../api';

/**
 * The racer's live decoder sessions (issue 30): open ones and those closed in the last hour. Keyed
 * outside '/api/' on purpose: the offline cache saves every '/api/' answer, and a session restored
 * from it would show as live when it long closed.
 */
export const LIVE_SESSIONS_KEY = ['live', 'sessions'] as const;

/** While a session may open any minute, the list is asked again this often. */
export const LIVE_SESSIONS_POLL_MS = 30_000;

export const liveSessionsQuery: UseQueryOptions<LiveSession[], Error> = {
  queryKey: LIVE_SESSIONS_KEY,
  queryFn: ({ signal }) => requestJson<LiveSession[]>('GET', '/api/live/sessions', undefined, { signal }),
  refetchInterval: LIVE_SESSIONS_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 0,
};

export const useLiveSessions = () => useQuery(liveSessionsQuery);

/** The open session whose run this is, if any. */
export const openSessionOf = (sessions: readonly LiveSession[] | undefined, runId: number) =>
  sessions?.find((s) => s.runId === runId && s.closedAt === null);
