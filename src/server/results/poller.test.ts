import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/harness';
import { pollDueSources, pollSourceOnce, startResultPolling } from './poller';
import {
  followedSource,
  POLL_MS,
  pollerDeps,
  pollerWorld,
  raceNames,
  recordingMatch,
  sourceRow,
} from './poller-harness';

/**
 * The results poller against the fixture server publishing the real sample pages (issue 30):
 * polite conditional polling, each race stored and handed to the matching once, on both databases.
 */
const EVENT = '/liverc/results/?p=view_event&id=486677';
const RACE_1 = '/liverc/results/?p=view_race_result&id=6304822';
const RACE_2 = '/liverc/results/?p=view_race_result&id=6304829';

describe.each(DIALECTS)('results poller (%s)', (dialect) => {
  const setUp = pollerWorld(dialect);

  it('reads an event page race by race: each race page fetched once, the unchanged event answered 304', async () => {
    const { t, fixture, clock } = await setUp();
    const deps = pollerDeps(t, clock);
    const match = recordingMatch(t, clock);
    const id = await followedSource(t, fixture.entries.liverc, clock.now);

    fixture.publishNext('liverc');
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'changed', newRaces: 1 });
    expect(await raceNames(t, id)).toEqual(['1/8 Electric Buggy A3-Main']);
    expect(match.calls).toHaveLength(1);

    // Not due again before its interval, however often asked.
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'not-due' });
    clock.now += POLL_MS;
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'unchanged', newRaces: 0 });
    expect(fixture.requests(EVENT)).toEqual({ total: 2, notModified: 1 });

    fixture.publishNext('liverc');
    clock.now += POLL_MS * 2;
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'changed', newRaces: 1 });
    expect(await raceNames(t, id)).toEqual(['1/8 Electric Buggy A3-Main', '1/8 Nitro Buggy A-Main']);
    expect(fixture.requests(RACE_1).total).toBe(1);
    expect(fixture.requests(RACE_2).total).toBe(1);
    expect(match.calls).toHaveLength(2);
    const row = await sourceRow(t, id);
    expect(row).toMatchObject({
      failures: 0,
      lastError: null,
      lastChangedAt: clock.now,
      nextFetchAt: clock.now + POLL_MS,
    });
    expect(row.etag).toMatch(/^"/);
    const stored = await t.app.db
      .selectFrom('sourceRaces')
      .select(['raceKey', 'url', 'result'])
      .orderBy('id')
      .execute();
    expect(stored[0]).toMatchObject({ raceKey: 'liverc:6304822', url: `${fixture.origin}${RACE_1}` });
    expect(JSON.parse(stored[0]?.result ?? '{}').races).toHaveLength(1);
  });

  it('fetches a source many racers follow once per interval', async () => {
    const { t, fixture, clock } = await setUp();
    const deps = pollerDeps(t, clock);
    const match = recordingMatch(t, clock);
    await followedSource(t, fixture.entries.printout, clock.now, 5);
    fixture.publishNext('printout');
    const turn = async () => {
      const inFlight = new Map<number, Promise<unknown>>();
      await pollDueSources(deps, match, inFlight);
      await Promise.all(inFlight.values());
    };
    await turn();
    await turn();
    clock.now += POLL_MS / 2;
    await turn();
    expect(fixture.requests('/rcscoringpro/friday-night.txt').total).toBe(1);
    clock.now += POLL_MS / 2;
    fixture.publishNext('printout');
    await turn();
    await turn();
    expect(fixture.requests('/rcscoringpro/friday-night.txt').total).toBe(2);
    // The printout grew by a race: only that one is new, and handed to the matching once.
    expect(match.calls).toHaveLength(2);
  });

  it('two instances polling one database store each race once and fetch each page once', async () => {
    const { t, fixture, clock } = await setUp();
    const a = pollerDeps(t, clock, { instanceId: 'instance-a' });
    const b = pollerDeps(t, clock, { instanceId: 'instance-b' });
    const match = recordingMatch(t, clock);
    const id = await followedSource(t, fixture.entries.liverc, clock.now, 2);
    fixture.publishNext('liverc');
    fixture.publishNext('liverc');
    for (let round = 0; round < 3; round++) {
      const outcomes = await Promise.all([pollSourceOnce(a, id, match), pollSourceOnce(b, id, match)]);
      expect(outcomes.filter((o) => o.outcome === 'changed' || o.outcome === 'unchanged')).toHaveLength(1);
      // The lease is given back after each poll: the next fetch time alone keeps the other away.
      expect(await t.app.db.selectFrom('leases').selectAll().execute()).toEqual([]);
      fixture.publishNext('liverc');
      clock.now += POLL_MS;
    }
    expect(await raceNames(t, id)).toHaveLength(3);
    expect(new Set(match.calls).size).toBe(3);
    expect(match.calls).toHaveLength(3);
    for (const path of [RACE_1, RACE_2]) expect(fixture.requests(path).total).toBe(1);
    expect(fixture.requests(EVENT).total).toBe(3);
  });

  it('backs off while nothing changes, up to ten intervals, and stops a day after the last change', async () => {
    const { t, fixture, clock } = await setUp();
    const deps = pollerDeps(t, clock);
    const match = recordingMatch(t, clock);
    const id = await followedSource(t, fixture.entries.myrcm, clock.now);
    fixture.publishNext('myrcm');
    expect(await pollSourceOnce(deps, id, match)).toMatchObject({ outcome: 'changed', newRaces: 1 });
    const changedAt = clock.now;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const before = await sourceRow(t, id);
      clock.now = before.nextFetchAt;
      expect(await pollSourceOnce(deps, id, match)).toMatchObject({ outcome: 'unchanged' });
      waits.push((await sourceRow(t, id)).nextFetchAt - clock.now);
    }
    expect(waits.slice(0, 4)).toEqual([1.5, 2.25, 3.375, 5.0625].map((f) => f * POLL_MS));
    expect(waits.slice(-2)).toEqual([10 * POLL_MS, 10 * POLL_MS]);
    expect((await sourceRow(t, id)).stoppedAt).toBeNull();

    // A change brings it back to the interval.
    fixture.publishNext('myrcm');
    clock.now = (await sourceRow(t, id)).nextFetchAt;
    expect(await pollSourceOnce(deps, id, match)).toMatchObject({ outcome: 'changed', newRaces: 1 });
    expect((await sourceRow(t, id)).nextFetchAt).toBe(clock.now + POLL_MS);
    expect(clock.now).toBeGreaterThan(changedAt);

    const lastChange = clock.now;
    while (clock.now < lastChange + 24 * 3600_000) {
      clock.now = (await sourceRow(t, id)).nextFetchAt;
      await pollSourceOnce(deps, id, match);
    }
    const stopped = await sourceRow(t, id);
    expect(stopped.stoppedAt).toBe(clock.now);
    clock.now += POLL_MS * 100;
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'not-due' });
  });

  it('the background loop reads a published race by itself and holds no lease once stopped', async () => {
    const { t, fixture, clock } = await setUp();
    // Real time here: a short interval, and a generous limit on waiting (not a timed assertion).
    const deps = { ...pollerDeps(t, clock, { pollMs: 1_000 }), now: () => Date.now() };
    const match = recordingMatch(t, clock);
    const id = await followedSource(t, fixture.entries.liverc, Date.now());
    fixture.publishNext('liverc');
    const poller = startResultPolling(deps, match);
    try {
      for (let waited = 0; match.calls.length === 0 && waited < 30_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await poller.stop();
    }
    expect(await raceNames(t, id)).toEqual(['1/8 Electric Buggy A3-Main']);
    expect(await t.app.db.selectFrom('leases').selectAll().execute()).toEqual([]);
  });
});
