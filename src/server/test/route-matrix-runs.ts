import type { MatrixCase } from './route-matrix';
import { get, racer, to } from './route-matrix-helpers';

/** The authorization matrix's cases for runs and result imports (issue 16). */

const LAPS = [{ lapNo: 1, timeMs: 23456 }];
const run = (carId: number) => ({ rcCarId: carId, date: '2026-11-22', trackName: 'Tacoma', laps: LAPS });
/** Each import is new laps, so a repeat by the same racer is not refused as a duplicate. */
const freshList = () => `${(20 + Math.random()).toFixed(3)}\n${(21 + Math.random()).toFixed(3)}\n`;

export const RUN_CASES: MatrixCase[] = [
  // The list is the caller's own: another racer gets theirs (empty of the owner's runs).
  racer('GET /api/runs', () => get('/api/runs'), 200, 200),
  // A run on another racer's car is refused as naming no car of theirs.
  racer('POST /api/runs', (o) => to('POST', '/api/runs', run(o.carId)), 201, 400),
  racer('GET /api/runs/:id', (o) => get(`/api/runs/${o.runId}`), 200),
  racer('PUT /api/runs/:id', (o) => to('PUT', `/api/runs/${o.runId}`, { notes: 'Rear end loose' }), 200),
  racer('DELETE /api/runs/:id', (o) => to('DELETE', `/api/runs/${o.runId}`), 204),
  racer(
    'POST /api/runs/import/preview',
    () => to('POST', '/api/runs/import/preview', { text: freshList() }),
    200,
    200,
  ),
  racer(
    'POST /api/runs/import',
    (o) =>
      to('POST', '/api/runs/import', { text: freshList(), driver: 0, rcCarId: o.carId, trackName: 'Tacoma' }),
    201,
    400,
  ),
  // The batch on another racer's car is refused as naming no car of theirs, writing nothing.
  racer(
    'POST /api/runs/import/batch',
    (o) =>
      to('POST', '/api/runs/import/batch', {
        text: freshList(),
        picks: [{ race: 0, driver: 0 }],
        rcCarId: o.carId,
        trackName: 'Tacoma',
      }),
    201,
    400,
  ),
];
