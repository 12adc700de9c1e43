import type { Selectable } from 'kysely';
import { runStats } from '../../shared/run-stats';
import type { Lap, OfficialFigures, RunSession, RunSource, RunSummary } from '../../shared/schemas/run';
import type { RunsTable } from '../db/schema';

/** How a run is kept in its `runs` row and read back (services/runs.ts writes and reads through these). */

/** Every column a list shows: all but the laps (and the import identity, which is ours). */
export const RUN_SUMMARY_COLUMNS = [
  'id',
  'rcCarId',
  'setupSheetId',
  'setupVersion',
  'escSetupId',
  'escVersion',
  'date',
  'trackName',
  'eventName',
  'session',
  'round',
  'trackSurface',
  'trackConditions',
  'airTempC',
  'trackTempC',
  'humidityPct',
  'tyres',
  'rating',
  'notes',
  'source',
  'startSegment',
  'stats',
  'official',
  'race',
  'clientRef',
  'createdAt',
  'updatedAt',
] as const;

type SummaryRow = Pick<Selectable<RunsTable>, (typeof RUN_SUMMARY_COLUMNS)[number]>;

export function toRunSummary(row: SummaryRow): RunSummary {
  return {
    ...row,
    session: row.session as RunSession,
    source: row.source as RunSource,
    startSegment: row.startSegment === 1,
    stats: JSON.parse(row.stats),
    official: row.official ? JSON.parse(row.official) : null,
    race: row.race ? JSON.parse(row.race) : null,
  };
}

/**
 * Laps are stored as `[[lapNo, timeMs], …]`, a third item where the source gave fewer than three
 * decimals (`[3, 16360, 2]`): a 500-lap run is a few kilobytes.
 */
export const storeLaps = (laps: readonly Lap[]) =>
  JSON.stringify(
    laps.map((l) => (l.decimals === undefined ? [l.lapNo, l.timeMs] : [l.lapNo, l.timeMs, l.decimals])),
  );
export const readLaps = (text: string): Lap[] =>
  (JSON.parse(text) as Array<[number, number, number?]>).map(([lapNo, timeMs, decimals]) =>
    decimals === undefined ? { lapNo, timeMs } : { lapNo, timeMs, decimals },
  );
export const storeStats = (
  laps: readonly Lap[],
  startSegment = false,
  official: OfficialFigures | null = null,
) => JSON.stringify(runStats({ laps, startSegment, official }));
