import { afterEach, describe, expect, it } from 'vitest';
import type { Notice } from '../../shared/schemas/notice';
import type { Run } from '../../shared/schemas/run';
import { defaultArrivals } from '../config';
import { type DecoderSimulator, startDecoderSimulator } from '../decoders/simulator';
import { type FixtureServer, startFixtureServer } from '../results/fixture-server';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

/**
 * The background work as main.ts runs it (BACKGROUND_WORK on): a followed LiveRC event publishes
 * its races one by one and they arrive as the racer's runs; the club's decoder (the simulator over
 * TCP) feeds a member's laps into a live run. Nothing is called by hand between the two ends: the
 * app's own poller, matcher and decoder manager do it, on their timers.
 */

/** Asks until the answer holds, or fails naming what never came (no duration is asserted). */
async function until<T>(what: string, ask: () => Promise<T | undefined>, tries = 300): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const got = await ask();
    if (got !== undefined) return got;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
}

describe.each(DIALECTS)('results that arrive, wired (%s)', (dialect) => {
  let t: TestApp | undefined;
  let fixture: FixtureServer | undefined;
  let decoder: DecoderSimulator | undefined;
  afterEach(async () => {
    await t?.close();
    await fixture?.close();
    await decoder?.close();
  });

  const start = () =>
    createTestApp(dialect, {
      arrivals: { ...defaultArrivals(), background: true, allowHosts: ['127.0.0.1'], pollMs: 250 },
    });

  it('a followed event’s races become the racer’s runs: asked once by name, then by themselves', async () => {
    fixture = await startFixtureServer({ host: '127.0.0.1' });
    t = await start();
    const { app } = t;
    const racer = await registerRacer(app, { firstName: 'Ari', lastName: 'Bakla' });
    const car = await call(app, racer.cookie, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'Tekno RC', model: 'EB48 2.2' },
    });
    const followed = await call(app, racer.cookie, {
      method: 'POST',
      url: '/api/follows',
      payload: { url: fixture.entries.liverc, rcCarId: car.json().id },
    });
    expect(followed.statusCode).toBe(201);
    const notices = async () =>
      (await call(app, racer.cookie, { method: 'GET', url: '/api/notices' })).json() as Notice[];

    fixture.publishNext('liverc');
    const ask = await until('the name question', async () =>
      (await notices()).find((n) => n.kind === 'confirm_driver'),
    );
    expect(ask.title).toBe('Is this you? ARI BAKLA in 1/8 Electric Buggy A3-Main');
    const confirmed = await call(app, racer.cookie, {
      method: 'POST',
      url: `/api/matches/${ask.matchId}/confirm`,
      payload: { rcCarId: car.json().id },
    });
    expect(confirmed.statusCode).toBe(201);

    fixture.publishNext('liverc');
    const arrived = await until('the second race as a run', async () =>
      (await notices()).find((n) => n.kind === 'run_arrived'),
    );
    expect(arrived.title).toMatch(/^1\/8 Nitro Buggy A-Main: 47 laps, best \d+\.\d+, \d+(st|nd|rd|th)$/);
    const run = (
      await call(app, racer.cookie, { method: 'GET', url: `/api/runs/${arrived.runId}` })
    ).json() as Run;
    expect(run.source).toBe('followed');
    expect(run.laps).toHaveLength(47);
  });

  it('a club member’s laps arrive live from the club’s decoder and make one practice run', async () => {
    decoder = await startDecoderSimulator({
      port: 0,
      host: '127.0.0.1',
      cars: 3,
      speed: 40,
      transponders: [4242001],
    });
    t = await start();
    const { app } = t;
    const admin = await registerRacer(app);
    const club = await call(app, admin.cookie, {
      method: 'POST',
      url: '/api/clubs',
      payload: { name: 'Canberra Off Road', trackName: 'Canberra', surface: 'Clay' },
    });
    await call(app, admin.cookie, {
      method: 'POST',
      url: `/api/clubs/${club.json().id}/decoders`,
      payload: { name: 'Main loop', protocol: 'p3', host: '127.0.0.1', port: decoder.port, closeAfterS: 60 },
    });
    const racer = await registerRacer(app);
    const car = await call(app, racer.cookie, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'Xray', model: 'XB8' },
    });
    await call(app, racer.cookie, { method: 'POST', url: `/api/clubs/${club.json().id}/members` });
    await call(app, racer.cookie, {
      method: 'POST',
      url: '/api/transponders',
      payload: { number: '4242001', rcCarId: car.json().id },
    });

    const live = await until('a live run with three laps', async () => {
      const sessions = (await call(app, racer.cookie, { method: 'GET', url: '/api/live/sessions' })).json();
      const runId = sessions[0]?.runId;
      if (!runId) return undefined;
      const run = (await call(app, racer.cookie, { method: 'GET', url: `/api/runs/${runId}` })).json() as Run;
      return run.laps.length >= 3 ? run : undefined;
    });
    expect(live.source).toBe('decoder');
    expect(live.trackName).toBe('Canberra');
    expect(live.rcCarId).toBe(car.json().id);
    // The admin has no transponder there: none of the simulated cars' laps are theirs.
    const others = await call(app, admin.cookie, { method: 'GET', url: '/api/live/sessions' });
    expect(others.json()).toEqual([]);
  });
});
