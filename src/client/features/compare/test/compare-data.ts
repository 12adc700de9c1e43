import { beforeAll } from 'vitest';
import type { CompareAnswer, CompareColumn, CompareRow } from '../../../../shared/schemas/compare';

/** Compare answers for the screen's tests (never app code). */

export const column = (
  overrides: Partial<CompareColumn> & Pick<CompareColumn, 'ref' | 'name'>,
): CompareColumn => ({
  car: 'Tekno RC EB48 2.2',
  version: 1,
  updatedAt: '2025-06-01T12:00:00.000Z',
  ...overrides,
});

export const row = (
  field: string,
  group: string,
  label: string,
  values: (string | null)[],
  differs = new Set(values).size > 1,
): CompareRow => ({ field, group, label, values, differs });

export function answer(columns: CompareColumn[], rows: CompareRow[]): CompareAnswer {
  return { columns, rows };
}

/** /compare is a lazy route: import it up front so the first test does not wait for the transform. */
export function warmUpCompareRoute(): void {
  beforeAll(async () => {
    await Promise.all([import('../../../routes/compare'), import('../../../routes/setup-sheets')]);
  }, 30_000);
}
