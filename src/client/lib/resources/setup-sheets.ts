import { useQuery } from '@tanstack/react-query';
import type { SetupSheet } from '../../../shared/schemas/setup-sheet';

/** The racer's car setup sheets: the fleet cards read the installed one, the dashboard the recent ones. */
export const SETUP_SHEETS_QUERY_KEY = ['/api/setup-sheets'] as const;

/** What the fleet card reads of a sheet (SPEC §2 "Current Setup"); tests build just these fields. */
export type SetupSheetSummary = Pick<
  SetupSheet,
  | 'id'
  | 'name'
  | 'rcCarId'
  | 'trackName'
  | 'trackSurface'
  | 'trackConditions'
  | 'isCurrentlyInstalled'
  | 'updatedAt'
>;

/** GET /api/setup-sheets. */
export function useSetupSheets() {
  return useQuery<SetupSheet[], Error>({ queryKey: SETUP_SHEETS_QUERY_KEY });
}

/**
 * SPEC §4 "current setup of a vehicle": the first sheet of that car marked installed. Callers pass
 * undefined when the list failed to load, which simply reads as "no setup installed".
 */
export function installedSheetFor<T extends SetupSheetSummary>(
  sheets: readonly T[] | undefined,
  carId: number,
): T | undefined {
  return sheets?.find((s) => s.isCurrentlyInstalled && s.rcCarId === carId);
}
