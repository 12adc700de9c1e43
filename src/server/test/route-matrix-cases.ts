import { QUESTION_1, QUESTION_2, racerInput } from './harness';
import type { MatrixCase } from './route-matrix';
import { ARRIVAL_CASES } from './route-matrix-arrivals';
import { DATA_TRANSFER_CASES } from './route-matrix-data-transfer';
import { anyone, get, racer, to } from './route-matrix-helpers';
import { COMPARE_CASES, HISTORY_CASES } from './route-matrix-history';
import { LIVE_CASES } from './route-matrix-live';
import { MAINTENANCE_CASES } from './route-matrix-maintenance';
import { RUN_CASES } from './route-matrix-runs';
import { SHARE_LINK_CASES } from './route-matrix-share';
import { TYRE_SET_CASES } from './route-matrix-tyres';
import { firstAnswers } from './tuning-answers';
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
const STEERING = { goalId: 'more-steering', handlingResponses: firstAnswers('more-steering') };
const PASSWORD = 'pit-lane-1';
const uniqueNumber = () => String(Math.floor(Math.random() * 9_000_000) + 1_000_000);

const RESET = {
  securityQuestion1: QUESTION_1,
  securityAnswer1: 'Rex',
  securityQuestion2: QUESTION_2,
  securityAnswer2: 'Pizza',
  newPassword: PASSWORD,
  confirmPassword: PASSWORD,
};

/**
 * Every route of the app × {visitor, another racer, the owner}. authorization.test.ts fails when
 * the app has a route this list has no case for (test/route-matrix.ts says what each needs).
 */
export const MATRIX: MatrixCase[] = [
  anyone('GET /api/health', () => get('/api/health')),

  // The racer's own account: no id in the path, the session says whose it is. `fresh` cases get
  // their own racers, as they sign in or out, reset a password or end the account.
  racer('GET /api/auth/user', () => get('/api/auth/user'), 200, 200),
  anyone('POST /api/register', () => to('POST', '/api/register', racerInput()), 201),
  {
    ...anyone(
      'POST /api/register',
      () => {
        const { username, email, password } = racerInput();
        return to('POST', '/api/register', { username, email, password });
      },
      201,
    ),
    what: 'the three fields of issue 33',
  },
  {
    ...anyone('POST /api/login', (o) =>
      to('POST', '/api/login', { email: o.ownerEmail, password: PASSWORD }),
    ),
    fresh: true,
  },
  { ...anyone('POST /api/logout', () => to('POST', '/api/logout'), 204), fresh: true },
  anyone('POST /api/get-security-questions', (o) =>
    to('POST', '/api/get-security-questions', { email: o.ownerEmail }),
  ),
  {
    ...anyone('POST /api/reset-password', (o) =>
      to('POST', '/api/reset-password', { email: o.ownerEmail, ...RESET }),
    ),
    fresh: true,
  },
  {
    ...racer(
      'POST /api/change-password',
      () => to('POST', '/api/change-password', { currentPassword: PASSWORD, newPassword: PASSWORD }),
      200,
      200,
    ),
    fresh: true,
  },
  {
    ...racer(
      'DELETE /api/delete-account',
      () => to('DELETE', '/api/delete-account', { currentPassword: PASSWORD }),
      204,
      204,
    ),
    fresh: true,
  },
  racer('PATCH /api/profile', () => to('PATCH', '/api/profile', { firstName: 'Sam' }), 200, 200),
  racer('GET /api/security-questions', () => get('/api/security-questions'), 200, 200),
  racer(
    'PUT /api/security-questions',
    () =>
      to('PUT', '/api/security-questions', {
        currentPassword: PASSWORD,
        securityQuestion1: QUESTION_1,
        securityAnswer1: 'Rex',
        securityQuestion2: QUESTION_2,
        securityAnswer2: 'Pizza',
      }),
    204,
    204,
  ),
  {
    ...racer(
      'PUT /api/security-questions',
      () =>
        to('PUT', '/api/security-questions', {
          securityQuestion1: QUESTION_1,
          securityAnswer1: 'Rex',
          securityQuestion2: QUESTION_2,
          securityAnswer2: 'Pizza',
        }),
      400,
      400,
    ),
    what: 'no password: asked of a racer whose questions are set',
  },
  {
    ...racer('DELETE /api/delete-account', () => to('DELETE', '/api/delete-account'), 400, 400),
    what: 'no body: a visitor is refused before the body is checked',
  },

  // Lists and creates: whose they are is the session's.
  ...['cars', 'transponders', 'setup-sheets', 'esc-setups', 'storage'].map((list) =>
    racer(`GET /api/${list}`, () => get(`/api/${list}`), 200, 200),
  ),
  racer('POST /api/cars', () => to('POST', '/api/cars', CAR), 201, 201),
  racer(
    'POST /api/transponders',
    () => to('POST', '/api/transponders', { number: uniqueNumber() }),
    201,
    201,
  ),
  racer('POST /api/setup-sheets', () => to('POST', '/api/setup-sheets', { name: 'x' }), 201, 201),
  racer(
    'POST /api/esc-setups',
    () => to('POST', '/api/esc-setups', { name: 'x', escMake: 'a', escModel: 'b' }),
    201,
    201,
  ),
  racer(
    'POST /api/upload',
    () => ({
      ...to('POST', '/api/upload'),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(PNG_BYTES, 'p.png'),
    }),
    201,
    201,
  ),

  // The owner's records by id: another racer gets 404, as if they did not exist.
  racer('PUT /api/cars/:id', (o) => to('PUT', `/api/cars/${o.carId}`, CAR), 200),
  racer('PATCH /api/cars/:id', (o) => to('PATCH', `/api/cars/${o.carId}`, { imageUrl: null }), 200),
  racer('DELETE /api/cars/:id', (o) => to('DELETE', `/api/cars/${o.carId}`), 204),
  racer(
    'PUT /api/transponders/:id',
    (o) => to('PUT', `/api/transponders/${o.transponderId}`, { number: '999', rcCarId: null }),
    200,
  ),
  racer('DELETE /api/transponders/:id', (o) => to('DELETE', `/api/transponders/${o.transponderId}`), 204),
  racer(
    'PUT /api/setup-sheets/:id',
    (o) => to('PUT', `/api/setup-sheets/${o.sheetId}`, { name: 'Renamed' }),
    200,
  ),
  racer('DELETE /api/setup-sheets/:id', (o) => to('DELETE', `/api/setup-sheets/${o.sheetId}`), 204),
  racer('PUT /api/esc-setups/:id', (o) => to('PUT', `/api/esc-setups/${o.escId}`, { name: 'Renamed' }), 200),
  racer('DELETE /api/esc-setups/:id', (o) => to('DELETE', `/api/esc-setups/${o.escId}`), 204),
  racer('POST /api/setup-sheets/:id/copy', (o) => to('POST', `/api/setup-sheets/${o.sheetId}/copy`), 201),
  racer(
    'POST /api/esc-setups/:id/copy',
    (o) => to('POST', `/api/esc-setups/${o.escId}/copy`, { suffix: 'wizard' }),
    201,
  ),

  ...HISTORY_CASES,

  // Files: a private file is not found for anyone but its owner, and its check tells them nothing.
  {
    route: 'GET /uploads/:name',
    request: (o) => get(`/uploads/${o.fileName}`),
    visitor: 404,
    other: 404,
    owner: 200,
  },
  {
    route: 'GET /uploads/:name',
    request: (o) => get(`/uploads/${o.fileName}?size=thumb`),
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
      (o) => to('POST', `/api/public-setups/${o.sharedSheetId}/copy`),
      201,
      201,
    ),
    what: 'shared',
  },
  {
    ...racer(
      'POST /api/public-setups/:id/copy',
      (o) => to('POST', `/api/public-setups/${o.sheetId}/copy`),
      404,
    ),
    what: 'private',
  },
  {
    ...racer(
      'POST /api/public-setups/:id/copy',
      (o) => to('POST', `/api/public-setups/${o.sharedSheetId}/copy`, { rcCarId: o.carId }),
      201,
      400,
    ),
    what: "onto the owner's car",
  },

  ...COMPARE_CASES,
  ...RUN_CASES,
  ...MAINTENANCE_CASES,
  ...SHARE_LINK_CASES,
  ...TYRE_SET_CASES,
  ...DATA_TRANSFER_CASES,
  ...ARRIVAL_CASES,
  ...LIVE_CASES,

  // The dashboard's race-day overview: whose runs is the session's; another racer sees only theirs.
  racer('GET /api/runs/overview', () => get('/api/runs/overview'), 200, {
    status: 200,
    body: { lastRaceDay: null, bestLaps: [] },
  }),

  // The tuning wizard: open to visitors; only a car of one's own personalises it.
  anyone('GET /api/tuning/goals', () => get('/api/tuning/goals')),
  anyone('GET /api/tuning/questions', () => get('/api/tuning/questions?goalId=more-steering')),
  {
    route: 'GET /api/tuning/questions',
    what: "the owner's car",
    request: (o) => get(`/api/tuning/questions?goalId=more-steering&rcCarId=${o.carId}`),
    visitor: 404,
    other: 404,
    owner: 200,
  },
  {
    ...anyone('POST /api/tuning/analyse', () => to('POST', '/api/tuning/analyse', STEERING)),
    what: 'no car',
  },
  {
    route: 'POST /api/tuning/analyse',
    what: "the owner's car",
    request: (o) => to('POST', '/api/tuning/analyse', { ...STEERING, rcCarId: o.carId }),
    visitor: 404,
    other: 404,
    owner: 200,
  },

  // The API's own description and its docs page (Swagger UI and its assets): the same for all.
  anyone('GET /api/openapi.json', () => get('/api/openapi.json')),
  anyone('GET /api/docs', () => get('/api/docs')),
  anyone('GET /api/docs/json', () => get('/api/docs/json')),
  anyone('GET /api/docs/yaml', () => get('/api/docs/yaml')),
  anyone('GET /api/docs/static/index.html', () => get('/api/docs/static/index.html'), 302),
  anyone('GET /api/docs/static/swagger-initializer.js', () => get('/api/docs/static/swagger-initializer.js')),
  anyone('GET /api/docs/static/*', () => get('/api/docs/static/swagger-ui.css')),
];
