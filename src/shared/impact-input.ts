import type { LapStats } from './lap-stats';
import type { RaceKind, RunSession } from './schemas/run';

/** What the impact rules (run-impact.ts, impact-confounders.ts) read of a run. */

/** The race a run was imported from, as far as the impact reads it (issue 29's race identity). */
export interface ImpactRace {
  /** "B Main", "Qualifier 3". */
  raceName: string;
  kind: RaceKind | null;
}

/** A run as the rules read it: its summary, never its laps. */
export interface ImpactRunInput {
  id: number;
  /** The version of the setup it ran on. */
  version: number;
  date: string;
  trackName: string;
  trackTempC: number | null;
  tyres: string | null;
  trackConditions: string | null;
  trackSurface: string | null;
  /** The other setup it ran with (`id@version`; a sheet's ESC setup or an ESC setup's sheet), null for none. */
  otherSetup: string | null;
  /** The racer's session kind; absent where the reader does not know it (says nothing). */
  session?: RunSession | null;
  /** The race it was, where it came from a results file. */
  race?: ImpactRace | null;
  stats: Pick<LapStats, 'laps' | 'cleanLaps' | 'top5AvgMs' | 'consistencyPct' | 'bestMs'>;
}
