import type { LapStats } from '../../../../shared/lap-stats';
import { figureDecimals } from '../../../../shared/run-stats';
import type { Lap, OfficialFigures, RunSession, RunSummary } from '../../../../shared/schemas/run';
import { formatLapTime } from '../../../../shared/timing/lap-time';

/** How race day names and prints things. */

export const SESSION_LABELS: Record<RunSession, string> = {
  practice: 'Practice',
  qualifier: 'Qualifier',
  main: 'Main',
  test: 'Test',
};

/**
 * A lap time or total to `decimals` digits (absent: to the millisecond), or a dash for a figure there
 * is none of (a run of one lap has no consistency).
 */
export const lapTimeOrDash = (ms: number | null | undefined, decimals?: number): string =>
  ms === null || ms === undefined ? '—' : formatLapTime(ms, decimals);

/** A lap as it was recorded: 16.36 stays 16.36 (issue 29). */
export const lapText = (lap: Pick<Lap, 'timeMs' | 'decimals'>): string =>
  formatLapTime(lap.timeMs, lap.decimals);

/** The time figures of a run's stats. */
export type TimeFigure =
  | 'totalMs'
  | 'bestMs'
  | 'avgMs'
  | 'medianMs'
  | 'best3ConsecutiveMs'
  | 'top5AvgMs'
  | 'cleanAvgMs';

/**
 * One of a run's figures as every screen shows it: the file's as the file gives it, the app's to its
 * laps' resolution (src/shared/run-stats.ts figureDecimals).
 */
export const figureText = (
  run: { stats: LapStats; official?: OfficialFigures | null },
  figure: TimeFigure,
): string => lapTimeOrDash(run.stats[figure], figureDecimals(run.stats, run.official, figure));

/** Whether a figure is the timing system's own (the file states it) rather than worked out by the app. */
export const isOfficial = (stats: Pick<LapStats, 'fromFile'>, figure: keyof LapStats): boolean =>
  (stats.fromFile as string[]).includes(figure);

export const percentOrDash = (value: number | null): string =>
  value === null ? '—' : `${value.toFixed(1)}%`;

/** The racer's calendar day (YYYY-MM-DD) in their own time zone: race day is local. */
export function todayLocal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let clock: Intl.DateTimeFormat | undefined;

/** When the run was logged, as the racer's clock reads it ('14:32'): what "each run's time" shows. */
export function loggedAt(run: Pick<RunSummary, 'createdAt'>): string {
  clock ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  return clock.format(new Date(run.createdAt));
}

let day: Intl.DateTimeFormat | undefined;

/** '2012-01-14' as the racer reads a date ('14 Jan 2012'), the calendar day unshifted by time zones. */
export function formatRunDate(date: string): string {
  day ??= new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return day.format(new Date(`${date}T00:00:00Z`));
}

/** Where a run's car list is: the car's runs, or race day for a run whose car was deleted. */
export const runListHref = (run: Pick<RunSummary, 'rcCarId'>) =>
  run.rcCarId === null ? '/race-day' : `/race-day/cars/${run.rcCarId}`;

/** A round as a racer reads it: 'Round 3' where the file gives a bare number, else as written ('Q2'). */
export const roundLabel = (round: string) => (/^\d+$/.test(round) ? `Round ${round}` : round);

/** 'Qualifier R2 · Tacoma RC': a run's session, its round where it has one, and the track. */
export function runTitle(run: Pick<RunSummary, 'session' | 'round' | 'trackName'>): string {
  const session = run.round
    ? `${SESSION_LABELS[run.session]} ${roundLabel(run.round)}`
    : SESSION_LABELS[run.session];
  return `${session} · ${run.trackName}`;
}
