import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { driver, insertRace, insertSource, publicUrl, raceResult } from './arrivals';
import { call } from './harness';
import type { MatrixCase, OwnedArrivals } from './route-matrix';
import { get, racer, to } from './route-matrix-helpers';

/**
 * The authorization matrix's cases for issue 30: clubs (their admins alone change them), follows,
 * matches and notices (the racer's own), push subscriptions (an endpoint is one racer's).
 */

const DECODER = { name: 'Main loop', protocol: 'p3', host: '93.184.216.34', port: 5403 };
const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const NOT_MINE = 2_147_483_647;

export async function makeOwnedArrivals(
  app: FastifyInstance,
  db: Db,
  owner: { cookie: string; user: { id: number }; input: { username: string } },
  carId: number,
): Promise<OwnedArrivals> {
  const post = async (url: string, payload?: object) => {
    const res = await call(app, owner.cookie, { method: 'POST', url, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const club = await post('/api/clubs', { name: 'Thunder Alley RC', trackName: 'Thunder Alley' });
  const withSource = await post(`/api/clubs/${club.id}/sources`, { url: publicUrl() });
  const decoder = await post(`/api/clubs/${club.id}/decoders`, DECODER);
  const followUrl = publicUrl();
  // Written directly: the matrix makes one per case for the same owner, past what one racer may follow.
  const follow = await db
    .insertInto('sourceFollows')
    .values({
      sourceId: await insertSource(db, followUrl),
      userId: owner.user.id,
      clubId: null,
      rcCarId: carId,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sourceId = await insertSource(db);
  const raceId = await insertRace(db, sourceId, raceResult('B Main', [driver('SAM LAP', [20_000, 19_000])]));
  const now = new Date().toISOString();
  const userId = owner.user.id;
  const match = await db
    .insertInto('raceMatches')
    .values({
      sourceRaceId: raceId,
      userId,
      driverIndex: 0,
      driverName: 'SAM LAP',
      matchedBy: 'name',
      status: 'ask',
      rcCarId: carId,
      runId: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notice = await db
    .insertInto('notices')
    .values({
      userId,
      kind: 'confirm_driver',
      title: 'Is this you? SAM LAP in B Main',
      body: '',
      matchId: match.id,
      runId: null,
      createdAt: now,
      readAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pushEndpoint = `https://push.example.net/send/${userId}-${match.id}`;
  await call(app, owner.cookie, {
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: { endpoint: pushEndpoint, keys: PUSH_KEYS },
  });
  return {
    ownerUsername: owner.input.username,
    clubId: club.id,
    clubSourceId: withSource.sources[0].id,
    decoderId: decoder.id,
    followId: follow.id,
    followUrl,
    matchId: match.id,
    noticeId: notice.id,
    pushEndpoint,
  };
}

/** What another racer is told when they try an admin's change: which, and nothing of the club. */
const adminsOnly = (what: string) => ({
  status: 403,
  body: { message: `Only the club's admins can ${what}`, code: 'forbidden' },
});
const SOURCES = adminsOnly("change the club's result sources");
const DECODERS = adminsOnly("change the club's decoders");
const MISSING_CLUB = { status: 404, body: { message: 'Club not found', code: 'not_found' } };

export const ARRIVAL_CASES: MatrixCase[] = [
  racer('GET /api/clubs', () => get('/api/clubs'), 200, 200),
  racer('POST /api/clubs', () => to('POST', '/api/clubs', { name: 'Club', trackName: 'Track' }), 201, 201),
  // Any racer may look a club up and join it; one that does not exist is not found for anyone.
  racer('GET /api/clubs/:id', (o) => get(`/api/clubs/${o.arrivals.clubId}`), 200, 200),
  racer('GET /api/clubs/:id', () => get(`/api/clubs/${NOT_MINE}`), MISSING_CLUB, MISSING_CLUB),
  racer(
    'PUT /api/clubs/:id',
    (o) => to('PUT', `/api/clubs/${o.arrivals.clubId}`, { name: 'Renamed', trackName: 'Thunder Alley' }),
    200,
    adminsOnly('edit it'),
  ),
  racer(
    'POST /api/clubs/:id/members',
    (o) => to('POST', `/api/clubs/${o.arrivals.clubId}/members`),
    201,
    201,
  ),
  racer(
    'POST /api/clubs/:id/members',
    () => to('POST', `/api/clubs/${NOT_MINE}/members`),
    MISSING_CLUB,
    MISSING_CLUB,
  ),
  // The owner is the club's last admin: they cannot leave it without one.
  racer(
    'DELETE /api/clubs/:id/members/me',
    (o) => to('DELETE', `/api/clubs/${o.arrivals.clubId}/members/me`),
    409,
  ),
  racer(
    'POST /api/clubs/:id/admins',
    (o) => to('POST', `/api/clubs/${o.arrivals.clubId}/admins`, { username: o.arrivals.ownerUsername }),
    200,
    adminsOnly('make members admins'),
  ),
  racer(
    'POST /api/clubs/:id/sources',
    (o) => to('POST', `/api/clubs/${o.arrivals.clubId}/sources`, { url: publicUrl() }),
    201,
    SOURCES,
  ),
  racer(
    'DELETE /api/clubs/:id/sources/:sourceId',
    (o) => to('DELETE', `/api/clubs/${o.arrivals.clubId}/sources/${o.arrivals.clubSourceId}`),
    204,
    SOURCES,
  ),
  racer(
    'POST /api/clubs/:id/decoders',
    (o) => to('POST', `/api/clubs/${o.arrivals.clubId}/decoders`, DECODER),
    201,
    DECODERS,
  ),
  racer(
    'PUT /api/clubs/:id/decoders/:decoderId',
    (o) => to('PUT', `/api/clubs/${o.arrivals.clubId}/decoders/${o.arrivals.decoderId}`, DECODER),
    200,
    DECODERS,
  ),
  racer(
    'DELETE /api/clubs/:id/decoders/:decoderId',
    (o) => to('DELETE', `/api/clubs/${o.arrivals.clubId}/decoders/${o.arrivals.decoderId}`),
    204,
    DECODERS,
  ),
  racer('GET /api/follows', () => get('/api/follows'), 200, 200),
  // Another racer following the same address gets a follow of their own; the owner, theirs again.
  racer('POST /api/follows', (o) => to('POST', '/api/follows', { url: o.arrivals.followUrl }), 200, 201),
  racer('DELETE /api/follows/:id', (o) => to('DELETE', `/api/follows/${o.arrivals.followId}`), 204),
  racer(
    'POST /api/matches/:id/confirm',
    (o) => to('POST', `/api/matches/${o.arrivals.matchId}/confirm`, { rcCarId: o.carId }),
    201,
  ),
  racer(
    'POST /api/matches/:id/decline',
    (o) => to('POST', `/api/matches/${o.arrivals.matchId}/decline`, {}),
    204,
  ),
  racer('GET /api/notices', () => get('/api/notices'), 200, 200),
  racer('POST /api/notices/:id/read', (o) => to('POST', `/api/notices/${o.arrivals.noticeId}/read`), 204),
  racer('POST /api/notices/read', () => to('POST', '/api/notices/read'), 204, 204),
  racer('GET /api/push/key', () => get('/api/push/key'), 200, 200),
  racer(
    'POST /api/push/subscriptions',
    () =>
      to('POST', '/api/push/subscriptions', {
        endpoint: `https://push.example.net/send/${Math.random()}`,
        keys: PUSH_KEYS,
      }),
    204,
    204,
  ),
  // Another racer naming the owner's endpoint removes nothing of the owner's (the records check says so).
  racer(
    'DELETE /api/push/subscriptions',
    (o) => to('DELETE', '/api/push/subscriptions', { endpoint: o.arrivals.pushEndpoint }),
    204,
    204,
  ),
];
