import { isCalendarDate } from '../../../../shared/schemas/common';
import type { RunListQuery } from '../../../../shared/schemas/run';

/** A car's run list filters, kept in the URL (?track=&from=&to=) so a reload or a shared link keeps them. */
export interface RunFilters {
  track: string;
  from: string;
  to: string;
}

export function filtersFrom(params: URLSearchParams): RunFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return { track: (params.get('track') ?? '').slice(0, 100), from: date('from'), to: date('to') };
}

/** The list query for one car: blanks are no filter. */
export function listQueryOf(rcCarId: number, filters: RunFilters): RunListQuery {
  return {
    rcCarId,
    ...(filters.track.trim() ? { track: filters.track.trim() } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** ?runs=1,2,3 → [1, 2, 3]: two to four distinct run ids, else undefined. */
export function compareIds(text: string | null): number[] | undefined {
  const ids = [...new Set((text ?? '').split(',').map((part) => part.trim()))]
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1 && id <= 2_147_483_647);
  return ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX ? ids : undefined;
}

export const compareRunsHref = (ids: readonly number[]) => `/race-day/compare?runs=${ids.join(',')}`;
