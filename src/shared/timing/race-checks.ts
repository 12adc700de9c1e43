import type { Lap, OfficialFigures } from '../schemas/run';
import { formatLapTime } from './lap-time';
import type { ParsedDriver, ParsedRace, UnreadPart } from './types';

/**
 * Checks every parser makes of a race against the file's own figures (issue 29): whether the
 * system leaves lap 1 out of its figures (a start segment), and a plain note for a driver whose laps
 * disagree with the results. A lap read to fewer digits than the ms is up to one unit of its last
 * digit from the time the system measured (cells are cut or rounded), which every check allows.
 */
const unitMs = (decimals: number | undefined) => 10 ** (3 - (decimals ?? 3));

/** How far the sum of laps can be from the time the system added them up to. */
const sumSlack = (laps: readonly Lap[], official: OfficialFigures) =>
  laps.reduce((slack, lap) => slack + unitMs(lap.decimals), 0) + unitMs(official.decimals);

type Vote = 'left out' | 'counted' | null;

/** A driver's fastest lap as the file states it against lap 1 and the laps after it. */
function bestVote(laps: readonly Lap[], official: OfficialFigures): Vote {
  if (official.bestMs === null) return null;
  const [first, ...rest] = laps as [Lap, ...Lap[]];
  const slack = unitMs(first.decimals) + unitMs(official.decimals);
  // Lap 1 faster than the stated fastest lap: the system did not count it.
  if (first.timeMs < official.bestMs - slack) return 'left out';
  // A loop, not Math.min(...laps): a crafted file's 300,000 laps would overflow the call's arguments.
  let restBest = Number.POSITIVE_INFINITY;
  for (const lap of rest) if (lap.timeMs < restBest) restBest = lap.timeMs;
  const onlyLapOne = Math.abs(first.timeMs - official.bestMs) <= slack && restBest > official.bestMs + slack;
  return onlyLapOne ? 'counted' : null;
}

/** A driver's average lap as the file states it: over every lap, or over all but lap 1. */
function averageVote(laps: readonly Lap[], official: OfficialFigures): Vote {
  if (official.avgMs == null || official.totalMs === null) return null;
  const n = laps.length;
  const first = (laps[0] as Lap).timeMs;
  const overAll = official.totalMs / n;
  const overRest = (official.totalMs - first) / (n - 1);
  const slack = unitMs(official.decimals) + unitMs((laps[0] as Lap).decimals) / (n - 1);
  if (Math.abs(overAll - overRest) <= 2 * slack) return null;
  return Math.abs(official.avgMs - overRest) < Math.abs(official.avgMs - overAll) ? 'left out' : 'counted';
}

/**
 * Whether the system's own figures leave lap 1 out, so that to it lap 1 is the start to the first
 * crossing and not a lap of the track: the drivers' fastest laps decide (a lap 1 quicker than the
 * stated fastest lap, or a fastest lap that only lap 1 can be), else their average laps (over every
 * lap or all but lap 1); undefined when the file shows neither (the system's usual way decides).
 * `byAverage: false` for a system whose average is the total over every lap whatever it counts.
 */
export function lapOneLeftOut(
  drivers: readonly ParsedDriver[],
  { byAverage = true }: { byAverage?: boolean } = {},
): boolean | undefined {
  const votes = { best: { out: 0, in: 0 }, average: { out: 0, in: 0 } };
  const count = (tally: { out: number; in: number }, vote: Vote) => {
    if (vote === 'left out') tally.out++;
    else if (vote === 'counted') tally.in++;
  };
  for (const { laps, official } of drivers) {
    if (!official || laps.length < 2 || official.laps !== laps.length) continue;
    count(votes.best, bestVote(laps, official));
    if (byAverage) count(votes.average, averageVote(laps, official));
  }
  for (const tally of [votes.best, votes.average]) if (tally.out !== tally.in) return tally.out > tally.in;
  return undefined;
}

/** What disagrees between a driver's laps and the results, in plain words; undefined when nothing. */
export function disagreement(
  driver: ParsedDriver,
  raceHasLaps: boolean,
  where = 'lap table',
): string | undefined {
  const { laps, official } = driver;
  if (!official) return undefined;
  const kept = "the results' figures are kept";
  if (laps.length === 0) {
    return raceHasLaps && official.laps > 0
      ? `The ${where} has no laps for this driver, the results ${official.laps}: ${kept}`
      : undefined;
  }
  if (laps.length !== official.laps) {
    return `The ${where} has ${laps.length} laps, the results ${official.laps}: ${kept}`;
  }
  if (official.totalMs === null) return undefined;
  const sum = laps.reduce((total, lap) => total + lap.timeMs, 0);
  if (Math.abs(sum - official.totalMs) <= sumSlack(laps, official)) return undefined;
  return `The ${where}'s laps add up to ${formatLapTime(sum)}, the results say ${formatLapTime(official.totalMs)}: ${kept}`;
}

/** Notes every driver of a race whose laps disagree with the results (a note a parser set stays). */
export function noteDisagreements(race: ParsedRace, where?: string): ParsedRace {
  const raceHasLaps = race.drivers.some((d) => d.laps.length > 0);
  for (const driver of race.drivers) {
    const note = driver.note ?? disagreement(driver, raceHasLaps, where);
    if (note) driver.note = note;
  }
  return race;
}

/** The races that read (any driver), and the others as unread parts with why, in plain words. */
export function readableRaces(
  races: readonly ParsedRace[],
  reason: string,
): { races: ParsedRace[]; unread: UnreadPart[] } {
  return {
    races: races.filter((race) => race.drivers.length > 0),
    unread: races.filter((race) => race.drivers.length === 0).map((race) => ({ name: race.name, reason })),
  };
}
