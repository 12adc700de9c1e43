import { afterEach } from 'vitest';
import type { BackgroundDeps } from '../arrivals/types';
import type { ArrivalsConfig } from '../config';
import type { DialectName } from '../db/dialect';
import { createTestApp, registerRacer, type TestApp } from '../test/harness';
import { type FixtureOptions, type FixtureServer, startFixtureServer } from './fixture-server';
import type { OnRace } from './poller';

/** What the poller's tests share: deps on a test app with a clock they move, sources, followers. */

export const POLL_MS = 60_000;

export interface Clock {
  now: number;
}

export function pollerDeps(t: TestApp, clock: Clock, config: Partial<ArrivalsConfig> = {}): BackgroundDeps {
  const app = t.app;
  return {
    db: app.db,
    heavy: app.heavy,
    log: app.log,
    config: {
      ...app.config.arrivals,
      allowHosts: ['127.0.0.1'],
      pollMs: POLL_MS,
      fetchTimeoutMs: 5_000,
      instanceId: 'instance-a',
      ...config,
    },
    notifier: { notify: async () => {} },
    now: () => clock.now,
  };
}

/** A source followed by `followers` new racers, due now. */
export async function followedSource(t: TestApp, url: string, now: number, followers = 1): Promise<number> {
  const db = t.app.db;
  const { id } = await db
    .insertInto('resultSources')
    .values({ url, nextFetchAt: now, createdAt: new Date(now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < followers; i++) {
    const racer = await registerRacer(t.app);
    await db
      .insertInto('sourceFollows')
      .values({ sourceId: id, userId: racer.user.id, createdAt: new Date(now).toISOString() })
      .execute();
  }
  return id;
}

/** Stands in for the matching: records each race it is handed and marks it matched. */
export function recordingMatch(t: TestApp, clock: Clock): OnRace & { calls: number[] } {
  const calls: number[] = [];
  const onRace = async (sourceRaceId: number) => {
    calls.push(sourceRaceId);
    await t.app.db
      .updateTable('sourceRaces')
      .set({ matchedAt: clock.now })
      .where('id', '=', sourceRaceId)
      .execute();
  };
  return Object.assign(onRace, { calls });
}

export async function sourceRow(t: TestApp, id: number) {
  return t.app.db.selectFrom('resultSources').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function raceNames(t: TestApp, sourceId: number): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('sourceRaces')
    .select('name')
    .where('sourceId', '=', sourceId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.name);
}

export interface PollerWorld {
  t: TestApp;
  fixture: FixtureServer;
  clock: Clock;
}

/**
 * A fresh app and fixture server per test, closed after it: `const { t, fixture, clock } = await
 * setUp()` at a test's start (registers its own afterEach).
 */
export function pollerWorld(dialect: DialectName): (fixture?: FixtureOptions) => Promise<PollerWorld> {
  let world: Partial<PollerWorld> = {};
  afterEach(async () => {
    await world.fixture?.close();
    await world.t?.close();
    world = {};
  });
  return async (options = {}) => {
    world.t = await createTestApp(dialect);
    world.fixture = await startFixtureServer(options);
    world.clock = { now: Date.now() };
    return world as PollerWorld;
  };
}
