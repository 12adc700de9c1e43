import type { LapStats } from '../../shared/lap-stats';
import { cleanLapTimes, fastestFigures } from '../../shared/lap-stats';
import { MAX_LAP_DECIMALS } from '../../shared/schemas/run';
import type { TyreSetUsage } from '../../shared/schemas/tyre-set';
import type { Db } from '../db';

/** One run on a set, as the set's page lists it. */
export interface RunOnSet {
  tyreSetId: number;
  id: number;
  rcCarId: number | null;
  date: string;
  trackName: string;
  session: string;
  stats: LapStats;
  laps: number[];
  /** Lap 1 is a start segment: never one of the set's clean laps (issue 29). */
  startSegment: boolean;
}

/** The racer's runs that name these sets (all of theirs when `ids` is absent), newest first. */
export async function runsOnSets(db: Db, userId: number, ids?: readonly number[]): Promise<RunOnSet[]> {
  if (ids?.length === 0) return [];
  let query = db
    .selectFrom('runTyreSets')
    .innerJoin('runs', 'runs.id', 'runTyreSets.runId')
    .select([
      'runTyreSets.tyreSetId',
      'runs.id',
      'runs.rcCarId',
      'runs.date',
      'runs.trackName',
      'runs.session',
      'runs.stats',
      'runs.laps',
      'runs.startSegment',
    ])
    .where('runs.userId', '=', userId);
  if (ids) query = query.where('runTyreSets.tyreSetId', 'in', ids);
  const rows = await query.orderBy('runs.date', 'desc').orderBy('runs.id', 'desc').execute();
  return rows.map((row) => ({
    ...row,
    startSegment: row.startSegment === 1,
    stats: JSON.parse(row.stats) as LapStats,
    laps: (JSON.parse(row.laps) as Array<[number, number]>).map(([, timeMs]) => timeMs),
  }));
}

/**
 * What a set has done: its runs and laps as the run log counts them, and the best lap and top-5
 * average over the clean laps of every run on it (each run's laps judged clean as its own stats
 * judge them, so a crash in one run never counts against another, and a start segment never is
 * one). The figures are known to the coarsest resolution of the runs' laps.
 */
export function usageOf(runs: readonly RunOnSet[]): TyreSetUsage {
  const clean = runs.flatMap((run) => cleanLapTimes(run.laps, run.startSegment));
  return {
    runs: runs.length,
    laps: runs.reduce((sum, run) => sum + run.stats.laps, 0),
    ...fastestFigures(clean),
    decimals: Math.min(MAX_LAP_DECIMALS, ...runs.map((run) => run.stats.decimals ?? MAX_LAP_DECIMALS)),
    lastRunOn: runs[0]?.date ?? null,
  };
}
