import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';

const LAPS = [24010, 23456, 23100].map((timeMs, i) => ({ lapNo: i + 1, timeMs }));
const REF = '7f0c4a52-3d1e-4b8a-9c61-2f5e8d9a0b17';

/**
 * Issue 29: the browser names every run it logs (`clientRef`), so a run logged offline and sent by
 * the outbox after its Idempotency-Key expired, or sent again under a new key, is one run.
 */
describe.each(DIALECTS)('a run named by the browser (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const post = (cookie: string, payload: object, key?: string) =>
    call(t.app, cookie, {
      method: 'POST',
      url: '/api/runs',
      payload,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const listOf = async (cookie: string) =>
    (await call(t.app, cookie, { method: 'GET', url: '/api/runs' })).json() as Array<{ id: number }>;

  it('is one run however often it is sent, under other Idempotency-Keys or none', async () => {
    const racer = await racerWithCar(t.app);
    const body = {
      rcCarId: racer.carId,
      date: '2026-11-29',
      trackName: 'Ridgeway',
      laps: LAPS,
      clientRef: REF,
    };
    const first = await post(racer.cookie, body, 'phone-try-1');
    const again = await post(racer.cookie, body, 'outbox-replay-2');
    const bare = await post(racer.cookie, body);
    expect(first.statusCode).toBe(201);
    // The same answer as the first: the run as saved, not a second one (and not an error to handle).
    expect(again.statusCode).toBe(201);
    expect(bare.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(bare.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ clientRef: REF, laps: LAPS });
    expect((await listOf(racer.cookie)).map((run) => run.id)).toEqual([first.json().id]);
  });

  it('is the first run as sent, even when the repeat carries other laps', async () => {
    const racer = await racerWithCar(t.app);
    const body = {
      rcCarId: racer.carId,
      date: '2026-11-29',
      trackName: 'Ridgeway',
      laps: LAPS,
      clientRef: REF,
    };
    const first = await post(racer.cookie, body);
    const changed = await post(racer.cookie, { ...body, laps: LAPS.slice(0, 2) });
    expect(changed.json().id).toBe(first.json().id);
    expect(changed.json().laps).toEqual(LAPS);
    expect(await listOf(racer.cookie)).toHaveLength(1);
  });

  it("does not collide with another racer's run of the same name", async () => {
    const one = await racerWithCar(t.app);
    const two = await racerWithCar(t.app);
    const runOf = (racer: { carId: number }) => ({
      rcCarId: racer.carId,
      date: '2026-11-29',
      trackName: 'Ridgeway',
      laps: LAPS,
      clientRef: REF,
    });
    const mine = await post(one.cookie, runOf(one));
    const theirs = await post(two.cookie, runOf(two));
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().rcCarId).toBe(two.carId);
    expect(await listOf(one.cookie)).toHaveLength(1);
    expect(await listOf(two.cookie)).toHaveLength(1);
  });

  it('refuses a name that is not a UUID, and saves nothing', async () => {
    const racer = await racerWithCar(t.app);
    for (const clientRef of ['run-1', '', 42, '7f0c4a52-3d1e-4b8a-9c61-2f5e8d9a0b1']) {
      const res = await post(racer.cookie, {
        rcCarId: racer.carId,
        date: '2026-11-29',
        trackName: 'Ridgeway',
        laps: LAPS,
        clientRef,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Client reference must be a UUID/);
    }
    expect(await listOf(racer.cookie)).toHaveLength(0);
  });
});
