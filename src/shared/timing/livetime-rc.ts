import { lapOf, parseLapTime, timeDecimals } from './lap-time';
import { lapsSlashTime, official, wholeNumber } from './parse-util';
import { lapOneLeftOut, noteDisagreements, readableRaces } from './race-checks';
import { clean, readCells } from './text-cells';
import type { ParseAttempt, ParsedDriver, ParsedRace, ParsedResult, TimingParser } from './types';

/**
 * A LiveTime RC (livetimerc.com) result page copied from the browser: tab-separated, with quoted
 * multi-line cells. The summary (Driver Name, Car, Result "67/45:30.357", Fastest) gives the
 * official figures; the lap table has a "Car" row of car numbers and a "Name" row in the columns of
 * merged cells, then "Lap N" rows whose cells read "pos/lap time" over "laps/projected time".
 * A driver without a column in the lap table keeps the official figures and no laps. Lap 1 is the
 * start lap, counted in Result and left out of Fastest and Average (race-checks.ts tells it from
 * those figures where they show it).
 */
const MISSING = 'no LiveTime RC results (Driver Name, Result) or lap rows (Lap 1)';

interface Race {
  title: string[];
  drivers: ParsedDriver[];
  /** Lap-table column → the driver of that car. */
  columns: Map<number, ParsedDriver>;
  byCar: Map<string, ParsedDriver>;
}

/** "Round M  Race 4 :: 1:8 油越 (A Main)", or "油越 (A Main)" beside "Mains :: Race 3". */
function raceName(title: string[]): Pick<ParsedRace, 'name' | 'round'> {
  const named = title.find((c) => !c.includes('::'));
  const roundCell = title.find((c) => c.includes('::'));
  if (named) return { name: named, ...(roundCell ? { round: roundCell } : {}) };
  const [round, ...rest] = (roundCell ?? '').split(' :: ');
  return rest.length > 0
    ? { name: rest.join(' :: '), round: round as string }
    : { name: round || 'LiveTime RC race' };
}

function summaryColumns(cells: string[]) {
  const at = (name: string) => cells.indexOf(name);
  const result = {
    name: at('Driver Name'),
    car: at('Car'),
    result: at('Result'),
    fastest: at('Fastest'),
    average: at('Average'),
  };
  return result.name >= 0 && result.result >= 0 ? result : null;
}

/** "8/49.007\n56/45:44.392": the lap time after the position, on the first line, and its digits. */
function lapCell(cell: string): { timeMs: number; decimals: number } | null {
  const first = cell.trim().split(/\r?\n/)[0] ?? '';
  const slash = first.indexOf('/');
  const text = slash >= 0 ? first.slice(slash + 1) : first;
  const timeMs = parseLapTime(text);
  return timeMs === null ? null : { timeMs, decimals: timeDecimals(text) };
}

/** The car of a lap cell: its column, else a column beside it (merged cells shift a copy by one). */
function nearestColumn(columns: Map<number, ParsedDriver>, index: number): ParsedDriver | undefined {
  return columns.get(index) ?? columns.get(index - 1) ?? columns.get(index + 1);
}

/** The summary's driver of a car, or a driver known only by the lap table. */
function carDriver(race: Race, carNumber: string): ParsedDriver {
  let driver = race.byCar.get(carNumber);
  if (!driver) {
    driver = { name: '', carNumber, laps: [] };
    race.drivers.push(driver);
    race.byCar.set(carNumber, driver);
  }
  return driver;
}

function read(text: string): { result: ParsedResult; races: Race[] } {
  const races: Race[] = [];
  const result: ParsedResult = { format: 'livetime-rc', races: [] };
  let pending: string[][] = [];
  let summary: ReturnType<typeof summaryColumns> = null;
  let race: Race | undefined;
  const ensureRace = () => {
    if (!race) {
      race = { title: pending.at(-1) ?? [], drivers: [], columns: new Map(), byCar: new Map() };
      races.push(race);
    }
    return race;
  };
  for (const row of readCells(text, '\t')) {
    const cells = row.map(clean);
    const first = cells.find((c) => c !== '') ?? '';
    const columns = summaryColumns(cells);
    if (columns) {
      race = undefined;
      summary = columns;
      ensureRace();
      continue;
    }
    if (first === 'Car' || first === 'Name') {
      const current = ensureRace();
      summary = null;
      const from = cells.indexOf(first);
      for (const [index, cell] of cells.entries()) {
        if (index <= from || cell === '') continue;
        if (first === 'Car') current.columns.set(index, carDriver(current, cell));
        else {
          const driver = current.columns.get(index);
          if (driver && !driver.name) driver.name = cell;
        }
      }
      continue;
    }
    const lap = /^Lap (\d{1,4})$/.exec(first);
    if (lap && race && race.columns.size > 0) {
      const from = cells.indexOf(first);
      for (const [index, cell] of row.entries()) {
        const read = index > from && cell.trim() !== '' ? lapCell(cell) : null;
        const driver = read === null ? undefined : nearestColumn(race.columns, index);
        if (driver && read !== null) driver.laps.push(lapOf(Number(lap[1]), read.timeMs, read.decimals));
      }
      continue;
    }
    if (summary && race) {
      const figures = lapsSlashTime(cells[summary.result] ?? '');
      const name = cells[summary.name] ?? '';
      if (figures && name !== '') {
        const carNumber = summary.car >= 0 ? cells[summary.car] : undefined;
        const bestMs = summary.fastest >= 0 ? parseLapTime(cells[summary.fastest] ?? '') : null;
        const avgMs = summary.average >= 0 ? parseLapTime(cells[summary.average] ?? '') : null;
        // The summary is in finishing order, its position in the cell before the name.
        const position = wholeNumber(cells[summary.name - 1]) ?? race.drivers.length + 1;
        const driver: ParsedDriver = {
          name,
          ...(carNumber ? { carNumber } : {}),
          laps: [],
          official: official(figures.laps, figures.totalMs, bestMs, { avgMs }),
          position,
        };
        race.drivers.push(driver);
        if (carNumber && !race.byCar.has(carNumber)) race.byCar.set(carNumber, driver);
        continue;
      }
    }
    if (first !== '') pending = [...pending.slice(-8), cells.filter(Boolean)];
  }
  return { result, races };
}

/** The venue and event: the page's first cell, "club\ntrack\nevent" as the page heads it. */
function venue(text: string): Pick<ParsedResult, 'track' | 'event'> {
  const cell = readCells(text.slice(0, 2000), '\t')[0]?.[0] ?? '';
  const lines = cell.split(/\r?\n/).map(clean).filter(Boolean);
  if (lines.length < 2 || /Race Results|Driver Name/.test(cell)) return {};
  return { track: lines[lines.length - 2] as string, event: lines[lines.length - 1] as string };
}

function parse(text: string): ParseAttempt {
  if (!/Driver Name|Lap 1\b/.test(text)) return { ok: false, missing: MISSING };
  const { result, races } = read(text);
  const named: ParsedRace[] = races.map((race) => {
    const drivers = race.drivers.map((d) => ({ ...d, name: d.name || `Car ${d.carNumber}` }));
    const startSegment = lapOneLeftOut(drivers) ?? true;
    return noteDisagreements({ ...raceName(race.title), startSegment, drivers });
  });
  const readable = named.map((race) =>
    race.drivers.some((d) => d.laps.length > 0 || d.official) ? race : { ...race, drivers: [] },
  );
  const { races: parsed, unread } = readableRaces(readable, 'neither results nor lap times could be read');
  if (parsed.length === 0) return { ok: false, missing: MISSING };
  return {
    ok: true,
    result: { ...result, ...venue(text), races: parsed, ...(unread.length ? { unread } : {}) },
  };
}

export const liveTimeRcParser: TimingParser = { format: 'livetime-rc', label: 'LiveTime RC', parse };
