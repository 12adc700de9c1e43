import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RunOverview, TrackBest } from '../../../shared/schemas/run-overview';
import { requestJson } from '../api';
import { QUERY_KEYS } from './query-keys';
import { withQueuedOverview } from './queued-overview';
import { useQueuedRuns } from './queued-runs';

/** The racer's last race day (the dashboard) and each car's best lap per track (the fleet). */

/** GET /api/runs/overview */
export const runOverviewQuery: UseQueryOptions<RunOverview, Error> = {
  queryKey: QUERY_KEYS.runOverview,
  queryFn: ({ signal }) => requestJson<RunOverview>('GET', '/api/runs/overview', undefined, { signal }),
};

/** The overview, with the runs logged offline and not sent yet counted in (the server cannot know them). */
export function useRunOverview() {
  const queued = useQueuedRuns();
  const select = useCallback((overview: RunOverview) => withQueuedOverview(overview, queued), [queued]);
  return useQuery({ ...runOverviewQuery, select });
}

/** One car's best laps, the track raced most recently first; none until the overview answers. */
export function bestLapsOf(overview: RunOverview | undefined, carId: number): TrackBest[] {
  return (overview?.bestLaps ?? []).filter((best) => best.rcCarId === carId);
}

/** Where a run opens (the Race Day screens). */
export const runHref = (runId: number) => `/race-day/runs/${runId}`;
