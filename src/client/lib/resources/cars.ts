import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { Car, CarValues } from '../../../shared/schemas/car';
import { apiRequest, requestJson } from '../api';
import { requestAllPages } from '../api-pages';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/** The racer's vehicles, read by the fleet, the register, the dashboard, the setups and the wizard. */

/** GET /api/cars: oldest first, as the server sends them, every page (at most 200 cars: one page). */
export const carsQuery: UseQueryOptions<Car[], Error> = {
  queryKey: QUERY_KEYS.cars,
  queryFn: ({ signal }) => requestAllPages<Car>('/api/cars', { signal }),
};

/** `enabled: false` for a visitor (the wizard is public). */
export function useCars({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...carsQuery, enabled });
}

/** 'EB48 2.2 (Tekno RC)': how a select names a vehicle (SPEC §2 "model and manufacturer"). */
export function carOptionLabel(car: Pick<Car, 'manufacturer' | 'model'>): string {
  return `${car.model} (${car.manufacturer})`;
}

export const createCar = (values: CarValues) => requestJson<Car>('POST', '/api/cars', values);
export const updateCar = (id: number, values: CarValues) =>
  requestJson<Car>('PUT', `/api/cars/${id}`, values);
/** Step two of a photo (SPEC §4): point the car at a file the racer has just uploaded, or at none. */
export const setCarPhoto = (id: number, imageUrl: string | null) =>
  requestJson<Car>('PATCH', `/api/cars/${id}`, { imageUrl });
export const deleteCar = async (id: number): Promise<void> => {
  await apiRequest('DELETE', `/api/cars/${id}`);
};

/**
 * SPEC §7: a car change refetches the fleet, and the register too, whose Status column names cars and
 * whose rows a deleted car leaves unassigned. A replaced photo, or a deleted car's, frees storage.
 */
const AFTER_CAR_CHANGE = [QUERY_KEYS.cars, QUERY_KEYS.transponders, QUERY_KEYS.storage];

export const carMutations = {
  create: { mutationFn: createCar, invalidates: AFTER_CAR_CHANGE } satisfies ResourceMutation<Car, CarValues>,
  update: (id: number): ResourceMutation<Car, CarValues> => ({
    mutationFn: (values) => updateCar(id, values),
    invalidates: AFTER_CAR_CHANGE,
  }),
  setPhoto: (id: number): ResourceMutation<Car, string | null> => ({
    mutationFn: (imageUrl) => setCarPhoto(id, imageUrl),
    invalidates: AFTER_CAR_CHANGE,
  }),
  /**
   * A deleted car's setups stay, car-less (and un-installed): neither list may keep pointing at it.
   * Its runs stay, car-less: their lists and the race-day overview no longer count them as its.
   */
  remove: {
    mutationFn: deleteCar,
    // The runs' key covers the overview (keyed below it).
    invalidates: [...AFTER_CAR_CHANGE, QUERY_KEYS.setupSheets, QUERY_KEYS.escSetups, QUERY_KEYS.runs],
  } satisfies ResourceMutation<void, number>,
};
