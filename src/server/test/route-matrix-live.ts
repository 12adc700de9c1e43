import type { MatrixCase } from './route-matrix';
import { get, racer } from './route-matrix-helpers';

/**
 * The authorization matrix's cases for live laps (issue 30). The stream itself never ends for a
 * racer who may read it, so the matrix asks it for JSON (refused with 406 once signed in);
 * routes/live.test.ts reads real streams and shows another racer's laps never reach them.
 */
export const LIVE_CASES: MatrixCase[] = [
  racer('GET /api/live/sessions', () => get('/api/live/sessions'), 200, 200),
  racer(
    'GET /api/live/stream',
    (o) => ({
      method: 'GET',
      url: `/api/live/stream?runId=${o.runId}`,
      headers: { accept: 'application/json' },
    }),
    406,
    406,
  ),
];
