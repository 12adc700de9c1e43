import { lapStats } from '../../../../shared/lap-stats';
import { type LapStanding, lapByLap } from '../../../../shared/race-standings';
import type { FieldDriver } from '../../../../shared/schemas/run';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import type { ChartModel } from './chart-data';

/**
 * You against the field (issue 29, item 5): the racer's place and gaps lap by lap and their pace
 * against the race's fastest drivers, from the field's laps a run imported from a results file
 * keeps. Pure, so the charts' data and their tables are tested without a chart library.
 */

/** What the run contributes: its field, whether lap 1 is a start segment, its laps' resolution. */
export interface FieldRun {
  field: readonly FieldDriver[] | null;
  startSegment: boolean;
  stats: { decimals: number };
}

export interface FieldPace {
  /** The racer's top-5 average, worked out as for every driver of the field. */
  mineMs: number | null;
  /** The mean of the top-5 averages of the field's five fastest drivers (by top-5 average). */
  fieldMs: number | null;
  /** How many drivers that mean is over (under five in a small field). */
  fieldDrivers: number;
  /** The racer's place among the drivers with a top-5 average, fastest first; null without one. */
  rank: number | null;
  /** Drivers with a top-5 average. */
  ranked: number;
}

export interface FieldView {
  standings: LapStanding[];
  drivers: number;
  startSegment: boolean;
  decimals: number;
  pace: FieldPace;
}

/** How many of the fastest drivers the field's pace is the mean of. */
export const FIELD_PACE_DRIVERS = 5;

export function fieldPace(field: readonly FieldDriver[], me: number, startSegment: boolean): FieldPace {
  const top5 = field.map((d) => lapStats(d.lapsMs, { startSegment }).top5AvgMs);
  const mineMs = top5[me] ?? null;
  const ranked = top5.flatMap((t) => (t === null ? [] : [t])).sort((a, b) => a - b);
  const fastest = ranked.slice(0, FIELD_PACE_DRIVERS);
  return {
    mineMs,
    fieldMs: fastest.length ? Math.round(fastest.reduce((s, t) => s + t, 0) / fastest.length) : null,
    fieldDrivers: fastest.length,
    rank: mineMs === null ? null : ranked.filter((t) => t < mineMs).length + 1,
    ranked: ranked.length,
  };
}

/** The run's view of its field, or null for a run with no field, none of it the racer's, or no laps of theirs. */
export function fieldView(run: FieldRun): FieldView | null {
  const field = run.field ?? [];
  const me = field.findIndex((d) => d.me);
  if (me < 0 || field.length < 2 || field[me]?.lapsMs.length === 0) return null;
  return {
    standings: lapByLap(field, me),
    drivers: field.length,
    startSegment: run.startSegment,
    decimals: run.stats.decimals,
    pace: fieldPace(field, me, run.startSegment),
  };
}

/** 'P3'. */
export const placeText = (position: number) => `P${position}`;

/** '+1.24' behind, at the laps' resolution; 'Leading' for the car in front. */
export const gapText = (ms: number | null, decimals: number): string =>
  ms === null || ms === 0 ? 'Leading' : `+${formatLapTime(ms, decimals)}`;

/** '1 (start)' for a start segment: the first crossing, not a lap of the track. */
export const crossingText = (lap: number, startSegment: boolean) =>
  startSegment && lap === 1 ? '1 (start)' : String(lap);

/** Place lap by lap, P1 at the top (the chart turns the axis over). */
export function positionChartModel(view: FieldView): ChartModel {
  const x = view.standings.map((s) => s.lap);
  return {
    x,
    lines: [
      {
        label: 'Position',
        kind: 'position',
        values: view.standings.map((s) => s.position),
        text: view.standings.map((s) => placeText(s.position)),
      },
    ],
    range: [0.5, view.drivers + 0.5],
    y: 'position',
    xText: x.map((lap) => crossingText(lap, view.startSegment)),
  };
}

/** Seconds behind the leader and behind the car just ahead, lap by lap (0 when leading). */
export function gapChartModel(view: FieldView): ChartModel {
  const x = view.standings.map((s) => s.lap);
  const leader = view.standings.map((s) => s.gapToLeaderMs);
  const ahead = view.standings.map((s) => s.gapToAheadMs ?? 0);
  const most = Math.max(0, ...leader, ...ahead) / 1000;
  return {
    x,
    lines: [
      {
        label: 'Gap to the leader',
        kind: 'gap-leader',
        values: leader.map((ms) => ms / 1000),
        text: view.standings.map((s) => gapText(s.gapToLeaderMs, view.decimals)),
      },
      {
        label: 'Gap to the car ahead',
        kind: 'gap-ahead',
        values: ahead.map((ms) => ms / 1000),
        text: view.standings.map((s) => gapText(s.gapToAheadMs, view.decimals)),
      },
    ],
    range: [0, Math.max(1, most * 1.1)],
    y: 'gap',
    xText: x.map((lap) => crossingText(lap, view.startSegment)),
  };
}
