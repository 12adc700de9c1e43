import { useQuery } from '@tanstack/react-query';
import type { Car } from '../../../shared/schemas/car';

/**
 * The racer's vehicles, shared by the fleet, the transponder register, the dashboard and (later) the
 * setup sheets. The key is the URL, so the default query function fetches it (lib/query-client.ts).
 */
export const CARS_QUERY_KEY = ['/api/cars'] as const;

/** GET /api/cars: oldest first, as the server sends them. `enabled: false` for a visitor. */
export function useCars({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Car[], Error>({ queryKey: CARS_QUERY_KEY, enabled });
}

/** 'EB48 2.2 (Tekno RC)': how a select names a vehicle (SPEC §2 "model and manufacturer"). */
export function carOptionLabel(car: Pick<Car, 'manufacturer' | 'model'>): string {
  return `${car.model} (${car.manufacturer})`;
}
