import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { refusalCheck } from './test/fuzz-check';
import { bodyFrom, idSegment } from './test/fuzz-inputs';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from './test/harness';

/**
 * Tyre sets and the runs that name them (issue 19) under arbitrary input: never 5xx, and a refusal
 * writes nothing (test/fuzz-check.ts), on both databases.
 */
describe.each(DIALECTS)('fuzzing tyre sets (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let car = 0;
  let set = 0;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
    const post = async (url: string, payload: object) =>
      (await call(t.app, cookie, { method: 'POST', url, payload })).json().id as number;
    car = await post('/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
    set = await post('/api/tyre-sets', { brand: 'Pro-Line', position: 'rear' });
    run = await post('/api/runs', {
      rcCarId: car,
      date: '2026-11-21',
      trackName: 'Tacoma',
      laps: [{ lapNo: 1, timeMs: 23456 }],
      tyreSetIds: [set],
    });
  });
  afterAll(() => t.close());

  const check = refusalCheck(
    () => t,
    () => cookie,
  );
  const setBody = () => ({
    brand: 'JConcepts',
    compound: 'Green',
    insert: 'Closed cell',
    wheel: 'Dish',
    position: 'front',
    gluedOn: '2026-11-20',
    cost: 45.5,
    notes: 'CA',
    retired: false,
  });

  it('POST and PUT tyre sets with arbitrary JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        bodyFrom(setBody()),
        idSegment(() => set),
        (create, body, id) =>
          check(
            create
              ? { method: 'POST', url: '/api/tyre-sets', payload: body as object }
              : { method: 'PUT', url: `/api/tyre-sets/${id}`, payload: body as object },
          ),
      ),
      { numRuns: 60 },
    );
  });

  it('a run naming arbitrary tyre sets', async () => {
    const ids = fc.oneof(
      fc.array(fc.oneof(fc.integer(), fc.constant(set), fc.string({ maxLength: 4 })), { maxLength: 6 }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(ids, (tyreSetIds) =>
        check({ method: 'PUT', url: `/api/runs/${run}`, payload: { notes: 'x', tyreSetIds } }),
      ),
      { numRuns: 60 },
    );
  });
});
