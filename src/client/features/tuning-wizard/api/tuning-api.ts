import { useMutation, useQuery } from '@tanstack/react-query';
import type { SetupSheetCopy } from '../../../../shared/schemas/setup-copy';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import type {
  AnalyseRequest,
  AnalysisResult,
  TuningGoal,
  TuningQuestion,
} from '../../../../shared/schemas/tuning';
import { apiRequest, readJson } from '../../../lib/api';

export const GOALS_QUERY_KEY = ['/api/tuning/goals'] as const;

/** SPEC §4: goals are fetched only while the dialog is open (the dialog mounts this only then). */
export function useGoals() {
  return useQuery<TuningGoal[], Error>({ queryKey: GOALS_QUERY_KEY });
}

/** SPEC §4: questions only once a goal is chosen. */
export function useQuestions(goalId: string | null) {
  return useQuery<TuningQuestion[], Error>({
    queryKey: ['/api/tuning/questions', goalId],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/tuning/questions?goalId=${encodeURIComponent(goalId ?? '')}`, {
        credentials: 'include',
        signal,
      });
      if (!res.ok) throw new Error('Failed to fetch questions');
      return readJson<TuningQuestion[]>(res);
    },
    enabled: goalId !== null,
  });
}

export function useAnalyse() {
  return useMutation<AnalysisResult, Error, AnalyseRequest>({
    mutationFn: async (body) =>
      readJson<AnalysisResult>(await apiRequest('POST', '/api/tuning/analyse', body)),
  });
}

/** The server's one way to copy a setup, with the wizard's changes written over the copy. */
export async function copySetupSheet(id: number, body: SetupSheetCopy): Promise<SetupSheet> {
  return readJson<SetupSheet>(await apiRequest('POST', `/api/setup-sheets/${id}/copy`, body));
}
