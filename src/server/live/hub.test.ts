import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { LiveHub } from './hub';
import type { LiveEvent } from './lap-events';
import { recordPassing } from './passings';
import { clubWithDecoder, liveDeps, racerWithTransponder } from './test-kit';

const T0 = 1_764_410_000_000;

describe.each(DIALECTS)('live hub (%s)', (dialect) => {
  let t: TestApp;
  let hub: LiveHub | undefined;
  afterEach(async () => {
    hub?.stop();
    await t?.close();
  });

  it('delivers a lap committed after a later one (ids out of order), and the session’s closing', async () => {
    t = await createTestApp(dialect);
    const { deps } = liveDeps(t.app);
    const { clubId, decoderId } = await clubWithDecoder(t.app);
    const racer = await racerWithTransponder(t.app, clubId, '4711');
    await recordPassing(deps, decoderId, { transponder: '4711', at: T0 });
    const session = await t.app.db.selectFrom('liveSessions').selectAll().executeTakeFirstOrThrow();

    // Ticks driven by hand: the timer would only fire after ten minutes.
    hub = new LiveHub(t.app.db, t.app.log, { tickMs: 600_000, closedEvery: 1 });
    const events: LiveEvent[] = [];
    await hub.subscribe({ userId: racer.user.id, deliver: (e) => events.push(e), end: () => {} });
    const top = (await t.app.db.selectFrom('livePassings').select('id').executeTakeFirstOrThrow()).id;
    const lap = (id: number, at: number, lapMs: number) =>
      t.app.db
        .insertInto('livePassings')
        .values({
          id,
          sessionId: session.id,
          userId: racer.user.id,
          decoderId,
          transponder: '4711',
          passingNumber: null,
          at,
          lapMs,
          receivedAt: deps.now(),
        })
        .execute();

    // Another instance's transaction took id top+1 but commits after the one that took top+2.
    await lap(top + 2, T0 + 33_000, 16_500);
    await hub.tick();
    expect(events.map((e) => e.cursor)).toEqual([top + 2]);
    await lap(top + 1, T0 + 16_500, 16_500);
    await hub.tick();
    expect(events.map((e) => e.cursor)).toEqual([top + 2, top + 1]);
    await hub.tick();
    expect(events).toHaveLength(2); // each once

    await t.app.db.updateTable('liveSessions').set({ closedAt: deps.now() }).execute();
    await hub.tick();
    expect(events.at(-1)).toMatchObject({ event: 'closed', data: { sessionId: session.id } });
  });

  it('reads nothing once nobody listens', async () => {
    t = await createTestApp(dialect);
    const errors: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log), { error: (e: unknown) => errors.push(e) });
    hub = new LiveHub(t.app.db, log, { tickMs: 600_000 });
    const unsubscribe = await hub.subscribe({ userId: 1, deliver: () => {}, end: () => {} });
    await hub.tick();
    unsubscribe();
    await t.close();
    t = undefined as unknown as TestApp;
    // A query now would fail on the closed database, and the hub would log it.
    await hub.tick();
    expect(errors).toEqual([]);
  });
});
