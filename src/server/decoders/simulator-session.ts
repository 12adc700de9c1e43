import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeResultBytes } from '../../shared/timing/decode';
import { parseTimingText } from '../../shared/timing/index';

/** A practice session to replay: each driver's lap times in order (ms), the first from the start. */
export interface SimSession {
  name: string;
  drivers: Array<{ driver: string; laps: number[] }>;
}

export interface SimCar {
  transponder: number;
  driver: string;
  laps: number[];
  /** When the car first leaves the pits, ms into the session. */
  startMs: number;
}

/** One thing the simulated decoder sends, ms into the session. */
export type SimEvent = { atMs: number; kind: 'passing'; car: number } | { atMs: number; kind: 'status' };

export const MAX_CARS = 40;
/** The real printout the simulator replays by default (beside the project, never copied into it). */
export const DEFAULT_SAMPLE = fileURLToPath(
  new URL(
    '../../../../shared/timing-samples/rcscoringpro/norcal-2015-03-20-friday-mains.txt',
    import.meta.url,
  ),
);
/** Cars leave the pits one after the other, as they do in practice, not in a grid start. */
const PIT_EXIT_GAP_MS = 1500;
const STATUS_EVERY_MS = 5000;

/** Every driver with laps in a real result file, from every race in it, in the file's order. */
export function sampleSession(file = DEFAULT_SAMPLE): SimSession {
  const decoded = decodeResultBytes(readFileSync(file));
  if (!decoded.ok) throw new Error(`${file}: ${decoded.message}`);
  const parsed = parseTimingText(decoded.text);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  const drivers = parsed.result.races.flatMap((race) =>
    race.drivers
      .filter((d) => d.laps.length > 0)
      .map((d) => ({ driver: d.name, laps: d.laps.map((lap) => lap.timeMs) })),
  );
  if (drivers.length === 0) throw new Error(`${file}: no driver with laps`);
  return { name: parsed.result.event ?? file, drivers };
}

/** A made-up transponder number of seven digits, as RC transponders have; the same for a car every time. */
export const madeUpTransponder = (car: number) => 3_000_000 + car * 104_729;

/**
 * `count` cars from the session's drivers (a driver used again, when there are more cars than
 * drivers, is marked "(2)"), each with the given transponder or a made-up one.
 */
export function sessionCars(
  session: SimSession,
  count: number,
  transponders: readonly number[] = [],
): SimCar[] {
  const cars: SimCar[] = [];
  const n = Math.max(1, Math.min(MAX_CARS, Math.floor(count)));
  for (let i = 0; i < n; i += 1) {
    const source = session.drivers[i % session.drivers.length] as SimSession['drivers'][number];
    const round = Math.floor(i / session.drivers.length);
    cars.push({
      transponder: transponders[i] ?? madeUpTransponder(i),
      driver: round === 0 ? source.driver : `${source.driver} (${round + 1})`,
      laps: source.laps,
      startMs: i * PIT_EXIT_GAP_MS,
    });
  }
  return cars;
}

/** Every passing of every car and a STATUS every 5 s, in the order a decoder would send them. */
export function sessionEvents(cars: readonly SimCar[]): SimEvent[] {
  const events: SimEvent[] = [];
  let end = 0;
  cars.forEach((car, index) => {
    let at = car.startMs;
    for (const lap of car.laps) {
      at += lap;
      events.push({ atMs: at, kind: 'passing', car: index });
    }
    end = Math.max(end, at);
  });
  for (let at = STATUS_EVERY_MS; at < end; at += STATUS_EVERY_MS) events.push({ atMs: at, kind: 'status' });
  // Stable sort: a status and a passing at the same ms keep the order they were listed in.
  return events.sort((a, b) => a.atMs - b.atMs);
}
