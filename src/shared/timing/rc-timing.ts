import { lapOf, parseLapTime, timeDecimals } from './lap-time';
import { official, wholeNumber } from './parse-util';
import { lapOneLeftOut, noteDisagreements, readableRaces } from './race-checks';
import { clean, linesOf } from './text-cells';
import type { ParseAttempt, ParsedDriver, ParsedRace, ParsedResult, TimingParser } from './types';

/**
 * An RC Timing ("LAPS FREE - www.rctiming.com") result page copied from the browser: the event
 * line, "Race Results for A Final: Round:5 1：8 油越", a summary whose heading cells break over
 * lines ("Fastest\nLap"), times such as "1h00m17.616" and "57m52.429" with trailing spaces, then
 * "Race Laptimes Lap<TAB>Car 1<TAB>Car 2…" with one row a lap number, empty after a car stops.
 * Lap 1 is the start lap: counted in Laps and Time, left out of Fastest; the Average is Time over
 * Laps, which tells nothing of lap 1 (race-checks.ts reads the fastest laps only).
 */
const MISSING = 'no RC Timing results (Position, Car #, Laps) or Race Laptimes table';

interface Race extends Omit<ParsedRace, 'startSegment'> {
  byCar: Map<string, ParsedDriver>;
  /** Lap-table column → car number. */
  cars: Array<string | undefined>;
}

const SUMMARY = /^Position\s*\t/;
const TITLE = /^Race Results for (.+?)(?::\s*Round:\s*(\S+)\s*(.*))?$/;

function title(line: string): Pick<ParsedRace, 'name' | 'round'> {
  const m = TITLE.exec(line);
  if (!m) return { name: 'RC Timing race' };
  const name = [m[1], m[3]].filter(Boolean).join(' ');
  return { name, ...(m[2] ? { round: m[2] } : {}) };
}

function driverOf(race: Race, carNumber: string): ParsedDriver {
  let driver = race.byCar.get(carNumber);
  if (!driver) {
    driver = { name: `Car ${carNumber}`, carNumber, laps: [] };
    race.drivers.push(driver);
    race.byCar.set(carNumber, driver);
  }
  return driver;
}

function read(text: string): { races: Race[]; event?: string } {
  const races: Race[] = [];
  let event: string | undefined;
  let previous = '';
  let race: Race | undefined;
  let mode:
    | { at: Record<'position' | 'car' | 'name' | 'laps' | 'time' | 'fastest' | 'avg', number> }
    | 'laps'
    | null = null;
  const newRace = (heading: string) => {
    race = { ...title(heading), drivers: [], byCar: new Map(), cars: [] };
    races.push(race);
    return race;
  };
  for (const raw of linesOf(text)) {
    const line = raw.trim();
    const cells = raw.split('\t').map(clean);
    if (line.startsWith('Race Results for')) {
      if (previous && !event) event = previous;
      newRace(line);
      mode = null;
    } else if (SUMMARY.test(raw)) {
      const at = (start: string) => cells.findIndex((c) => c.startsWith(start));
      const fastest = at('Fastest');
      const columns = {
        position: at('Position'),
        car: at('Car'),
        name: at('Name'),
        laps: at('Laps'),
        time: at('Time'),
        fastest,
        // "Average\nLap" breaks onto the heading's next line, its cells after Fastest's.
        avg: at('Average') >= 0 ? at('Average') : fastest >= 0 && /\tAverage\b/.test(text) ? fastest + 1 : -1,
      };
      mode = columns.car >= 0 && columns.name >= 0 && columns.laps >= 0 ? { at: columns } : null;
      if (mode && !race) newRace('');
    } else if (line.startsWith('Race Laptimes')) {
      const current = race ?? newRace('');
      current.cars = cells.map((c) => /^Car (\w{1,6})$/.exec(c)?.[1]);
      mode = 'laps';
    } else if (mode === 'laps' && race) {
      const lapNo = wholeNumber(cells[0]);
      for (let index = 1; lapNo !== null && index < cells.length; index++) {
        const car = race.cars[index];
        const cell = cells[index] ?? '';
        const timeMs = car ? parseLapTime(cell) : null;
        if (car && timeMs !== null) driverOf(race, car).laps.push(lapOf(lapNo, timeMs, timeDecimals(cell)));
      }
    } else if (mode && mode !== 'laps' && race) {
      const { at } = mode;
      const laps = wholeNumber(cells[at.laps]);
      const carNumber = cells[at.car] ?? '';
      if (laps !== null && wholeNumber(cells[0]) !== null && carNumber !== '' && !race.byCar.has(carNumber)) {
        const totalMs = parseLapTime(cells[at.time] ?? '');
        const bestMs = at.fastest >= 0 ? parseLapTime(cells[at.fastest] ?? '') : null;
        const avgMs = at.avg >= 0 ? parseLapTime(cells[at.avg] ?? '') : null;
        const driver = driverOf(race, carNumber);
        driver.name = cells[at.name] || driver.name;
        driver.official = official(laps, totalMs, bestMs, { avgMs });
        driver.position = (at.position >= 0 ? wholeNumber(cells[at.position]) : null) ?? race.byCar.size;
      }
    }
    if (line) previous = line;
  }
  return { races, ...(event ? { event } : {}) };
}

function parse(text: string): ParseAttempt {
  if (!/Race Laptimes|Position\s*\t/.test(text)) return { ok: false, missing: MISSING };
  const { races, event } = read(text);
  const all = races.map(({ name, round, drivers }) =>
    noteDisagreements({
      name,
      ...(round ? { round } : {}),
      startSegment: lapOneLeftOut(drivers, { byAverage: false }) ?? true,
      drivers,
    }),
  );
  const { races: parsed, unread } = readableRaces(all, 'neither results nor lap times could be read');
  if (parsed.length === 0) return { ok: false, missing: MISSING };
  const result: ParsedResult = {
    format: 'rc-timing',
    ...(event ? { event } : {}),
    races: parsed,
    ...(unread.length ? { unread } : {}),
  };
  return { ok: true, result };
}

export const rcTimingParser: TimingParser = { format: 'rc-timing', label: 'RC Timing', parse };
