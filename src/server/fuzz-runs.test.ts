import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { refusalCheck } from './test/fuzz-check';
import { bodyFrom, hostileText, idSegment, percentEncode } from './test/fuzz-inputs';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from './test/harness';

/**
 * Runs and result imports (issue 16) under arbitrary input: never 5xx, and a refusal writes
 * nothing (test/fuzz-check.ts), on both databases.
 */
describe.each(DIALECTS)('fuzzing runs and imports (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let car = 0;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
    const post = (url: string, payload: object) => call(t.app, cookie, { method: 'POST', url, payload });
    car = (await post('/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' })).json().id;
    run = (
      await post('/api/runs', {
        rcCarId: car,
        date: '2026-11-21',
        trackName: 'Tacoma',
        laps: [{ lapNo: 1, timeMs: 23456 }],
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const check = refusalCheck(
    () => t,
    () => cookie,
  );
  const runBody = () => ({
    rcCarId: car,
    date: '2026-11-22',
    trackName: 'Canberra',
    session: 'main',
    trackTempC: 31.5,
    rating: 3,
    laps: [
      { lapNo: 1, timeMs: 40123 },
      { lapNo: 2, timeMs: 39876 },
    ],
  });

  it('POST and PUT runs with arbitrary JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        bodyFrom(runBody()),
        idSegment(() => run),
        (create, body, id) =>
          check(
            create
              ? { method: 'POST', url: '/api/runs', payload: body as object }
              : { method: 'PUT', url: `/api/runs/${id}`, payload: body as object },
          ),
      ),
      { numRuns: 60 },
    );
  });

  it('arbitrary text to preview and import', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      hostileText,
      fc
        .array(
          fc.oneof(
            fc.double({ min: -5, max: 4000, noNaN: true }).map((n) => n.toFixed(3)),
            hostileText,
          ),
          {
            maxLength: 30,
          },
        )
        .map((lines) => lines.join('\n')),
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom('preview', 'import', 'batch'),
        fc.integer({ min: -2, max: 3 }),
        (body, route, index) =>
          check(
            route === 'preview'
              ? { method: 'POST', url: '/api/runs/import/preview', payload: { text: body } }
              : route === 'import'
                ? {
                    method: 'POST',
                    url: '/api/runs/import',
                    payload: { text: body, driver: index, race: index, rcCarId: car, trackName: 'Tacoma' },
                  }
                : {
                    method: 'POST',
                    url: '/api/runs/import/batch',
                    payload: {
                      text: body,
                      picks: [
                        { race: index, driver: index },
                        { race: 0, driver: index },
                      ],
                      rcCarId: car,
                      trackName: 'Tacoma',
                    },
                  },
          ),
      ),
      { numRuns: 80 },
    );
  });

  it('arbitrary list filters', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      hostileText,
      fc.constantFrom('2026-02-30', '1', '-1', `${car}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('rcCarId', 'track', 'from', 'to', 'x'), value),
        (query) =>
          check({
            method: 'GET',
            url: `/api/runs?${Object.entries(query)
              .map(([k, v]) => `${k}=${percentEncode(v)}`)
              .join('&')}`,
          }),
      ),
      { numRuns: 40 },
    );
  });
});
