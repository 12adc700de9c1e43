import type { MatrixCase } from './route-matrix';
import { anyone, get, racer, to } from './route-matrix-helpers';

/** The authorization matrix's cases for setup history and compare (issue 15). */

export const HISTORY_CASES: MatrixCase[] = [
  // One setup and its history (issue 15): another racer's is not found, version or not.
  ...(
    [
      ['setup-sheets', 'sheetId'],
      ['esc-setups', 'escId'],
    ] as const
  ).flatMap(([path, key]) => [
    racer(`GET /api/${path}/:id`, (o) => get(`/api/${path}/${o[key]}`), 200),
    racer(`GET /api/${path}/:id/versions`, (o) => get(`/api/${path}/${o[key]}/versions`), 200),
    // What each version did (issue 16): the owner's runs on the owner's setup.
    racer(`GET /api/${path}/:id/impact`, (o) => get(`/api/${path}/${o[key]}/impact`), 200),
    racer(`GET /api/${path}/:id/versions/:version`, (o) => get(`/api/${path}/${o[key]}/versions/1`), 200),
    racer(
      `PATCH /api/${path}/:id/versions/:version`,
      (o) => to('PATCH', `/api/${path}/${o[key]}/versions/1`, { outcome: 'better' }),
      200,
    ),
    racer(
      `POST /api/${path}/:id/versions/:version/restore`,
      (o) => to('POST', `/api/${path}/${o[key]}/versions/1/restore`),
      200,
    ),
    // "Install on <car>" (issue 29): the owner's setup onto the owner's car, kept in its history.
    racer(
      `POST /api/${path}/:id/install`,
      (o) => to('POST', `/api/${path}/${o[key]}/install`, { rcCarId: o.carId, note: 'Race day' }),
      200,
    ),
  ]),
];

export const COMPARE_CASES: MatrixCase[] = [
  // Compare (issue 15): one's own setups for their owner alone; community setups for anyone.
  {
    route: 'GET /api/compare',
    what: "the owner's sheet, now and at version 1",
    request: (o) => get(`/api/compare?kind=setup-sheet&refs=${o.sheetId},${o.sheetId}@1`),
    visitor: 404,
    other: 404,
    owner: 200,
  },
  {
    route: 'GET /api/compare',
    what: "the owner's ESC setup, now and at version 1",
    request: (o) => get(`/api/compare?kind=esc-setup&refs=${o.escId},${o.escId}@1`),
    visitor: 404,
    other: 404,
    owner: 200,
  },
  {
    ...anyone('GET /api/compare', (o) =>
      get(`/api/compare?kind=setup-sheet&refs=public:${o.sharedSheetId},public:${o.sharedSheetId}`),
    ),
    what: 'community setups only',
  },
];
