import type { InjectOptions } from 'fastify';
import { QUESTION_1, QUESTION_2, racerInput } from './harness';
import type { Expected, MatrixCase, Owned } from './route-matrix';
import { BOUNDARY, multipartBody, PNG_BYTES } from './uploads';

export const CAR = { manufacturer: 'Serpent', model: 'SRX8E' };
export const SHARE = {
  isPublic: true,
  driverName: 'Sam Lap',
  vehicleMake: 'Serpent',
  vehicleModel: 'SRX8E',
  publicTrackName: 'Silverstone RC',
  publicTrackConditions: 'Dry/Dusty',
};
const STEERING = {
  goalId: 'more-steering',
  handlingResponses: {
    'corner-phase': 'phase-entry',
    'steer-feel': 'steer-lazy',
    'track-grip': 'grip-medium',
    'track-bumps': 'bumps-some',
  },
};
const PASSWORD = 'pit-lane-1';
const uniqueNumber = () => String(Math.floor(Math.random() * 9_000_000) + 1_000_000);

/** A racer-only route: visitors 401, another racer `other` (404 for the owner's ids). */
const racer = (
  route: string,
  request: (o: Owned) => InjectOptions,
  owner: Expected,
  other: Expected = 404,
): MatrixCase => ({ route, request, visitor: 401, other, owner });

/** A route anyone may call, with the same answer for each. */
const anyone = (route: string, request: (o: Owned) => InjectOptions, status = 200): MatrixCase => ({
  route,
  request,
  visitor: status,
  other: status,
  owner: status,
});

const get = (url: string): InjectOptions => ({ method: 'GET', url });

/**
 * Every route of the app × {visitor, another racer, the owner}. authorization.test.ts fails when
 * the app has a route this list has no case for (test/route-matrix.ts says what each needs).
 */
export const MATRIX: MatrixCase[] = [
  anyone('GET /api/health', () => get('/api/health')),

  // The racer's own account: no id in the path, the session says whose it is.
  racer('GET /api/auth/user', () => get('/api/auth/user'), 200, 200),
  anyone('POST /api/register', () => ({ method: 'POST', url: '/api/register', payload: racerInput() }), 201),
  {
    ...anyone('POST /api/login', (o) => ({
      method: 'POST',
      url: '/api/login',
      payload: { email: o.ownerEmail, password: PASSWORD },
    })),
    fresh: true,
  },
  { ...anyone('POST /api/logout', () => ({ method: 'POST', url: '/api/logout' }), 204), fresh: true },
  anyone('POST /api/get-security-questions', (o) => ({
    method: 'POST',
    url: '/api/get-security-questions',
    payload: { email: o.ownerEmail },
  })),
  {
    ...anyone('POST /api/reset-password', (o) => ({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: o.ownerEmail,
        securityQuestion1: QUESTION_1,
        securityAnswer1: 'Rex',
        securityQuestion2: QUESTION_2,
        securityAnswer2: 'Pizza',
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      },
    })),
    fresh: true,
  },
  {
    ...racer(
      'POST /api/change-password',
      () => ({
        method: 'POST',
        url: '/api/change-password',
        payload: { currentPassword: PASSWORD, newPassword: PASSWORD },
      }),
      200,
      200,
    ),
    fresh: true,
  },
  {
    ...racer(
      'DELETE /api/delete-account',
      () => ({ method: 'DELETE', url: '/api/delete-account', payload: { currentPassword: PASSWORD } }),
      204,
      204,
    ),
    fresh: true,
  },
  {
    ...racer(
      'DELETE /api/delete-account',
      () => ({ method: 'DELETE', url: '/api/delete-account' }),
      400,
      400,
    ),
    what: 'no body: a visitor is refused before the body is checked',
  },

  // Lists and creates: whose they are is the session's.
  ...['cars', 'transponders', 'setup-sheets', 'esc-setups', 'storage'].map((list) =>
    racer(`GET /api/${list}`, () => get(`/api/${list}`), 200, 200),
  ),
  racer('POST /api/cars', () => ({ method: 'POST', url: '/api/cars', payload: CAR }), 201, 201),
  racer(
    'POST /api/transponders',
    () => ({ method: 'POST', url: '/api/transponders', payload: { number: uniqueNumber() } }),
    201,
    201,
  ),
  racer(
    'POST /api/setup-sheets',
    () => ({ method: 'POST', url: '/api/setup-sheets', payload: { name: 'x' } }),
    201,
    201,
  ),
  racer(
    'POST /api/esc-setups',
    () => ({ method: 'POST', url: '/api/esc-setups', payload: { name: 'x', escMake: 'a', escModel: 'b' } }),
    201,
    201,
  ),
  racer(
    'POST /api/upload',
    () => ({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(PNG_BYTES, 'p.png'),
    }),
    201,
    201,
  ),

  // The owner's records by id: another racer gets 404, as if they did not exist.
  racer('PUT /api/cars/:id', (o) => ({ method: 'PUT', url: `/api/cars/${o.carId}`, payload: CAR }), 200),
  racer(
    'PATCH /api/cars/:id',
    (o) => ({ method: 'PATCH', url: `/api/cars/${o.carId}`, payload: { imageUrl: null } }),
    200,
  ),
  racer('DELETE /api/cars/:id', (o) => ({ method: 'DELETE', url: `/api/cars/${o.carId}` }), 204),
  racer(
    'PUT /api/transponders/:id',
    (o) => ({
      method: 'PUT',
      url: `/api/transponders/${o.transponderId}`,
      payload: { number: '999', rcCarId: null },
    }),
    200,
  ),
  racer(
    'DELETE /api/transponders/:id',
    (o) => ({ method: 'DELETE', url: `/api/transponders/${o.transponderId}` }),
    204,
  ),
  racer(
    'PUT /api/setup-sheets/:id',
    (o) => ({ method: 'PUT', url: `/api/setup-sheets/${o.sheetId}`, payload: { name: 'Renamed' } }),
    200,
  ),
  racer(
    'DELETE /api/setup-sheets/:id',
    (o) => ({ method: 'DELETE', url: `/api/setup-sheets/${o.sheetId}` }),
    204,
  ),
  racer(
    'PUT /api/esc-setups/:id',
    (o) => ({ method: 'PUT', url: `/api/esc-setups/${o.escId}`, payload: { name: 'Renamed' } }),
    200,
  ),
  racer('DELETE /api/esc-setups/:id', (o) => ({ method: 'DELETE', url: `/api/esc-setups/${o.escId}` }), 204),

  // Files: a private file is not found for anyone but its owner.
  {
    route: 'GET /uploads/:name',
    request: (o) => get(`/uploads/${o.fileName}`),
    visitor: 404,
    other: 404,
    owner: 200,
  },
  {
    route: 'GET /api/files/check/:name',
    request: (o) => get(`/api/files/check/${o.fileName}`),
    visitor: { status: 200, body: { exists: false } },
    other: { status: 200, body: { exists: false } },
    owner: { status: 200, body: { exists: true } },
  },

  // The community: shared setups for everyone, private ones for nobody, copies for racers.
  anyone('GET /api/public-setups', () => get('/api/public-setups')),
  {
    ...anyone('GET /api/public-setups/:id', (o) => get(`/api/public-setups/${o.sharedSheetId}`)),
    what: 'shared',
  },
  {
    ...anyone('GET /api/public-setups/:id', (o) => get(`/api/public-setups/${o.sheetId}`), 404),
    what: 'private',
  },
  {
    ...racer(
      'POST /api/public-setups/:id/copy',
      (o) => ({ method: 'POST', url: `/api/public-setups/${o.sharedSheetId}/copy` }),
      201,
      201,
    ),
    what: 'shared',
  },
  {
    ...racer(
      'POST /api/public-setups/:id/copy',
      (o) => ({ method: 'POST', url: `/api/public-setups/${o.sheetId}/copy` }),
      404,
    ),
    what: 'private',
  },
  {
    ...racer(
      'POST /api/public-setups/:id/copy',
      (o) => ({
        method: 'POST',
        url: `/api/public-setups/${o.sharedSheetId}/copy`,
        payload: { rcCarId: o.carId },
      }),
      201,
      400,
    ),
    what: "onto the owner's car",
  },

  // The tuning wizard: open to visitors; only a car of one's own personalises it.
  anyone('GET /api/tuning/goals', () => get('/api/tuning/goals')),
  anyone('GET /api/tuning/questions', () => get('/api/tuning/questions?goalId=more-steering')),
  {
    ...anyone('POST /api/tuning/analyse', () => ({
      method: 'POST',
      url: '/api/tuning/analyse',
      payload: STEERING,
    })),
    what: 'no car',
  },
  {
    route: 'POST /api/tuning/analyse',
    what: "the owner's car",
    request: (o) => ({
      method: 'POST',
      url: '/api/tuning/analyse',
      payload: { ...STEERING, rcCarId: o.carId },
    }),
    visitor: 404,
    other: 404,
    owner: 200,
  },
];
