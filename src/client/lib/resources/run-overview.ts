import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { RunOverview, TrackBest } from '../../../shared/schemas/run-overview';
import { requestJson } from '../api';
import { QUERY_KEYS } from './query-keys';

/** The racer's last race day (the dashboard) and each car's best lap per track (the fleet). */

/** GET /api/runs/overview */
export const runOverviewQuery: UseQueryOptions<RunOverview, Error> = {
  queryKey: QUERY_KEYS.runOverview,
  queryFn: ({ signal }) => requestJson<RunOverview>('GET', '/api/runs/overview', undefined, { signal }),
};

export function useRunOverview() {
  return useQuery(runOverviewQuery);
}

/** One car's best laps, the track raced most recently first; none until the overview answers. */
export function bestLapsOf(overview: RunOverview | undefined, carId: number): TrackBest[] {
  return (overview?.bestLaps ?? []).filter((best) => best.rcCarId === carId);
}

/** Where a run opens (the Race Day screens). */
export const runHref = (runId: number) => `/race-day/runs/${runId}`;
