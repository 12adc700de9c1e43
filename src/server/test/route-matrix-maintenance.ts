import type { MatrixCase } from './route-matrix';
import { get, racer, to } from './route-matrix-helpers';

/** The authorization matrix's cases for maintenance (issue 19): the car's owner alone. */
export const MAINTENANCE_ITEM = { name: 'Diff rebuild', lifeUnit: 'runs', lifeAmount: 20 };

export const MAINTENANCE_CASES: MatrixCase[] = [
  // The fleet's items are the caller's own: another racer gets theirs.
  racer('GET /api/maintenance', () => get('/api/maintenance'), 200, 200),
  racer('GET /api/cars/:id/maintenance', (o) => get(`/api/cars/${o.carId}/maintenance`), 200),
  racer(
    'POST /api/cars/:id/maintenance',
    (o) => to('POST', `/api/cars/${o.carId}/maintenance`, MAINTENANCE_ITEM),
    201,
  ),
  racer(
    'PUT /api/maintenance/:id',
    (o) => to('PUT', `/api/maintenance/${o.maintenanceItemId}`, MAINTENANCE_ITEM),
    200,
  ),
  racer(
    'POST /api/maintenance/:id/done',
    (o) => to('POST', `/api/maintenance/${o.maintenanceItemId}/done`, {}),
    200,
  ),
  racer('GET /api/maintenance/:id/log', (o) => get(`/api/maintenance/${o.maintenanceItemId}/log`), 200),
  racer('DELETE /api/maintenance/:id', (o) => to('DELETE', `/api/maintenance/${o.maintenanceItemId}`), 204),
];
