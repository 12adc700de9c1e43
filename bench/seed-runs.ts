import type { Insertable } from 'kysely';
import type { Db } from '../src/server/db';
import type { RunsTable } from '../src/server/db/schema';
import { lapStats } from '../src/shared/lap-stats';
import { DEFAULT_SEED } from './seed';
import { LONG_HISTORY, longHistorySheetId } from './seed-versions';

/**
 * Issue 16: one car per racer, for the first racers, with a season of runs: 500 runs of 40 laps
 * (20,000 laps) on the versions of its setup sheet, the sheet with 500 versions
 * (bench/seed-versions.ts). Inserted directly, with the stats the app computes at save
 * (shared/lap-stats.ts) and the laps as services/runs.ts stores them. For the impact answer and
 * for a runs list (`GET /api/runs?rcCarId=`): export and reuse.
 */
export const RUN_HEAVY = { racers: LONG_HISTORY.racers, runs: 500, lapsPerRun: 40 };

/** The seed gives racer i the cars i·n+1 … i·n+n; the first is the one its long-history sheet is on. */
export const runHeavyCarId = (index: number, carsPerRacer = DEFAULT_SEED.carsPerRacer) =>
  index * carsPerRacer + 1;
export const runHeavySheetId = (index: number, sheetsPerRacer = DEFAULT_SEED.sheetsPerRacer) =>
  longHistorySheetId(index, sheetsPerRacer);

const TRACKS = ['Clay Kings', 'Carpet Arena', 'Riverside Raceway'];
const TYRES = ['Pin spikes', 'Mini pins'];
const CONDITIONS = ['Dry', 'Dusty', 'Wet'];

/** A deterministic sequence, so every seed holds the same laps. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/**
 * Ten runs a day at one track; five runs on a version, then a change: versions 1, 6, 11, … run,
 * the four between do not (as a racer saves several changes between sessions).
 */
function runRow(userId: number, carId: number, sheetId: number, r: number, random: () => number) {
  const day = Math.floor(r / 10);
  const pace = 20_000 + (day % 3) * 4_000 - (r % 50) * 10;
  const laps = Array.from({ length: RUN_HEAVY.lapsPerRun }, (_, i) => {
    const crash = random() < 0.05 ? 6_000 : 0;
    return [i + 1, Math.round(pace + random() * 900 + crash)] as [number, number];
  });
  const date = new Date(Date.UTC(2025, 2, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const now = `${date}T12:00:00.000Z`;
  return {
    userId,
    rcCarId: carId,
    setupSheetId: sheetId,
    setupVersion: 1 + Math.floor(r / 5) * 5,
    escSetupId: null,
    escVersion: null,
    date,
    trackName: TRACKS[day % TRACKS.length] as string,
    eventName: null,
    session: 'practice',
    round: null,
    trackSurface: 'Clay',
    trackConditions: CONDITIONS[Math.floor(day / 7) % CONDITIONS.length] as string,
    airTempC: 18,
    trackTempC: 20 + (day % 12),
    humidityPct: 55,
    tyres: TYRES[Math.floor(day / 5) % TYRES.length] as string,
    rating: null,
    notes: null,
    source: 'manual',
    laps: JSON.stringify(laps),
    stats: JSON.stringify(lapStats(laps.map(([, ms]) => ms))),
    official: null,
    importKey: null,
    createdAt: now,
    updatedAt: now,
  } satisfies Insertable<RunsTable>;
}

/** The first RUN_HEAVY.racers racers (ids in order, a fresh database) each get their car's season. */
export async function seedRuns(db: Db, options = DEFAULT_SEED): Promise<void> {
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(RUN_HEAVY.racers).execute();
  const random = rng(16);
  for (const [index, { id: userId }] of users.entries()) {
    const carId = runHeavyCarId(index, options.carsPerRacer);
    const sheetId = runHeavySheetId(index, options.sheetsPerRacer);
    const sheet = await db
      .selectFrom('setupSheets')
      .select(['userId', 'rcCarId'])
      .where('id', '=', sheetId)
      .executeTakeFirst();
    if (sheet?.userId !== userId || sheet.rcCarId !== carId)
      throw new Error(`bench seed: sheet ${sheetId} is not on racer ${userId}'s car ${carId}`);
    const rows = Array.from({ length: RUN_HEAVY.runs }, (_, r) => runRow(userId, carId, sheetId, r, random));
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 100)
        await trx
          .insertInto('runs')
          .values(rows.slice(i, i + 100))
          .execute();
    });
  }
}
