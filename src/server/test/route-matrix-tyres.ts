import type { MatrixCase } from './route-matrix';
import { get, racer, to } from './route-matrix-helpers';

/** The authorization matrix's cases for tyre sets (issue 19). */

const SET = { brand: 'Pro-Line', compound: 'M3', position: 'all' };

export const TYRE_SET_CASES: MatrixCase[] = [
  // The list is the caller's own; a new set is always the caller's.
  racer('GET /api/tyre-sets', () => get('/api/tyre-sets'), 200, 200),
  racer('POST /api/tyre-sets', () => to('POST', '/api/tyre-sets', SET), 201, 201),
  // The owner's set by id: another racer gets 404, as if it did not exist.
  racer('GET /api/tyre-sets/:id', (o) => get(`/api/tyre-sets/${o.tyreSetId}`), 200),
  racer(
    'PUT /api/tyre-sets/:id',
    (o) => to('PUT', `/api/tyre-sets/${o.tyreSetId}`, { ...SET, retired: true }),
    200,
  ),
  racer('DELETE /api/tyre-sets/:id', (o) => to('DELETE', `/api/tyre-sets/${o.tyreSetId}`), 204),
  // A run naming another racer's set is refused as naming none of theirs.
  {
    ...racer(
      'PUT /api/runs/:id',
      (o) => to('PUT', `/api/runs/${o.runId}`, { tyreSetIds: [o.tyreSetId] }),
      200,
    ),
    what: 'naming a tyre set',
  },
];
