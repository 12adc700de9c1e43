import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import type { DecoderLinkOptions } from './decoder-link';
import { type DecoderManager, startDecoders } from './manager';
import { clubWithDecoder, liveDeps, racerWithTransponder } from './test-kit';

/** A fake decoder feed: every connection the manager opens, to send passings and states through. */
function fakeFeed() {
  const links: DecoderLinkOptions[] = [];
  return {
    links,
    connect: (options: DecoderLinkOptions) => {
      links.push(options);
    },
    live: () => links.filter((l) => !l.signal.aborted),
  };
}

describe.each(DIALECTS)('decoder manager (%s)', (dialect) => {
  let t: TestApp;
  const managers: DecoderManager[] = [];
  afterEach(async () => {
    for (const m of managers.splice(0)) await m.stop();
    await t?.close();
  });

  it('one instance holds a decoder; another takes it over once the holder’s lease runs out', async () => {
    t = await createTestApp(dialect);
    const a = liveDeps(t.app, 'instance-a');
    const b = liveDeps(t.app, 'instance-b');
    const { clubId, decoderId } = await clubWithDecoder(t.app);
    await racerWithTransponder(t.app, clubId, '4711');
    const feedA = fakeFeed();
    const feedB = fakeFeed();
    const managerA = startDecoders(a.deps, feedA.connect, { timer: false });
    const managerB = startDecoders(b.deps, feedB.connect, { timer: false });
    managers.push(managerB);

    await managerA.tick();
    await managerB.tick();
    expect(managerA.held()).toEqual([decoderId]);
    expect(managerB.held()).toEqual([]);
    expect(feedA.live()).toHaveLength(1);
    expect(feedA.live()[0]).toMatchObject({ host: '127.0.0.1', port: 5403, protocol: 'p3' });

    // Renewed every round: still a's after longer than one lease.
    for (const step of [5_000, 5_000, 5_000, 5_000, 5_000]) {
      a.clock.now += step;
      b.clock.now += step;
      await managerA.tick();
      await managerB.tick();
    }
    expect(managerB.held()).toEqual([]);

    // Instance a dies (no more rounds, no stop): b takes the decoder within the lease and a round.
    const died = a.clock.now;
    const leaseMs = a.deps.config.leaseMs;
    while (managerB.held().length === 0) {
      b.clock.now += 5_000;
      await managerB.tick();
      expect(b.clock.now - died).toBeLessThanOrEqual(30_000);
    }
    expect(b.clock.now - died).toBeGreaterThan(leaseMs);
    expect(feedB.live()).toHaveLength(1);

    // a comes back from a long pause: it finds the lease gone and lets its connection go.
    a.clock.now = b.clock.now;
    await managerA.tick();
    expect(managerA.held()).toEqual([]);
    expect(feedA.live()).toHaveLength(0);
    await managerA.stop();
  });

  it('records the feed’s passings, notes last seen and errors, lets go of a disabled decoder', async () => {
    t = await createTestApp(dialect);
    const a = liveDeps(t.app, 'instance-a');
    const { clubId, decoderId } = await clubWithDecoder(t.app);
    await racerWithTransponder(t.app, clubId, '4711');
    const feed = fakeFeed();
    const manager = startDecoders(a.deps, feed.connect, { timer: false });
    managers.push(manager);
    await manager.tick();
    const [link] = feed.live();
    link?.onState({ connected: true });
    link?.onPassing({ transponder: '4711', at: 1_000_000 });
    link?.onPassing({ transponder: '4711', at: 1_020_000 });
    await manager.idle();
    await manager.tick();
    const passings = await t.app.db.selectFrom('livePassings').select('lapMs').orderBy('id').execute();
    expect(passings).toEqual([{ lapMs: null }, { lapMs: 20_000 }]);
    const decoder = () =>
      t.app.db
        .selectFrom('decoders')
        .select(['lastSeenAt', 'lastError'])
        .where('id', '=', decoderId)
        .executeTakeFirstOrThrow();
    expect(await decoder()).toEqual({ lastSeenAt: a.clock.now, lastError: null });

    link?.onState({ connected: false, error: 'The decoder refused the connection' });
    await manager.tick();
    expect((await decoder()).lastError).toBe('The decoder refused the connection');

    await t.app.db.updateTable('decoders').set({ enabled: 0 }).where('id', '=', decoderId).execute();
    await manager.tick();
    expect(feed.live()).toHaveLength(0);
    const leases = await t.app.db.selectFrom('leases').selectAll().execute();
    expect(leases).toEqual([]);
  });

  it('reconnects when the address changes, and gives its leases up at stop', async () => {
    t = await createTestApp(dialect);
    const a = liveDeps(t.app, 'instance-a');
    const b = liveDeps(t.app, 'instance-b');
    const { decoderId } = await clubWithDecoder(t.app);
    const feed = fakeFeed();
    const manager = startDecoders(a.deps, feed.connect, { timer: false });
    await manager.tick();
    await t.app.db.updateTable('decoders').set({ port: 5404 }).where('id', '=', decoderId).execute();
    await manager.tick();
    expect(feed.links.map((l) => [l.port, l.signal.aborted])).toEqual([
      [5403, true],
      [5404, false],
    ]);
    await manager.stop();
    expect(feed.live()).toHaveLength(0);
    // Released, not left to expire: another instance takes it at its very next round.
    const other = startDecoders(b.deps, fakeFeed().connect, { timer: false });
    managers.push(other);
    await other.tick();
    expect(other.held()).toEqual([decoderId]);
  });

  it('shows why a decoder could not be connected, and tries again next round', async () => {
    t = await createTestApp(dialect);
    const a = liveDeps(t.app, 'instance-a');
    const { decoderId } = await clubWithDecoder(t.app);
    let tries = 0;
    const manager = startDecoders(
      a.deps,
      () => {
        tries += 1;
        if (tries === 1) throw new Error('That address is on a private network');
      },
      { timer: false },
    );
    managers.push(manager);
    await manager.tick();
    const row = await t.app.db
      .selectFrom('decoders')
      .select('lastError')
      .where('id', '=', decoderId)
      .executeTakeFirstOrThrow();
    expect(row.lastError).toBe('That address is on a private network');
    await manager.tick();
    expect(tries).toBe(2);
  });
});
