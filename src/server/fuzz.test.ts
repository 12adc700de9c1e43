import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { refusalCheck } from './test/fuzz-check';
import {
  bodyFrom,
  hostileText,
  idSegment,
  malformedMultipart,
  percentEncode,
  rawBody,
} from './test/fuzz-inputs';
import {
  call,
  createTestApp,
  DIALECTS,
  QUESTION_1,
  QUESTION_2,
  registerRacer,
  type TestApp,
} from './test/harness';
import { BOUNDARY, multipartBody, PNG_BYTES } from './test/uploads';

/**
 * Property: whatever a client sends, the server never answers 5xx, and a rejected request
 * (4xx) changes no stored data (test/fuzz-check.ts). Rate-limit counters are the one thing a
 * refusal may move.
 */
describe.each(DIALECTS)('fuzzing every endpoint (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let ownCar = 0;
  let ownSheet = 0;
  let ownEsc = 0;
  let ownTransponder = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
    ownCar = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'XRAY', model: "XB8 '24" },
      })
    ).json().id;
    ownTransponder = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/transponders',
        payload: { number: '1234567', rcCarId: ownCar },
      })
    ).json().id;
    ownSheet = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/setup-sheets',
        payload: { name: 'Base', rcCarId: ownCar },
      })
    ).json().id;
    ownEsc = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/esc-setups',
        payload: { name: 'Base', escMake: 'Tekin', escModel: 'RX8' },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const check = refusalCheck(
    () => t,
    () => cookie,
  );

  const car = { manufacturer: 'Kyosho', model: 'MP10', status: 'Active' };
  const sheet = { name: 'Fuzz', trackSurface: 'Clay', frontCamber: '-2°' };
  const reset = {
    email: 'racer1@example.com',
    securityQuestion1: QUESTION_1,
    securityAnswer1: 'Rex',
    securityQuestion2: QUESTION_2,
    securityAnswer2: 'Pizza',
    newPassword: 'abcdef',
    confirmPassword: 'abcdef',
  };
  const JSON_ENDPOINTS: Array<
    [string, string | ((id: string) => string), () => number, Record<string, unknown>]
  > = [
    [
      'POST',
      '/api/register',
      () => 0,
      {
        username: 'fuzzer',
        email: 'fuzz@example.com',
        password: 'abcdef',
        securityQuestion1: QUESTION_1,
        securityAnswer1: 'a',
        securityQuestion2: QUESTION_2,
        securityAnswer2: 'b',
      },
    ],
    ['POST', '/api/login', () => 0, { email: 'racer1@example.com', password: 'pit-lane-1' }],
    ['POST', '/api/get-security-questions', () => 0, { email: 'racer1@example.com' }],
    ['POST', '/api/reset-password', () => 0, reset],
    ['POST', '/api/change-password', () => 0, { currentPassword: 'wrong-one', newPassword: 'abcdefg' }],
    ['DELETE', '/api/delete-account', () => 0, { currentPassword: 'wrong-one' }],
    ['POST', '/api/cars', () => 0, car],
    ['PUT', (id) => `/api/cars/${id}`, () => ownCar, car],
    ['PATCH', (id) => `/api/cars/${id}`, () => ownCar, { imageUrl: null }],
    ['POST', '/api/transponders', () => 0, { number: '7654321', rcCarId: null }],
    [
      'PUT',
      (id) => `/api/transponders/${id}`,
      () => ownTransponder,
      { number: '1234567', rcCarId: null, notes: 'x' },
    ],
    ['POST', '/api/setup-sheets', () => 0, sheet],
    ['PUT', (id) => `/api/setup-sheets/${id}`, () => ownSheet, sheet],
    ['POST', '/api/esc-setups', () => 0, { ...sheet, escMake: 'Tekin', escModel: 'RX8' }],
    ['PUT', (id) => `/api/esc-setups/${id}`, () => ownEsc, { escMake: 'Tekin', escModel: 'RX8' }],
    ['POST', (id) => `/api/public-setups/${id}/copy`, () => ownSheet, { rcCarId: null }],
    ['POST', (id) => `/api/setup-sheets/${id}/copy`, () => ownSheet, { changes: { frontToe: '1°' } }],
    ['POST', (id) => `/api/esc-setups/${id}/copy`, () => ownEsc, { suffix: 'wizard' }],
    ['POST', (id) => `/api/setup-sheets/${id}/share-link`, () => ownSheet, {}],
    ['DELETE', (id) => `/api/esc-setups/${id}/share-link`, () => ownEsc, {}],
    ['POST', (id) => `/api/shared/${id}/copy`, () => 0, {}],
    [
      'POST',
      '/api/tuning/analyse',
      () => 0,
      { goalId: 'more-steering', handlingResponses: { 'corner-phase': 'phase-entry' }, rcCarId: null },
    ],
  ];

  for (const [method, url, owned, valid] of JSON_ENDPOINTS) {
    const label = typeof url === 'string' ? url : url(':id');
    it(`${method} ${label} with arbitrary JSON`, async () => {
      await fc.assert(
        fc.asyncProperty(idSegment(owned), bodyFrom(valid), async (id, payload) => {
          await check({
            method: method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
            url: typeof url === 'string' ? url : url(id),
            payload: payload as object,
          });
        }),
        { numRuns: 40 },
      );
    });
  }

  it('raw, malformed or mislabelled bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/login', '/api/cars', '/api/setup-sheets', '/api/upload', '/api/transponders'),
        rawBody,
        fc.constantFrom(
          'application/json',
          'text/plain',
          `multipart/form-data; boundary=${BOUNDARY}`,
          'application/x-www-form-urlencoded',
        ),
        async (url, payload, type) =>
          check({ method: 'POST', url, payload, headers: { 'content-type': type } }),
      ),
      { numRuns: 60 },
    );
  });

  it('malformed multipart uploads', async () => {
    await fc.assert(
      fc.asyncProperty(
        malformedMultipart(multipartBody(PNG_BYTES, 'car.png'), BOUNDARY),
        async ([type, payload]) =>
          check({ method: 'POST', url: '/api/upload', payload, headers: { 'content-type': type } }),
      ),
      { numRuns: 60 },
    );
  });

  it('arbitrary ids on DELETE and GET routes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'DELETE /api/cars/',
          'DELETE /api/transponders/',
          'DELETE /api/setup-sheets/',
          'DELETE /api/esc-setups/',
          'GET /api/public-setups/',
          'GET /api/shared/',
          'GET /api/files/check/',
          'GET /uploads/',
        ),
        fc.oneof(
          fc.integer({ min: 1_000_000, max: 2 ** 40 }).map(String),
          fc.string({ maxLength: 40 }).map(encodeURIComponent),
          hostileText.map(percentEncode),
        ),
        async (route, id) => {
          const [method, prefix] = route.split(' ') as ['DELETE' | 'GET', string];
          await check({ method, url: `${prefix}${id}` });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('arbitrary community search queries', async () => {
    const param = fc.oneof(
      fc.string({ maxLength: 300 }),
      hostileText,
      fc.integer().map(String),
      fc.constantFrom('', '0', '-1', '51', 'newest', 'name', 'Clay'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'q',
            'manufacturer',
            'model',
            'surface',
            'conditions',
            'sort',
            'page',
            'pageSize',
            'x',
          ),
          param,
          { maxKeys: 5 },
        ),
        async (query) => {
          await check({ method: 'GET', url: `/api/public-setups?${new URLSearchParams(query).toString()}` });
        },
      ),
      { numRuns: 60 },
    );
  });
});
