import type { Car } from '../../../../shared/schemas/car';
import type { Transponder } from '../../../../shared/schemas/transponder';

export const SORT_OPTIONS = [
  { value: 'recent', label: 'Recent' },
  { value: 'number', label: 'Number' },
  { value: 'status', label: 'Status' },
] as const;
export type TransponderSort = (typeof SORT_OPTIONS)[number]['value'];

// Natural order: '99' before '1234567', 'A2' before 'A10'.
const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const newestFirst = (a: Transponder, b: Transponder) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * DESIGN "Beyond the spec": the sort really sorts. Recent: newest first. Number: natural numeric
 * order. Status: assigned ones first, by their car's model A–Z, then the unassigned; ties by number.
 */
export function sortTransponders(
  transponders: readonly Transponder[],
  sort: TransponderSort,
  cars: readonly Car[] = [],
): Transponder[] {
  const list = [...transponders];
  if (sort === 'recent') return list.sort(newestFirst);
  const byNumber = (a: Transponder, b: Transponder) => natural.compare(a.number, b.number);
  if (sort === 'number') return list.sort(byNumber);
  const modelOf = new Map(cars.map((c) => [c.id, c.model]));
  const model = (t: Transponder) => (t.rcCarId === null ? undefined : modelOf.get(t.rcCarId));
  return list.sort((a, b) => {
    const ma = model(a);
    const mb = model(b);
    if (ma === undefined || mb === undefined) {
      if (ma !== mb) return ma === undefined ? 1 : -1;
      return byNumber(a, b);
    }
    return natural.compare(ma, mb) || byNumber(a, b);
  });
}

/** The Status column: the assigned car's model, or 'Unassigned' (also for a car no longer listed). */
export function statusOf(transponder: Transponder, cars: readonly Car[] = []): string {
  if (transponder.rcCarId === null) return 'Unassigned';
  return cars.find((c) => c.id === transponder.rcCarId)?.model ?? 'Unassigned';
}
