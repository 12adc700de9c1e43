import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type {
  MaintenanceDoneInput,
  MaintenanceItem,
  MaintenanceItemInput,
  MaintenanceLogEntry,
} from '../../../shared/schemas/maintenance';
import { apiRequest, requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/** Maintenance items (issue 19): the fleet's due badges and each car's maintenance page. */

const KEY = QUERY_KEYS.maintenance;

/** GET /api/maintenance: every item of the fleet with its usage, by car. */
export const maintenanceQuery: UseQueryOptions<MaintenanceItem[], Error> = {
  queryKey: KEY,
  queryFn: ({ signal }) => requestJson<MaintenanceItem[]>('GET', '/api/maintenance', undefined, { signal }),
};

export function useMaintenance() {
  return useQuery(maintenanceQuery);
}

/** One car's items, in the order they were added. */
export function itemsOf(items: readonly MaintenanceItem[] | undefined, carId: number): MaintenanceItem[] {
  return (items ?? []).filter((item) => item.rcCarId === carId);
}

/** The car's items that are due, for its badges. */
export const dueOf = (items: readonly MaintenanceItem[] | undefined, carId: number) =>
  itemsOf(items, carId).filter((item) => item.due);

export function useMaintenanceLog(id: number) {
  return useQuery({
    queryKey: [...KEY, id, 'log'],
    queryFn: ({ signal }) =>
      requestJson<MaintenanceLogEntry[]>('GET', `/api/maintenance/${id}/log`, undefined, { signal }),
  });
}

interface Done {
  id: number;
  input: MaintenanceDoneInput;
}

/** Each change refetches the fleet's items (and, below them, the logs). */
export const maintenanceMutations = {
  create: (carId: number): ResourceMutation<MaintenanceItem, MaintenanceItemInput> => ({
    mutationFn: (input) => requestJson('POST', `/api/cars/${carId}/maintenance`, input),
    invalidates: [KEY],
  }),
  update: (id: number): ResourceMutation<MaintenanceItem, MaintenanceItemInput> => ({
    mutationFn: (input) => requestJson('PUT', `/api/maintenance/${id}`, input),
    invalidates: [KEY],
  }),
  done: {
    mutationFn: ({ id, input }) => requestJson('POST', `/api/maintenance/${id}/done`, input),
    invalidates: [KEY],
  } satisfies ResourceMutation<MaintenanceItem, Done>,
  remove: {
    mutationFn: async (id) => {
      await apiRequest('DELETE', `/api/maintenance/${id}`);
    },
    invalidates: [KEY],
  } satisfies ResourceMutation<void, number>,
};
