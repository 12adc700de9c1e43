import type { RaceGap } from './schemas/run';

/**
 * Where a driver stood in a race, lap by lap and at the finish (issue 29), from every driver's lap
 * times as the results file gives them. Pure: the import keeps the finish gaps, the run page draws
 * the position and gap charts from the same code.
 *
 * A driver's time at lap k is the sum of their first k laps (lap 1 the start segment where the race
 * has one: every driver crossed the same line from the same start, so cumulative times compare).
 * At lap k the drivers who crossed it earlier are ahead: a lapped car is behind everyone who has
 * done more laps, as on the timing screen.
 */
export interface StandingsDriver {
  lapsMs: readonly number[];
  /** The file's finishing position, where it gives one. */
  position?: number | null;
  /** The file's lap count and total, where it states them (they win over the lap grid's). */
  official?: { laps: number; totalMs: number | null } | null;
}

export interface LapStanding {
  lap: number;
  position: number;
  /** Behind the first driver to cross this lap; 0 when leading. */
  gapToLeaderMs: number;
  /** Behind the driver who crossed this lap just before; null when leading. */
  gapToAheadMs: number | null;
}

/** Each driver's time at the end of each lap: `[t1, t1 + t2, …]`. */
export function cumulativeTimes(lapsMs: readonly number[]): number[] {
  const out: number[] = [];
  let sum = 0;
  for (const t of lapsMs) {
    sum += t;
    out.push(sum);
  }
  return out;
}

/** The driver's position and gaps at each lap they completed. */
export function lapByLap(field: readonly StandingsDriver[], me: number): LapStanding[] {
  const times = field.map((d) => cumulativeTimes(d.lapsMs));
  const mine = times[me] ?? [];
  return mine.map((at, i) => {
    let ahead = 0;
    let leader = at;
    let justAhead: number | null = null;
    times.forEach((theirs, other) => {
      const t = theirs[i];
      if (other === me || t === undefined) return;
      if (t < leader) leader = t;
      if (t < at) {
        ahead += 1;
        if (justAhead === null || t > justAhead) justAhead = t;
      }
    });
    return {
      lap: i + 1,
      position: ahead + 1,
      gapToLeaderMs: at - leader,
      gapToAheadMs: justAhead === null ? null : at - justAhead,
    };
  });
}

const lapsOf = (d: StandingsDriver) => d.official?.laps ?? d.lapsMs.length;
const totalOf = (d: StandingsDriver) => d.official?.totalMs ?? d.lapsMs.reduce((s, t) => s + t, 0);

/**
 * The finishing order: the file's positions where it gives them all, else more laps first, then
 * the shorter total. Returns the drivers' indexes, winner first.
 */
export function finishingOrder(field: readonly StandingsDriver[]): number[] {
  const indexes = field.map((_, i) => i);
  if (field.length > 0 && field.every((d) => typeof d.position === 'number'))
    return indexes.sort((a, b) => (field[a]?.position as number) - (field[b]?.position as number));
  return indexes.sort((a, b) => {
    const da = field[a] as StandingsDriver;
    const db = field[b] as StandingsDriver;
    return lapsOf(db) - lapsOf(da) || totalOf(da) - totalOf(db);
  });
}

/**
 * Behind `them` at the finish: whole laps down, and the time between the two crossing the line at
 * the racer's last lap count (their total against the other's time at that lap).
 */
function gapBetween(me: StandingsDriver, them: StandingsDriver): RaceGap {
  const myLaps = lapsOf(me);
  const laps = Math.max(0, lapsOf(them) - myLaps);
  const theirAtMyLaps =
    laps === 0 ? totalOf(them) : (cumulativeTimes(them.lapsMs)[myLaps - 1] ?? totalOf(them));
  return { laps, ms: Math.round(totalOf(me) - theirAtMyLaps) };
}

export interface FinishStanding {
  position: number;
  gapToWinner: RaceGap | null;
  gapToAhead: RaceGap | null;
}

/** The driver's finishing position and gaps to the winner and to the driver one place ahead. */
export function finishStanding(field: readonly StandingsDriver[], me: number): FinishStanding | null {
  const order = finishingOrder(field);
  const place = order.indexOf(me);
  const mine = field[me];
  if (place < 0 || !mine) return null;
  const position = typeof mine.position === 'number' ? mine.position : place + 1;
  if (place === 0) return { position, gapToWinner: null, gapToAhead: null };
  const winner = field[order[0] as number] as StandingsDriver;
  const ahead = field[order[place - 1] as number] as StandingsDriver;
  return { position, gapToWinner: gapBetween(mine, winner), gapToAhead: gapBetween(mine, ahead) };
}
