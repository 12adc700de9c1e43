import type { ParsedDriver, ParsedResult } from '../../shared/timing/types';
import type { Db } from '../db';
import { createNotifier } from '../services/notices';
import type { MatchDeps } from '../services/race-matches';
import type { TestApp } from './harness';

/** Followed races for the tests of issue 30: a race as the poller stores it, without a poller. */

let sources = 0;

/** A driver of a published race: `lapsMs` as the timing system timed them. */
export function driver(name: string, lapsMs: number[], extra: Partial<ParsedDriver> = {}): ParsedDriver {
  return { name, laps: lapsMs.map((timeMs, i) => ({ lapNo: i + 1, timeMs })), ...extra };
}

/** One race as the source's result (the poller stores one race per row). */
export function raceResult(
  name: string,
  drivers: ParsedDriver[],
  extra: Partial<ParsedResult> = {},
): ParsedResult {
  return {
    format: 'liverc',
    event: 'Winter Series Round 3',
    date: '2026-11-28',
    track: 'Thunder Alley',
    races: [{ name, startSegment: false, drivers }],
    ...extra,
  };
}

/** A public address (example.com's): the tests never fetch it, the address policy lets it through. */
export const publicUrl = (path = `results/${++sources}`) => `http://93.184.216.34/${path}`;

export async function insertSource(db: Db, url = publicUrl(), nowMs = Date.now()): Promise<number> {
  const row = await db
    .insertInto('resultSources')
    .values({ url, nextFetchAt: nowMs, createdAt: new Date(nowMs).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A race read from the source, as the poller writes it (`seenAt` when it was read). */
export async function insertRace(
  db: Db,
  sourceId: number,
  result: ParsedResult,
  seenAt = Date.now(),
): Promise<number> {
  const name = result.races[0]?.name ?? 'Race';
  const row = await db
    .insertInto('sourceRaces')
    .values({
      sourceId,
      raceKey: `${name}:${seenAt}:${Math.random()}`,
      url: 'http://93.184.216.34/results/race',
      name,
      result: JSON.stringify(result),
      seenAt,
      matchedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the poller hands matchSourceRace, for a test app: its database, log and a notifier. */
export function matchDeps(t: TestApp): MatchDeps {
  const { db } = t.database;
  return {
    db,
    log: t.app.log,
    notifier: createNotifier(db, t.app.config.arrivals, t.app.log),
    now: () => Date.now(),
  };
}

/** The racer's notices as stored, oldest first. */
export function noticesOf(db: Db, userId: number) {
  return db
    .selectFrom('notices')
    .select(['kind', 'title', 'body', 'runId', 'matchId', 'readAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}
