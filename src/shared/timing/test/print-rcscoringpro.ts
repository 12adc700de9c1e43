/**
 * Prints a race as RCScoringPro prints it (fixed-width summary, lap grid in blocks of ten car
 * numbers, cells cut to 7 characters), for the benchmark and the parser's round-trip tests. A
 * made-up result, never a real one; `generateRace` makes one from a seed.
 */
export interface PrintedDriver {
  name: string;
  carNumber: number;
  /** Lap times in ms, the first being the start segment. */
  laps: number[];
}

export interface PrintedRace {
  track: string;
  /** M/D/YYYY as the header prints it. */
  date: string;
  name: string;
  round: number;
  raceNo: number;
  drivers: PrintedDriver[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** 490270 → "8:10.270", 16939 → "16.939" (summary precision). */
function summaryTime(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  const seconds = ((ms % 60000) / 1000).toFixed(3);
  return minutes ? `${minutes}:${seconds.padStart(6, '0')}` : seconds;
}

const cell = (position: number, ms: number) => `${position}/${(ms / 1000).toFixed(3)}`.slice(0, 7);

function summary(race: PrintedRace): string[] {
  const order = [...race.drivers].sort((a, b) => b.laps.length - a.laps.length || sum(a.laps) - sum(b.laps));
  return order.map((d) => {
    const fast = d.laps.length > 1 ? summaryTime(Math.min(...d.laps.slice(1))) : '';
    return [
      d.name.padStart(30),
      '    ',
      `#${d.carNumber}`.padEnd(6),
      String(d.laps.length).padStart(4),
      summaryTime(sum(d.laps)).padStart(13),
      fast.padStart(11),
      ''.padStart(11),
    ].join('');
  });
}

/** Each lap row's position of a car: its rank among the cars that completed that lap, by elapsed time. */
function positions(drivers: PrintedDriver[], lap: number): Map<number, number> {
  const elapsed = drivers
    .filter((d) => d.laps.length > lap)
    .map((d) => ({ car: d.carNumber, at: sum(d.laps.slice(0, lap + 1)) }))
    .sort((a, b) => a.at - b.at);
  return new Map(elapsed.map((e, i) => [e.car, i + 1]));
}

function grid(race: PrintedRace, first: number): string[] {
  const cars = Array.from({ length: 10 }, (_, i) => first + i);
  const byCar = new Map(race.drivers.map((d) => [d.carNumber, d]));
  const rows = Math.max(0, ...cars.map((c) => byCar.get(c)?.laps.length ?? 0));
  const lines = [cars.map((c) => ` ___${c}${'_'.repeat(4 - String(c).length)}`).join('')];
  for (let lap = 0; lap < rows; lap++) {
    const at = positions(race.drivers, lap);
    lines.push(
      cars
        .map((c) => {
          const ms = byCar.get(c)?.laps[lap];
          return ` ${ms === undefined ? '' : cell(at.get(c) ?? 0, ms)}`.padStart(8);
        })
        .join(''),
    );
  }
  lines.push(' -------'.repeat(10));
  lines.push(cars.map((c) => (byCar.has(c) ? `${byCar.get(c)?.laps.length}/` : '').padStart(8)).join(''));
  lines.push(
    cars
      .map((c) => (byCar.has(c) ? summaryTime(sum(byCar.get(c)?.laps ?? [])).slice(0, -2) : '').padStart(8))
      .join(''),
  );
  return lines;
}

export function printRcScoringPro(race: PrintedRace): string {
  const top = Math.max(...race.drivers.map((d) => d.carNumber));
  const blocks: string[] = [];
  for (let first = 1; first <= top; first += 10) blocks.push(...grid(race, first), '', '');
  return [
    `Scoring Software by www.RCScoringPro.com                8:09:03 PM  ${race.date}`,
    '',
    race.track.padStart(31 + Math.floor(race.track.length / 2)),
    '',
    `${race.name.padEnd(62)}Round# ${race.round}, Race# ${race.raceNo}`,
    '',
    '________________________Driver___Car#____Laps____RaceTime____Fast Lap___Behind_',
    ...summary(race),
    '',
    ...blocks,
  ].join('\n');
}

/** A small deterministic pseudo-random sequence (mulberry32), so a generated race is the same each run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `drivers` cars numbered 1…n, each with a 2–6 s start segment and `laps − 1` laps of 16–20 s. */
export function generateRace(drivers: number, laps: number, seed = 16): PrintedRace {
  const next = random(seed);
  return {
    track: 'GENERATED R/C RACEWAY',
    date: '6/14/2025',
    name: 'GENERATED BUGGY A Main',
    round: 3,
    raceNo: 7,
    drivers: Array.from({ length: drivers }, (_, i) => ({
      name: `Driver ${String.fromCharCode(65 + (i % 26))}, Car${i + 1}`,
      carNumber: i + 1,
      laps: Array.from({ length: laps }, (_, lap) =>
        Math.round(lap === 0 ? 2000 + next() * 4000 : 16000 + next() * 4000),
      ),
    })),
  };
}
