import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type {
  Transponder,
  TransponderCreateInput,
  TransponderUpdateInput,
} from '../../../shared/schemas/transponder';
import { apiRequest, requestJson } from '../api';
import { requestAllPages } from '../api-pages';
import { addedToList, cachedItem, editedInList } from '../outbox/list-change';
import type { OfflineWrite } from '../outbox/offline-write';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/** The racer's transponder register, read by the register itself, the fleet cards and the dashboard. */

/** GET /api/transponders: newest first, as the server sends them, every page. */
export const transpondersQuery: UseQueryOptions<Transponder[], Error> = {
  queryKey: QUERY_KEYS.transponders,
  queryFn: ({ signal }) => requestAllPages<Transponder>('/api/transponders', { signal }),
};

export function useTransponders() {
  return useQuery(transpondersQuery);
}

/** The transponders carried by one vehicle, in register order. */
export function transpondersOf(
  transponders: readonly Transponder[] | undefined,
  carId: number,
): Transponder[] {
  return (transponders ?? []).filter((t) => t.rcCarId === carId);
}

export const createTransponder = (input: TransponderCreateInput) =>
  requestJson<Transponder>('POST', '/api/transponders', input);
export const updateTransponder = (id: number, input: TransponderUpdateInput) =>
  requestJson<Transponder>('PUT', `/api/transponders/${id}`, input);
export const deleteTransponder = async (id: number): Promise<void> => {
  await apiRequest('DELETE', `/api/transponders/${id}`);
};

const KEY = QUERY_KEYS.transponders;

/** A transponder added at the track without a connection: in the register at once, sent once online. */
const offlineCreate: OfflineWrite<Transponder, TransponderCreateInput> = {
  request: (body) => ({ method: 'POST', url: '/api/transponders', body }),
  label: (body) => `New transponder ${body.number}`,
  standIn: (body, _client, tempId) => {
    const now = new Date().toISOString();
    return addedToList<Transponder>(KEY, {
      rcCarId: null,
      ...body,
      id: tempId,
      createdAt: now,
      updatedAt: now,
    });
  },
};

/** A transponder edited without a connection: shown as edited, sent once online. */
const offlineUpdate = (id: number): OfflineWrite<Transponder, TransponderUpdateInput> => ({
  request: (body) => ({ method: 'PUT', url: `/api/transponders/${id}`, body }),
  label: (body, client) =>
    `Changes to transponder ${body.number ?? cachedItem<Transponder>(client, KEY, id)?.number ?? id}`,
  standIn: (body, client) => editedInList<Transponder>(client, KEY, id, body),
});

/** SPEC §7: every change refetches the register; update and delete also refetch the vehicles. */
export const transponderMutations = {
  create: {
    mutationFn: createTransponder,
    invalidates: [QUERY_KEYS.transponders],
    offline: offlineCreate,
  } satisfies ResourceMutation<Transponder, TransponderCreateInput>,
  update: (id: number): ResourceMutation<Transponder, TransponderUpdateInput> => ({
    mutationFn: (input) => updateTransponder(id, input),
    invalidates: [QUERY_KEYS.transponders, QUERY_KEYS.cars],
    offline: offlineUpdate(id),
  }),
  remove: {
    mutationFn: deleteTransponder,
    invalidates: [QUERY_KEYS.transponders, QUERY_KEYS.cars],
  } satisfies ResourceMutation<void, number>,
};
