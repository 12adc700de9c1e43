import { type InfiniteData, infiniteQueryOptions, type UseQueryOptions } from '@tanstack/react-query';
import {
  RUN_LIST_PAGE,
  type Run,
  type RunCreateInput,
  type RunListQuery,
  type RunSummary,
} from '../../../shared/schemas/run';
import type {
  ImportPreview,
  RunImportBatchInput,
  RunImportBatchResult,
  RunImportInput,
} from '../../../shared/schemas/run-import';
import { apiRequest, requestJson } from '../api';
import { type ListPage, requestPage } from '../api-pages';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';
import { offlineRunCreate, offlineRunImport, withClientRef } from './run-offline';

/** PUT is partial: what is absent stays as it is. */
export type RunUpdateInput = Partial<RunCreateInput>;

/** The racer's runs (issue 16): race day's lists, a run's page, Log a run and the result import. */

/** `?rcCarId=3&track=Clay&from=…&to=…`: only the filters given, in one order so equal lists share a key. */
export function runListSearch(filters: RunListQuery): string {
  const params = new URLSearchParams();
  if (filters.rcCarId !== undefined) params.set('rcCarId', String(filters.rcCarId));
  if (filters.track) params.set('track', filters.track);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.limit !== undefined) params.set('limit', String(filters.limit));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/runs: summaries (no laps), newest first. */
export function runsQuery(filters: RunListQuery = {}): UseQueryOptions<RunSummary[], Error> {
  const search = runListSearch(filters);
  return {
    queryKey: [...QUERY_KEYS.runs, 'list', search],
    queryFn: ({ signal }) => requestJson<RunSummary[]>('GET', `/api/runs${search}`, undefined, { signal }),
  };
}

/**
 * A car's run list, a page (RUN_LIST_PAGE) at a time, newest first: "Show older runs" loads the next
 * page by its link, however many runs the car has.
 */
export function runPagesQuery(filters: Omit<RunListQuery, 'limit' | 'cursor'>) {
  const search = runListSearch({ ...filters, limit: RUN_LIST_PAGE });
  return infiniteQueryOptions({
    queryKey: [...QUERY_KEYS.runs, 'pages', search] as readonly unknown[],
    queryFn: ({ pageParam, signal }) =>
      requestPage<RunSummary>(pageParam ?? `/api/runs${search}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<RunSummary>) => last.next,
  });
}

/** The runs of every page loaded, newest first (useInfiniteQuery's `select`). */
export const loadedRuns = (data: InfiniteData<ListPage<RunSummary>>): RunSummary[] =>
  data.pages.flatMap((page) => page.items);

/** GET /api/runs/:id: the run with its laps. */
export function runQuery(id: number): UseQueryOptions<Run, Error> {
  return {
    queryKey: [...QUERY_KEYS.runs, id],
    queryFn: ({ signal }) => requestJson<Run>('GET', `/api/runs/${id}`, undefined, { signal }),
    // A run that is gone (or another racer's) is a 404: asking again changes nothing.
    retry: false,
  };
}

export const createRun = (input: RunCreateInput) =>
  requestJson<Run>('POST', '/api/runs', withClientRef(input));
export const updateRun = (id: number, input: RunUpdateInput) =>
  requestJson<Run>('PUT', `/api/runs/${id}`, input);
export const deleteRun = async (id: number): Promise<void> => {
  await apiRequest('DELETE', `/api/runs/${id}`);
};
/** Reads a result without saving anything: its races and drivers, the racer's own preselected. */
export const previewImport = (text: string) =>
  requestJson<ImportPreview>('POST', '/api/runs/import/preview', { text });
export const importRun = (input: RunImportInput) => requestJson<Run>('POST', '/api/runs/import', input);
/** The racer's driver in several races of a file at once: the runs made, and each pick skipped with why. */
export const importRuns = (input: RunImportBatchInput) =>
  requestJson<RunImportBatchResult>('POST', '/api/runs/import/batch', input);

/**
 * Every change of a run refetches the run lists and pages (and whatever is keyed below them), and
 * the tyre sets, whose runs, laps and best laps come from the run log.
 */
const AFTER_RUN_CHANGE = [QUERY_KEYS.runs, QUERY_KEYS.tyreSets];

export const runMutations = {
  create: {
    mutationFn: createRun,
    invalidates: AFTER_RUN_CHANGE,
    offline: offlineRunCreate,
  } satisfies ResourceMutation<Run, RunCreateInput>,
  import: {
    mutationFn: importRun,
    invalidates: AFTER_RUN_CHANGE,
    offline: offlineRunImport,
  } satisfies ResourceMutation<Run, RunImportInput>,
  // Not queued offline: one run at a time can be (a whole file's runs wait for a connection).
  importBatch: {
    mutationFn: importRuns,
    invalidates: AFTER_RUN_CHANGE,
  } satisfies ResourceMutation<RunImportBatchResult, RunImportBatchInput>,
  update: (id: number): ResourceMutation<Run, RunUpdateInput> => ({
    mutationFn: (input) => updateRun(id, input),
    invalidates: AFTER_RUN_CHANGE,
  }),
  remove: { mutationFn: deleteRun, invalidates: AFTER_RUN_CHANGE } satisfies ResourceMutation<void, number>,
};
