import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../test/data-transfer';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { EMPTY_EXPORT } from '../test/route-matrix-data-transfer';

type Racer = Awaited<ReturnType<typeof registerRacer>>;

/** Every heavy route, as a racer calls it: each must take a share (and be refused past it). */
const HEAVY_REQUESTS: InjectOptions[] = [
  {
    method: 'POST',
    url: '/api/import?dryRun=true',
    headers: { 'content-type': 'application/zip' },
    payload: zipOf({}, EMPTY_EXPORT),
  },
  { method: 'GET', url: '/api/export' },
  { method: 'POST', url: '/api/runs/import/preview', payload: { text: 'Lap 1 31.250' } },
  { method: 'POST', url: '/api/runs/import', payload: { text: 'Lap 1 31.250', race: 0, driver: 0 } },
  {
    method: 'POST',
    url: '/api/runs/import/batch',
    payload: { text: 'Lap 1 31.250', picks: [{ race: 0, driver: 0 }] },
  },
  { method: 'GET', url: '/api/compare?kind=setup&refs=own:1,own:2' },
  { method: 'POST', url: '/api/tuning/analyse', payload: { goalId: 'x', handlingResponses: {} } },
];

/**
 * Fair share of the heavy routes (issue 28): two in flight per racer, a bound for the instance,
 * each share given back however its request ends. A test route holds requests open on demand.
 */
describe.each(DIALECTS)('fair share of heavy requests (%s)', (dialect) => {
  let t: TestApp;
  let a: Racer;
  let b: Racer;
  let c: Racer;
  const gates: Array<() => void> = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      heavy: { threads: 1, jobMs: 20_000, workerMb: 512, perRacer: 2, inFlight: 3 },
    });
    // Heavy until the test lets it go; ?fail=1 throws instead of answering.
    t.app.get<{ Querystring: { fail?: string } }>(
      '/api/test/hold',
      { config: { auth: 'racer', heavy: true } },
      async (request) => {
        await new Promise<void>((resolve) => gates.push(resolve));
        if (request.query.fail) throw new Error('a fault in a heavy request');
        return { held: true };
      },
    );
    a = await registerRacer(t.app);
    b = await registerRacer(t.app);
    c = await registerRacer(t.app);
  });
  afterAll(() => t.close());

  /**
   * Starts a held request and waits until its handler holds it (its share taken). The answer
   * comes wrapped: an async function returning the request itself would wait for it to end.
   */
  async function hold(racer: Racer, fail = false) {
    const held = gates.length;
    let answered: string | undefined;
    const answer = Promise.resolve(
      call(t.app, racer.cookie, { method: 'GET', url: `/api/test/hold${fail ? '?fail=1' : ''}` }),
    ).then((r) => {
      answered = `${r.statusCode} ${r.body}`;
      return r;
    });
    while (gates.length === held) {
      if (answered) throw new Error(`the held request was answered: ${answered}`);
      await new Promise((r) => setImmediate(r));
    }
    return { answer };
  }
  const answers = (held: Array<{ answer: Promise<{ statusCode: number }> }>) =>
    Promise.all(held.map((h) => h.answer));
  const releaseAll = () => {
    for (const open of gates.splice(0)) open();
  };

  it('refuses a racer’s third heavy request with 429 and Retry-After, on every heavy route', async () => {
    const held = [await hold(a), await hold(a)];
    for (const request of HEAVY_REQUESTS) {
      const res = await call(t.app, a.cookie, request);
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(429);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/already have 2 .* running/),
      });
    }
    // Another racer is not held up by the first one's share.
    const other = await call(t.app, b.cookie, HEAVY_REQUESTS[0] as InjectOptions);
    expect(other.statusCode, other.body).toBe(200);
    releaseAll();
    for (const res of await answers(held)) expect(res.statusCode).toBe(200);
  });

  it('refuses past the instance’s bound with 503 and Retry-After', async () => {
    const held = [await hold(a), await hold(a), await hold(b)];
    const res = await call(t.app, c.cookie, HEAVY_REQUESTS[0] as InjectOptions);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toMatchObject({ code: 'busy', message: expect.stringMatching(/try again in 10 s/) });
    // Reads are not heavy: they go on while the bound is full.
    const read = await call(t.app, c.cookie, { method: 'GET', url: '/api/cars' });
    expect(read.statusCode).toBe(200);
    releaseAll();
    await answers(held);
  });

  it('gives the shares back after refusals and faults', async () => {
    const failed = [await hold(a, true), await hold(a, true)];
    releaseAll();
    for (const res of await answers(failed)) expect(res.statusCode).toBe(500);
    // Refused work (a 400 from the worker) gives its share back too.
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, a.cookie, {
        method: 'POST',
        url: '/api/import',
        headers: { 'content-type': 'application/zip' },
        payload: Buffer.from('not a zip'),
      });
      expect(res.statusCode).toBe(400);
    }
    // Both of the racer's shares and all three of the instance's are free again.
    const held = [await hold(a), await hold(a), await hold(c)];
    releaseAll();
    for (const res of await answers(held)) expect(res.statusCode).toBe(200);
  });
});
