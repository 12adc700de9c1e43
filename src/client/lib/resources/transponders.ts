import { useQuery } from '@tanstack/react-query';
import type { Transponder } from '../../../shared/schemas/transponder';

/** The racer's transponder register, read by the register itself, the fleet cards and the dashboard. */
export const TRANSPONDERS_QUERY_KEY = ['/api/transponders'] as const;

/** GET /api/transponders: newest first, as the server sends them. */
export function useTransponders() {
  return useQuery<Transponder[], Error>({ queryKey: TRANSPONDERS_QUERY_KEY });
}

/** The transponders carried by one vehicle, in register order. */
export function transpondersOf(
  transponders: readonly Transponder[] | undefined,
  carId: number,
): Transponder[] {
  return (transponders ?? []).filter((t) => t.rcCarId === carId);
}
