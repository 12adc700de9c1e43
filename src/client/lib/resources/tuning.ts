import type { UseQueryOptions } from '@tanstack/react-query';
import type {
  AnalyseRequest,
  AnalysisResult,
  TuningGoal,
  TuningQuestion,
} from '../../../shared/schemas/tuning';
import { requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/** GET /api/tuning/goals. SPEC §4: fetched only while the wizard is open (it mounts the query then). */
export const tuningGoalsQuery: UseQueryOptions<TuningGoal[], Error> = {
  queryKey: QUERY_KEYS.tuningGoals,
  queryFn: ({ signal }) => requestJson<TuningGoal[]>('GET', '/api/tuning/goals', undefined, { signal }),
};

/** GET /api/tuning/questions?goalId=. SPEC §4: only once a goal is chosen. */
export function tuningQuestionsQuery(goalId: string | null): UseQueryOptions<TuningQuestion[], Error> {
  return {
    queryKey: [...QUERY_KEYS.tuningQuestions, goalId],
    queryFn: ({ signal }) =>
      requestJson<TuningQuestion[]>(
        'GET',
        `/api/tuning/questions?goalId=${encodeURIComponent(goalId ?? '')}`,
        undefined,
        { signal },
      ),
    enabled: goalId !== null,
  };
}

/** POST /api/tuning/analyse: advice only, nothing stored, so nothing to refetch. */
export const analyseMutation = {
  mutationFn: (body: AnalyseRequest) => requestJson<AnalysisResult>('POST', '/api/tuning/analyse', body),
  invalidates: [],
} satisfies ResourceMutation<AnalysisResult, AnalyseRequest>;
