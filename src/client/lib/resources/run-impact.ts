import type { UseQueryOptions } from '@tanstack/react-query';
import type { SetupImpact } from '../../../shared/schemas/run-impact';
import type { SetupKindName } from '../../../shared/setup-content';
import { requestJson } from '../api';
import { QUERY_KEYS } from './query-keys';
import { SETUP_PATHS } from './setup-versions';

/** Under the runs' key, so a run logged, edited or deleted makes it stale (query-keys.ts: why here). */
export const runImpactKey = (kind: SetupKindName, id: number) =>
  [...QUERY_KEYS.runs, 'impact', kind, id] as const;

/** GET …/:id/impact: each version with runs, newest first, and what it did against the one before. */
export function impactQuery(
  kind: SetupKindName,
  id: number,
): UseQueryOptions<SetupImpact, Error, SetupImpact, readonly unknown[]> {
  return {
    queryKey: runImpactKey(kind, id),
    queryFn: ({ signal }) =>
      requestJson<SetupImpact>('GET', `${SETUP_PATHS[kind]}/${id}/impact`, undefined, { signal }),
  };
}
