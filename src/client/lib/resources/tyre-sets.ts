import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import {
  TYRE_POSITION_LABELS,
  type TyreSet,
  type TyreSetDetail,
  type TyreSetInput,
} from '../../../shared/schemas/tyre-set';
import { apiRequest, requestJson } from '../api';
import { requestAllPages } from '../api-pages';
import { addedToList, cachedItem, editedInList } from '../outbox/list-change';
import type { OfflineWrite } from '../outbox/offline-write';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/** The racer's tyre sets (issue 19), read by the Fleet page's section and the run forms' picker. */

const KEY = QUERY_KEYS.tyreSets;

/** GET /api/tyre-sets: sets in use first, then retired ones, each with its figures; every page. */
export const tyreSetsQuery: UseQueryOptions<TyreSet[], Error> = {
  queryKey: KEY,
  queryFn: ({ signal }) => requestAllPages<TyreSet>('/api/tyre-sets', { signal }),
};

export function useTyreSets() {
  return useQuery(tyreSetsQuery);
}

/** One set and its runs, asked for when a racer opens them. */
export function useTyreSet(id: number, enabled = true) {
  return useQuery<TyreSetDetail, Error>({
    queryKey: [...KEY, id],
    queryFn: ({ signal }) => requestJson<TyreSetDetail>('GET', `/api/tyre-sets/${id}`, undefined, { signal }),
    enabled,
  });
}

export const createTyreSet = (input: TyreSetInput) => requestJson<TyreSet>('POST', '/api/tyre-sets', input);
export const updateTyreSet = (id: number, input: TyreSetInput) =>
  requestJson<TyreSet>('PUT', `/api/tyre-sets/${id}`, input);
export const deleteTyreSet = async (id: number): Promise<void> => {
  await apiRequest('DELETE', `/api/tyre-sets/${id}`);
};

const NO_USAGE = { runs: 0, laps: 0, bestMs: null, top5AvgMs: null, lastRunOn: null };

/** A set added in the pits without a connection: in the list at once, sent once online. */
const offlineCreate: OfflineWrite<TyreSet, TyreSetInput> = {
  request: (body) => ({ method: 'POST', url: '/api/tyre-sets', body }),
  label: (body) => `New tyre set ${body.brand}`,
  standIn: (body, _client, tempId) => {
    const now = new Date().toISOString();
    return addedToList<TyreSet>(KEY, {
      position: 'all',
      retired: false,
      ...body,
      usage: NO_USAGE,
      id: tempId,
      createdAt: now,
      updatedAt: now,
    });
  },
};

/** A set edited or retired without a connection: shown as changed, sent once online. */
const offlineUpdate = (id: number): OfflineWrite<TyreSet, TyreSetInput> => ({
  request: (body) => ({ method: 'PUT', url: `/api/tyre-sets/${id}`, body }),
  label: (body, client) =>
    `Changes to tyre set ${body.brand ?? cachedItem<TyreSet>(client, KEY, id)?.brand ?? id}`,
  standIn: (body, client) => editedInList<TyreSet>(client, KEY, id, body),
});

export const tyreSetMutations = {
  create: {
    mutationFn: createTyreSet,
    invalidates: [KEY],
    offline: offlineCreate,
  } satisfies ResourceMutation<TyreSet, TyreSetInput>,
  update: (id: number): ResourceMutation<TyreSet, TyreSetInput> => ({
    mutationFn: (input) => updateTyreSet(id, input),
    invalidates: [KEY],
    offline: offlineUpdate(id),
  }),
  remove: { mutationFn: deleteTyreSet, invalidates: [KEY] } satisfies ResourceMutation<void, number>,
};

/** "Pro-Line M3 · Rear": how a set is named in a picker or a run's details. */
export function tyreSetLabel(set: Pick<TyreSet, 'brand' | 'compound' | 'position'>): string {
  return `${[set.brand, set.compound].filter(Boolean).join(' ')} · ${TYRE_POSITION_LABELS[set.position]}`;
}
