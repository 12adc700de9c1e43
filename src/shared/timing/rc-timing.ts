import { parseLapTime } from './lap-time';
import { official, wholeNumber } from './parse-util';
import { clean, linesOf } from './text-cells';
import type { ParseAttempt, ParsedDriver, ParsedRace, ParsedResult, TimingParser } from './types';

/**
 * An RC Timing ("LAPS FREE - www.rctiming.com") result page copied from the browser: the event
 * line, "Race Results for A Final: Round:5 1：8 油越", a summary whose heading cells break over
 * lines ("Fastest\nLap"), times such as "1h00m17.616" and "57m52.429" with trailing spaces, then
 * "Race Laptimes Lap<TAB>Car 1<TAB>Car 2…" with one row a lap number, empty after a car stops.
 */
const MISSING = 'no RC Timing results (Position, Car #, Laps) or Race Laptimes table';

interface Race extends ParsedRace {
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
  let mode: { at: Record<'car' | 'name' | 'laps' | 'time' | 'fastest', number> } | 'laps' | null = null;
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
      const columns = {
        car: at('Car'),
        name: at('Name'),
        laps: at('Laps'),
        time: at('Time'),
        fastest: at('Fastest'),
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
        const timeMs = car ? parseLapTime(cells[index] ?? '') : null;
        if (car && timeMs !== null) driverOf(race, car).laps.push({ lapNo, timeMs });
      }
    } else if (mode && mode !== 'laps' && race) {
      const { at } = mode;
      const laps = wholeNumber(cells[at.laps]);
      const carNumber = cells[at.car] ?? '';
      if (laps !== null && wholeNumber(cells[0]) !== null && carNumber !== '' && !race.byCar.has(carNumber)) {
        const totalMs = parseLapTime(cells[at.time] ?? '');
        const bestMs = at.fastest >= 0 ? parseLapTime(cells[at.fastest] ?? '') : null;
        const driver = driverOf(race, carNumber);
        driver.name = cells[at.name] || driver.name;
        driver.official = official(laps, totalMs, bestMs);
      }
    }
    if (line) previous = line;
  }
  return { races, ...(event ? { event } : {}) };
}

function parse(text: string): ParseAttempt {
  if (!/Race Laptimes|Position\s*\t/.test(text)) return { ok: false, missing: MISSING };
  const { races, event } = read(text);
  const parsed = races
    .filter((race) => race.drivers.length > 0)
    .map(({ name, round, drivers }) => ({ name, ...(round ? { round } : {}), drivers }));
  if (parsed.length === 0) return { ok: false, missing: MISSING };
  const result: ParsedResult = { format: 'rc-timing', ...(event ? { event } : {}), races: parsed };
  return { ok: true, result };
}

export const rcTimingParser: TimingParser = { format: 'rc-timing', label: 'RC Timing', parse };
