import type { MaintenanceItem } from '../../shared/schemas/maintenance';

/** A maintenance item as GET /api/maintenance answers it: a diff rebuild on car 1, 4 of 20 runs. */
export const makeItem = (
  overrides: Partial<MaintenanceItem> & Pick<MaintenanceItem, 'id'>,
): MaintenanceItem => ({
  rcCarId: 1,
  name: 'Diff rebuild',
  lifeUnit: 'runs',
  lifeAmount: 20,
  tankMinutes: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastDoneAt: null,
  usage: 4,
  due: false,
  ...overrides,
});
