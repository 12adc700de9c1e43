import { afterEach, describe, expect, it } from 'vitest';
import { runStats } from '../../shared/run-stats';
import { MAX_LAPS } from '../../shared/schemas/run';
import { storeLaps } from '../services/run-rows';
import { call, createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { sweepClosings } from './closing';
import { recordPassing } from './passings';
import { clubWithDecoder, liveDeps, racerWithTransponder, runOf } from './test-kit';

const T0 = 1_764_410_000_000; // 2025-11-29, by the decoder's clock

describe.each(DIALECTS)('passings become live runs (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const sessions = () => t.app.db.selectFrom('liveSessions').selectAll().orderBy('id').execute();
  const passings = () => t.app.db.selectFrom('livePassings').selectAll().orderBy('id').execute();

  it('matches only a club member whose register holds the number (trimmed, leading zeros kept)', async () => {
    t = await createTestApp(dialect);
    const { deps } = liveDeps(t.app);
    const { clubId, decoderId } = await clubWithDecoder(t.app);
    const member = await racerWithTransponder(t.app, clubId, '0012345');
    await racerWithTransponder(t.app, null, '7654321'); // not a member of the club
    expect(await recordPassing(deps, decoderId, { transponder: '7654321', at: T0 })).toBe('unknown');
    expect(await recordPassing(deps, decoderId, { transponder: '12345', at: T0 })).toBe('unknown');
    expect(await recordPassing(deps, decoderId, { transponder: '999', at: T0 })).toBe('unknown');
    expect(await passings()).toEqual([]);
    expect(await recordPassing(deps, decoderId, { transponder: ' 0012345 ', at: T0 })).toBe('opened');
    expect((await sessions()).map((s) => [s.userId, s.transponder])).toEqual([[member.user.id, '0012345']]);
  });

  it('turns crossings into laps of one practice run whose stats are runStats of its laps', async () => {
    t = await createTestApp(dialect);
    const { deps, clock } = liveDeps(t.app);
    const { clubId, decoderId } = await clubWithDecoder(t.app, { minLapMs: 5000 });
    const racer = await racerWithTransponder(t.app, clubId, '4711');
    const cross = (at: number) => {
      clock.now += 1000;
      return recordPassing(deps, decoderId, { transponder: '4711', at });
    };
    expect(await cross(T0)).toBe('opened');
    expect(await cross(T0 + 800)).toBe('ignored'); // the same crossing seen twice by the loop
    expect(await cross(T0 + 16_370)).toBe('lap');
    expect(await cross(T0 + 33_110)).toBe('lap');
    expect(await cross(T0 + 30_000)).toBe('ignored'); // older than the last: a late resend
    expect(await cross(T0 + 49_600)).toBe('lap');

    const [session] = await sessions();
    expect(session?.runId).not.toBeNull();
    const run = await runOf(t.app, racer.cookie, session?.runId as number);
    const laps = [16_370, 16_740, 16_490].map((timeMs, i) => ({ lapNo: i + 1, timeMs }));
    expect(run).toMatchObject({
      source: 'decoder',
      session: 'practice',
      trackName: 'Canberra',
      trackSurface: 'Clay',
      rcCarId: racer.carId,
      date: '2025-11-29',
      laps,
    });
    expect(run.stats).toEqual(runStats({ laps }));
    expect((await passings()).map((p) => p.lapMs)).toEqual([null, 16_370, 16_740, 16_490]);
  });

  it('records a passing sent twice once, also when two instances record it at the same moment', async () => {
    t = await createTestApp(dialect);
    const a = liveDeps(t.app, 'a').deps;
    const b = liveDeps(t.app, 'b').deps;
    const { clubId, decoderId } = await clubWithDecoder(t.app);
    const racer = await racerWithTransponder(t.app, clubId, '4711');
    await recordPassing(a, decoderId, { transponder: '4711', at: T0 });
    expect(await recordPassing(a, decoderId, { transponder: '4711', at: T0 })).toBe('duplicate');
    for (const at of [T0 + 20_000, T0 + 40_000, T0 + 60_000]) {
      const outcomes = await Promise.all([
        recordPassing(a, decoderId, { transponder: '4711', at }),
        recordPassing(b, decoderId, { transponder: '4711', at }),
      ]);
      expect(outcomes.sort()).toEqual(['duplicate', 'lap']);
    }
    expect(await passings()).toHaveLength(4);
    const all = await sessions();
    expect(all).toHaveLength(1);
    const run = await runOf(t.app, racer.cookie, all[0]?.runId as number);
    expect(run.laps.map((l: { timeMs: number }) => l.timeMs)).toEqual([20_000, 20_000, 20_000]);
    const runs = await call(t.app, racer.cookie, { method: 'GET', url: '/api/runs' });
    expect(runs.json()).toHaveLength(1);
  });

  it('closes a session after the gap, with a notice, and the next crossing starts another run', async () => {
    t = await createTestApp(dialect);
    const { deps, clock, notices } = liveDeps(t.app);
    const { clubId, decoderId } = await clubWithDecoder(t.app, { closeAfterS: 60 });
    const racer = await racerWithTransponder(t.app, clubId, '4711');
    let at = T0;
    for (const lap of [0, 16_370, 17_020, 16_900]) {
      at += lap;
      clock.now += lap;
      await recordPassing(deps, decoderId, { transponder: '4711', at });
    }
    clock.now += 59_000;
    expect(await sweepClosings(deps)).toBe(0);
    clock.now += 2_000;
    expect(await sweepClosings(deps)).toBe(1);
    expect(await sweepClosings(deps)).toBe(0); // closed once, told once
    const [closed] = await sessions();
    expect(closed?.closedAt).toBe(clock.now);
    expect(notices).toEqual([
      {
        userId: racer.user.id,
        kind: 'live_closed',
        title: 'Practice at Canberra: 3 laps, best 16.370',
        body: 'The run is in your race day.',
        runId: closed?.runId,
      },
    ]);
    clock.now += 1000;
    expect(await recordPassing(deps, decoderId, { transponder: '4711', at: T0 + 200_000 })).toBe('opened');
    expect(await sessions()).toHaveLength(2);
  });

  it('puts a transponder without a car on the car last run, else on the only car, else makes no run', async () => {
    t = await createTestApp(dialect);
    const { deps, clock, notices } = liveDeps(t.app);
    const { clubId, decoderId } = await clubWithDecoder(t.app, { closeAfterS: 30 });
    const only = await racerWithTransponder(t.app, clubId, '100', true);
    const two = await racerWithTransponder(t.app, clubId, '200', true);
    await call(t.app, two.cookie, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'Associated', model: 'B7' },
    });
    for (const at of [T0, T0 + 20_000]) {
      clock.now += 20_000;
      await recordPassing(deps, decoderId, { transponder: '100', at });
      await recordPassing(deps, decoderId, { transponder: '200', at });
    }
    const [first, second] = await sessions();
    expect((await runOf(t.app, only.cookie, first?.runId as number)).rcCarId).toBe(only.carId);
    expect(second?.runId).toBeNull();
    clock.now += 31_000;
    await sweepClosings(deps);
    expect(notices.find((n) => n.userId === two.user.id)?.body).toContain(
      'give transponder #200 its car in the Transponder Register',
    );
  });

  it('closes a run that holds MAX_LAPS laps and carries on in a new one from the next lap', async () => {
    t = await createTestApp(dialect);
    const { deps, clock, notices } = liveDeps(t.app);
    const { clubId, decoderId } = await clubWithDecoder(t.app);
    const racer = await racerWithTransponder(t.app, clubId, '4711');
    await recordPassing(deps, decoderId, { transponder: '4711', at: T0 });
    await recordPassing(deps, decoderId, { transponder: '4711', at: T0 + 20_000 });
    const [full] = await sessions();
    const laps = Array.from({ length: MAX_LAPS }, (_, i) => ({ lapNo: i + 1, timeMs: 20_000 }));
    await t.app.db
      .updateTable('runs')
      .set({ laps: storeLaps(laps) })
      .where('id', '=', full?.runId as number)
      .execute();
    clock.now += 20_000;
    expect(await recordPassing(deps, decoderId, { transponder: '4711', at: T0 + 39_000 })).toBe('lap');
    const [closed, next] = await sessions();
    expect(closed?.closedAt).not.toBeNull();
    expect(notices).toHaveLength(1);
    expect(next?.closedAt).toBeNull();
    const run = await runOf(t.app, racer.cookie, next?.runId as number);
    expect(run.laps).toEqual([{ lapNo: 1, timeMs: 19_000 }]);
  });
});
