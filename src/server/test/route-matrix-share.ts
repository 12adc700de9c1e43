import type { MatrixCase } from './route-matrix';
import { anyone, get, racer, to } from './route-matrix-helpers';

/** The authorization matrix's cases for share links (issue 18). */
export const SHARE_LINK_CASES: MatrixCase[] = [
  // Made and revoked by the setup's owner alone; another racer's setup is not found.
  ...(
    [
      ['setup-sheets', 'sheetId'],
      ['esc-setups', 'escId'],
    ] as const
  ).flatMap(([path, key]) => [
    racer(`POST /api/${path}/:id/share-link`, (o) => to('POST', `/api/${path}/${o[key]}/share-link`), 200),
    racer(
      `DELETE /api/${path}/:id/share-link`,
      (o) => to('DELETE', `/api/${path}/${o[key]}/share-link`),
      204,
    ),
  ]),
  // Read by anyone with the slug; an unknown slug tells nobody anything.
  anyone('GET /api/shared/:slug', (o) => get(`/api/shared/${o.sharedSlug}`)),
  {
    ...anyone('GET /api/shared/:slug', () => get('/api/shared/no-such-link-here'), 404),
    what: 'an unknown slug',
  },
  // Any signed-in racer may copy what a link shows into their own setups.
  racer('POST /api/shared/:slug/copy', (o) => to('POST', `/api/shared/${o.sharedSlug}/copy`), 201, 201),
  {
    ...racer('POST /api/shared/:slug/copy', () => to('POST', '/api/shared/no-such-link-here/copy'), 404),
    what: 'an unknown slug',
  },
  {
    ...anyone('GET /api/compare', (o) =>
      get(`/api/compare?kind=setup-sheet&refs=shared:${o.sharedSlug},shared:${o.sharedSlug}`),
    ),
    what: 'a setup shared by link, with itself',
  },
];
