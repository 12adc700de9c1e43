import { finishingOrder, finishStanding, type StandingsDriver } from '../../shared/race-standings';
import {
  type FieldDriver,
  MAX_FIELD_DRIVERS,
  MAX_LAP_MS,
  MAX_LAPS,
  MIN_LAP_MS,
  type RaceIdentity,
} from '../../shared/schemas/run';
import { raceParts } from '../../shared/timing/session';
import type { ParsedDriver, ParsedRace, ParsedResult } from '../../shared/timing/types';

/**
 * The race an imported run was, and its field (issue 29), from the parsed file: pure, worked out in
 * the heavy pool's worker beside the pick, so only one race's drivers travel back, never the file.
 */

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const clipOrNull = (text: string | undefined, max: number) => (text ? clip(text, max) : null);

/**
 * A driver's laps as the standings read them; a file's lap a run cannot hold leaves them out. One
 * array per driver however many picks of a batch name their race: the structured clone that carries
 * the worker's answer sends a shared array once, so 50 picks of one big race do not send it 50 times.
 */
const lapsOfDriver = new WeakMap<ParsedDriver, number[]>();
function lapsMsOf(driver: ParsedDriver): number[] {
  const known = lapsOfDriver.get(driver);
  if (known) return known;
  const lapsMs = driver.laps.map((l) => l.timeMs);
  const holdable =
    lapsMs.length <= MAX_LAPS &&
    lapsMs.every((t) => Number.isInteger(t) && t >= MIN_LAP_MS && t <= MAX_LAP_MS);
  const kept = holdable ? lapsMs : [];
  lapsOfDriver.set(driver, kept);
  return kept;
}

const positionOf = (driver: ParsedDriver | undefined) =>
  Number.isInteger(driver?.position) && (driver?.position as number) > 0
    ? (driver?.position as number)
    : null;

const standingsOf = (race: ParsedRace): StandingsDriver[] =>
  race.drivers.map((d) => ({
    lapsMs: lapsMsOf(d),
    position: positionOf(d),
    official: d.official ? { laps: d.official.laps, totalMs: d.official.totalMs } : null,
  }));

/** Class, race, kind and round from the race's name; position and gaps from the field's laps. */
export function raceIdentityOf(
  result: Pick<ParsedResult, 'event' | 'track'>,
  race: ParsedRace,
  me: number,
): RaceIdentity {
  const parts = raceParts(race.name.slice(0, 200), race.round?.slice(0, 100));
  const standing = finishStanding(standingsOf(race), me);
  const driver = race.drivers[me];
  return {
    fullName: clip(race.name, 200),
    className: clipOrNull(parts.className ?? undefined, 200),
    raceName: clip(parts.raceName, 200),
    kind: parts.kind,
    round: clipOrNull(race.round, 100),
    position: standing?.position ?? positionOf(driver),
    drivers: race.drivers.length,
    gapToWinner: standing?.gapToWinner ?? null,
    gapToAhead: standing?.gapToAhead ?? null,
    fileEvent: clipOrNull(result.event, 200),
    fileTrack: clipOrNull(result.track, 200),
    note: clipOrNull(driver?.note, 1000),
  };
}

/**
 * Every driver of the race, in finishing order, the racer marked `me`. A field larger than a run
 * keeps (60) keeps the racer and the drivers nearest them in the finishing order: the cars they
 * raced against, not the far end of a 100-car practice.
 */
export function raceFieldOf(race: ParsedRace, me: number): FieldDriver[] {
  const standings = standingsOf(race);
  const order = finishingOrder(standings);
  const place = Math.max(0, order.indexOf(me));
  const half = Math.floor((MAX_FIELD_DRIVERS - 1) / 2);
  const start = Math.max(0, Math.min(place - half, order.length - MAX_FIELD_DRIVERS));
  return order.slice(start, start + MAX_FIELD_DRIVERS).map((index, i) => {
    const driver = race.drivers[index] as ParsedDriver;
    const official = driver.official;
    return {
      name: clip(driver.name, 200),
      carNumber: clipOrNull(driver.carNumber, 100),
      // The file's position, else the place in the finishing order (as the race's own position).
      position: positionOf(driver) ?? start + i + 1,
      lapsMs: (standings[index] as StandingsDriver).lapsMs as number[],
      official: official
        ? {
            laps: official.laps,
            totalMs: official.totalMs,
            bestMs: official.bestMs,
            ...(official.avgMs !== undefined ? { avgMs: official.avgMs } : {}),
            ...(official.decimals !== undefined ? { decimals: official.decimals } : {}),
          }
        : null,
      me: index === me,
    };
  });
}
