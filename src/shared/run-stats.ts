import { type LapStats, lapStats } from './lap-stats';
import type { Lap, OfficialFigures } from './schemas/run';
import { MAX_LAP_DECIMALS } from './schemas/run';

/**
 * A run's figures as every screen shows them (issue 29): worked out from its laps by lapStats, then
 * the figures the results file states (laps, total, fastest lap, average) taken exactly as it states
 * them, so the app never disagrees with the timing system. `fromFile` names those; the rest (top-5,
 * best three in a row, consistency, median) are the app's own and are labelled so.
 */
export interface RunStatsInput {
  laps: readonly Lap[];
  startSegment?: boolean;
  official?: OfficialFigures | null;
}

/** The coarsest resolution among the laps: a figure worked out from them is known to no finer. */
export function lapDecimals(laps: readonly Pick<Lap, 'decimals'>[]): number {
  let decimals = MAX_LAP_DECIMALS;
  for (const lap of laps) if (lap.decimals !== undefined && lap.decimals < decimals) decimals = lap.decimals;
  return decimals;
}

export function runStats({ laps, startSegment = false, official }: RunStatsInput): LapStats {
  const stats = lapStats(
    laps.map((l) => l.timeMs),
    { startSegment, decimals: lapDecimals(laps) },
  );
  if (!official) return stats;
  const fromFile: LapStats['fromFile'] = ['laps'];
  const figures: Partial<LapStats> = { laps: official.laps };
  if (official.totalMs !== null) {
    figures.totalMs = official.totalMs;
    fromFile.push('totalMs');
  }
  if (official.bestMs !== null) {
    figures.bestMs = official.bestMs;
    fromFile.push('bestMs');
  }
  if (official.avgMs !== undefined && official.avgMs !== null) {
    figures.avgMs = official.avgMs;
    fromFile.push('avgMs');
  } else if (figures.totalMs !== undefined && official.laps > 0) {
    // The sheet's total over the sheet's laps: what its average would be.
    figures.avgMs = Math.round(figures.totalMs / official.laps);
  }
  return { ...stats, ...figures, fromFile };
}

/** Digits a figure is shown to: a file's figure as the file gives it, the app's to its laps' resolution. */
export function figureDecimals(
  stats: Pick<LapStats, 'decimals' | 'fromFile'>,
  official: Pick<OfficialFigures, 'decimals'> | null | undefined,
  figure: keyof LapStats,
): number {
  if ((stats.fromFile as string[]).includes(figure)) return official?.decimals ?? MAX_LAP_DECIMALS;
  return stats.decimals;
}
