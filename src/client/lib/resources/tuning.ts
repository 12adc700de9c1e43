import type { UseQueryOptions } from '@tanstack/react-query';
import type {
  AnalyseRequest,
  AnalysisResult,
  TuningGoal,
  TuningQuestion,
} from '../../../shared/schemas/tuning';
import type { SetupKindName } from '../../../shared/setup-content';
import { requestJson } from '../api';
import { escSetups } from './esc-setups';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';
import { setupSheets } from './setup-sheets';
import { SETUP_PATHS } from './setup-versions';
import type { SetupRecord } from './setups';

/** GET /api/tuning/goals. SPEC §4: fetched only while the wizard is open (it mounts the query then). */
export const tuningGoalsQuery: UseQueryOptions<TuningGoal[], Error> = {
  queryKey: QUERY_KEYS.tuningGoals,
  queryFn: ({ signal }) => requestJson<TuningGoal[]>('GET', '/api/tuning/goals', undefined, { signal }),
};

/**
 * GET /api/tuning/questions?goalId=&rcCarId=. SPEC §4: only once a goal is chosen. The car is part
 * of the key: a car whose kind or installed sheet is known is asked fewer questions (issue 17).
 */
export function tuningQuestionsQuery(
  goalId: string | null,
  rcCarId?: number,
): UseQueryOptions<TuningQuestion[], Error> {
  const car = rcCarId === undefined ? '' : `&rcCarId=${rcCarId}`;
  return {
    queryKey: [...QUERY_KEYS.tuningQuestions, goalId, rcCarId ?? null],
    queryFn: ({ signal }) =>
      requestJson<TuningQuestion[]>(
        'GET',
        `/api/tuning/questions?goalId=${encodeURIComponent(goalId ?? '')}${car}`,
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

/** Both kinds of setup a wizard change can be written into, by the name the history uses. */
const SETUP_RESOURCES = { 'setup-sheet': setupSheets, 'esc-setup': escSetups } as const;

export interface TryOnSetup {
  kind: SetupKindName;
  id: number;
  field: string;
  /** The value the advice was worked out from: the write is refused when the setup holds another. */
  from: string;
  to: string;
  changeNote: string;
}

/** The setup holds another value than the one the advice started from (edited since the analysis). */
export class ValueMovedError extends Error {}

/**
 * "Try this" on the installed setup (issue 17): read the setup as it is now, then PUT that one field
 * as a new version (source `wizard`, the note saying what and why), with If-Match of the version just
 * read, so an edit made in between is refused (412) rather than overwritten.
 */
export function tryOnSetupMutation(kind: SetupKindName): ResourceMutation<SetupRecord, TryOnSetup> {
  const url = (id: number) => `${SETUP_PATHS[kind]}/${id}`;
  return {
    mutationFn: async ({ id, field, from, to, changeNote }) => {
      const setup = await requestJson<SetupRecord & Record<string, unknown>>('GET', url(id));
      const now = String(setup[field] ?? '').trim();
      if (now !== from.trim())
        throw new ValueMovedError(
          `"${setup.name}" now holds ${now || 'nothing'} there, not ${from}: run the analysis again for advice from the new value.`,
        );
      const body = { [field]: to, changeSource: 'wizard', changeNote };
      return requestJson<SetupRecord>('PUT', url(id), body, { ifMatch: setup.version });
    },
    invalidates: SETUP_RESOURCES[kind].afterChange,
  };
}

/** "Try this" on a copy: the kind's own copy, named "<setup> (wizard)", with that one change. */
export function tryOnCopyMutation(
  kind: SetupKindName,
  id: number,
): ResourceMutation<SetupRecord, { changes: Record<string, string>; note: string }> {
  const copy = SETUP_RESOURCES[kind].mutations.copy(id) as ResourceMutation<SetupRecord, object>;
  return {
    mutationFn: (body) => copy.mutationFn({ ...body, suffix: 'wizard' }),
    invalidates: copy.invalidates,
  };
}
