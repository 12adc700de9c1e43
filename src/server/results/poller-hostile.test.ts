import { describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp } from '../test/harness';
import { pollDueSources, pollSourceOnce, restartSource } from './poller';
import {
  followedSource,
  POLL_MS,
  pollerDeps,
  pollerWorld,
  raceNames,
  recordingMatch,
  sourceRow,
} from './poller-harness';
import { MAX_FAILURES } from './schedule';

/**
 * What goes wrong with followed pages (issue 30): garbage, a page that drips, one that never ends,
 * a redirect inside; each counted on its own source in a racer's words while the others are read;
 * a race an instance died before matching handed over again; a stopped source restarted.
 */
describe.each(DIALECTS)('results poller, hostile and broken sources (%s)', (dialect) => {
  const setUp = pollerWorld(dialect);

  it('garbage, slow, endless and redirected-inside sources fail on their own; the good one is read', async () => {
    const { t, fixture, clock } = await setUp();
    const deps = pollerDeps(t, clock, { fetchTimeoutMs: 2_000, fetchMaxBytes: 512 * 1024 });
    const match = recordingMatch(t, clock);
    const bad = {
      garbage: await followedSource(t, `${fixture.origin}/hostile/garbage`, clock.now),
      slow: await followedSource(t, `${fixture.origin}/hostile/slow`, clock.now),
      huge: await followedSource(t, `${fixture.origin}/hostile/huge`, clock.now),
      metadata: await followedSource(t, `${fixture.origin}/hostile/metadata`, clock.now),
    };
    const good = await followedSource(t, fixture.entries.folder, clock.now);
    fixture.publishNext('folder');
    const inFlight = new Map<number, Promise<unknown>>();
    // Turns as the loop takes them: four sources at once, the next started as soon as one is done.
    do {
      await pollDueSources(deps, match, inFlight);
      await Promise.race(inFlight.values());
    } while (inFlight.size > 0);
    expect(await raceNames(t, good)).toHaveLength(1);
    const errors = Object.fromEntries(
      await Promise.all(Object.entries(bad).map(async ([k, id]) => [k, (await sourceRow(t, id)).lastError])),
    );
    expect(errors).toEqual({
      garbage: expect.stringMatching(/^The page holds no results this app can read/),
      slow: `127.0.0.1:${fixture.port} took longer than 2 s to answer.`,
      huge: 'The page is larger than 0.5 MB, more than any results page needs.',
      metadata: expect.stringMatching(/^169\.254\.169\.254 is on a private or local network/),
    });
    for (const id of Object.values(bad)) {
      const row = await sourceRow(t, id);
      expect(row.failures).toBe(1);
      expect(row.nextFetchAt).toBeGreaterThan(clock.now);
    }
    expect((await sourceRow(t, good)).lastError).toBeNull();
  });

  it('stops a source after many failures in a row; following it again restarts it', async () => {
    const { t, fixture, clock } = await setUp();
    const deps = pollerDeps(t, clock);
    const match = recordingMatch(t, clock);
    const id = await followedSource(t, `${fixture.origin}/nothing-here`, clock.now);
    for (let i = 0; i < MAX_FAILURES; i++) {
      clock.now = (await sourceRow(t, id)).nextFetchAt;
      expect(await pollSourceOnce(deps, id, match)).toEqual({
        outcome: 'failed',
        error: 'The page answered 404 (Not Found).',
      });
    }
    expect(await sourceRow(t, id)).toMatchObject({ failures: MAX_FAILURES, stoppedAt: clock.now });
    clock.now += 3600_000;
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'not-due' });

    await restartSource(t.app.db, id, clock.now);
    expect(await sourceRow(t, id)).toMatchObject({
      stoppedAt: null,
      failures: 0,
      lastError: null,
      nextFetchAt: clock.now,
    });
    expect(await pollSourceOnce(deps, id, match)).toMatchObject({ outcome: 'failed' });
  });

  it('hands a race left unmatched (an instance died after storing it) to the matching again', async () => {
    const { t, fixture, clock } = await setUp();
    const deps = pollerDeps(t, clock);
    const id = await followedSource(t, fixture.entries.printout, clock.now);
    fixture.publishNext('printout');
    fixture.publishNext('printout');
    const crashed: number[] = [];
    const crash = async (raceId: number) => {
      crashed.push(raceId);
      throw new Error('instance died before matching');
    };
    expect(await pollSourceOnce(deps, id, crash)).toEqual({ outcome: 'changed', newRaces: 2 });
    expect(crashed).toHaveLength(2);

    const match = recordingMatch(t, clock);
    clock.now += POLL_MS;
    // The page did not change (304): its races are still handed over, and only once matched.
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'unchanged', newRaces: 0 });
    expect(match.calls).toEqual(crashed);
    clock.now = (await sourceRow(t, id)).nextFetchAt;
    await pollSourceOnce(deps, id, match);
    expect(match.calls).toEqual(crashed);
  });

  it('an index listing a race page not up yet reads it at a later poll, the wait not counted a change', async () => {
    const { t, fixture, clock } = await setUp({ listAhead: true });
    const deps = pollerDeps(t, clock);
    const match = recordingMatch(t, clock);
    const id = await followedSource(t, fixture.entries.liverc, clock.now);
    const second = '/liverc/results/?p=view_race_result&id=6304829';
    fixture.publishNext('liverc');
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'changed', newRaces: 1 });
    // No validators kept: the next poll reads the event page whole and tries the missing page again.
    expect(await sourceRow(t, id)).toMatchObject({ etag: null, lastModified: null });
    clock.now += POLL_MS;
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'unchanged', newRaces: 0 });
    expect((await sourceRow(t, id)).nextFetchAt).toBe(clock.now + 1.5 * POLL_MS);
    expect(fixture.requests(second)).toEqual({ total: 2, notModified: 0 });
    fixture.publishNext('liverc');
    clock.now += 1.5 * POLL_MS;
    expect(await pollSourceOnce(deps, id, match)).toEqual({ outcome: 'changed', newRaces: 1 });
    expect(await raceNames(t, id)).toEqual(['1/8 Electric Buggy A3-Main', '1/8 Nitro Buggy A-Main']);
    expect(fixture.requests('/liverc/results/?p=view_race_result&id=6304822').total).toBe(1);
  });

  it('a failure on our side (the worker) backs the source off too, rather than fetching it every turn', async () => {
    const { t, fixture, clock } = await setUp();
    const broken = { readPublished: async () => Promise.reject(new Error('worker exited')) };
    const deps = { ...pollerDeps(t, clock), heavy: broken as unknown as TestApp['app']['heavy'] };
    const id = await followedSource(t, fixture.entries.printout, clock.now);
    fixture.publishNext('printout');
    expect(await pollSourceOnce(deps, id, recordingMatch(t, clock))).toEqual({
      outcome: 'failed',
      error: 'The page could not be read because of a problem on this server; it is tried again later.',
    });
    expect(await sourceRow(t, id)).toMatchObject({ failures: 1, nextFetchAt: clock.now + 1.5 * POLL_MS });
  });
});
