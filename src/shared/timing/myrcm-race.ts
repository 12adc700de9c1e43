import type { Lap, OfficialFigures } from '../schemas/run';
import { lapOf, parseLapTime, timeDecimals } from './lap-time';
import { nameKey, official, wholeNumber } from './parse-util';
import { lapOneLeftOut, noteDisagreements } from './race-checks';
import type { ParsedDriver, ParsedRace } from './types';

/**
 * What a MyRCM report holds, read the same from its HTML page and from its tables copied as text
 * or CSV: the result table (Pos, Nr., Pilot, Laps, Endtime, Besttime) and the "Laptimes" tables of
 * up to ten driver columns each, headed "Last First" or "# 1", whose cells read "(pos) 38.245".
 * Lap 1 of a group start is the start segment: counted in Laps and Endtime, left out of Besttime
 * and Mediumtime (the average), which the figures show.
 */
export interface MyrcmRace {
  name: string;
  results: Array<{ name: string; carNumber?: string; position?: number; official: OfficialFigures }>;
  columns: Array<{ header: string; laps: Lap[] }>;
}

/** The result table's headings (MyRCM in English and German), lower case. */
const HEADINGS = new Map<string, 'position' | 'car' | 'name' | 'laps' | 'total' | 'best' | 'avg'>(
  Object.entries({
    pos: 'position',
    'pos.': 'position',
    platz: 'position',
    rang: 'position',
    mediumtime: 'avg',
    mittelzeit: 'avg',
    'average time': 'avg',
    durchschnitt: 'avg',
    'nr.': 'car',
    nr: 'car',
    'no.': 'car',
    '#': 'car',
    pilot: 'name',
    driver: 'name',
    fahrer: 'name',
    name: 'name',
    laps: 'laps',
    runden: 'laps',
    'rnd.': 'laps',
    endtime: 'total',
    endzeit: 'total',
    'total time': 'total',
    gesamtzeit: 'total',
    besttime: 'best',
    bestzeit: 'best',
    'best lap': 'best',
    'beste runde': 'best',
  } as const),
);

/** The result table's columns by heading, or null for another table or row. */
export function resultColumns(headers: string[]) {
  const columns = { position: -1, car: -1, name: -1, laps: -1, total: -1, best: -1, avg: -1 };
  for (const [index, header] of headers.entries()) {
    const key = header.length <= 12 ? HEADINGS.get(header.toLowerCase()) : undefined;
    if (key && columns[key] < 0) columns[key] = index;
  }
  return columns.name >= 0 && columns.laps >= 0 && (columns.total >= 0 || columns.best >= 0) ? columns : null;
}

export type ResultColumns = NonNullable<ReturnType<typeof resultColumns>>;

/** A heading of a racer's own lap list ("Nr.  Time"), not a driver's column. */
const TIME_HEADING = /^(lap ?)?(time|zeit)s?$|^runden ?zeit(en)?$/i;

/**
 * A lap table starts with a "#Nr." heading (the lap number column), then one column a driver;
 * "Nr.  Time" is a plain lap list, left to that reader.
 */
export const isLapHeader = (headers: string[]): boolean =>
  /^#?\s?nr\.?$/i.test(headers[0] ?? '') &&
  headers.slice(1).some((h) => h !== '') &&
  !headers.slice(1).some((h) => TIME_HEADING.test(h));

export function resultRow(cells: string[], at: ResultColumns): MyrcmRace['results'][number] | null {
  const laps = wholeNumber(cells[at.laps]);
  const name = cells[at.name] ?? '';
  if (laps === null || name === '') return null;
  const time = (index: number) => (index >= 0 ? parseLapTime(cells[index] ?? '') : null);
  const carNumber = at.car >= 0 ? cells[at.car] : undefined;
  const position = at.position >= 0 ? wholeNumber(cells[at.position]) : null;
  const given = [at.total, at.best, at.avg].filter((i) => i >= 0 && time(i) !== null);
  const decimals = Math.min(3, ...given.map((i) => timeDecimals(cells[i] ?? '')));
  return {
    name,
    ...(carNumber ? { carNumber } : {}),
    ...(position ? { position } : {}),
    official: official(laps, time(at.total), time(at.best), { avgMs: time(at.avg), decimals }),
  };
}

/** "(1) 09.855", "(8) 40,365" (a decimal comma), or the time alone. */
export function lapCell(cell: string): number | null {
  return lapCellRead(cell)?.timeMs ?? null;
}

function lapCellRead(cell: string): { timeMs: number; decimals: number } | null {
  const m = /^(?:\(\d{1,3}\)\s*)?(\d[\d:.,]{0,14})$/.exec(cell.trim());
  const timeMs = m ? parseLapTime(m[1] as string) : null;
  return timeMs === null ? null : { timeMs, decimals: timeDecimals(m?.[1] as string) };
}

/** Adds one lap-table row (its cells as text, the first the lap number) to the table's columns. */
export function addLapRow(columns: MyrcmRace['columns'], cells: string[], rowIndex: number): void {
  const lapNo = wholeNumber(cells[0]) ?? rowIndex + 1;
  for (let index = 1; index < cells.length && index <= columns.length; index++) {
    const column = columns[index - 1];
    const lap = lapCellRead(cells[index] ?? '');
    if (column && lap !== null && column.header !== '')
      column.laps.push(lapOf(lapNo, lap.timeMs, lap.decimals));
  }
}

const carOfHeader = (header: string) => /^#\s?(\w{1,6})$/.exec(header)?.[1];

/** Joins each lap column to its result row: "# 1" by car number, a name whatever its word order. */
export function finishRace(race: MyrcmRace): ParsedRace {
  // The result table is in finishing order where it has no Pos column.
  const drivers: ParsedDriver[] = race.results.map((r, index) => ({ position: index + 1, ...r, laps: [] }));
  const byCar = new Map<string, ParsedDriver>();
  const byName = new Map<string, ParsedDriver>();
  for (const d of drivers) {
    if (d.carNumber && !byCar.has(d.carNumber)) byCar.set(d.carNumber, d);
    if (!byName.has(nameKey(d.name))) byName.set(nameKey(d.name), d);
  }
  for (const column of race.columns) {
    if (column.header === '') continue;
    const car = carOfHeader(column.header);
    let driver = car ? byCar.get(car) : byName.get(nameKey(column.header));
    if (!driver) {
      driver = { name: column.header, ...(car ? { carNumber: car } : {}), laps: [] };
      drivers.push(driver);
      if (car) byCar.set(car, driver);
      else byName.set(nameKey(column.header), driver);
    }
    for (const lap of column.laps) driver.laps.push(lap);
  }
  return noteDisagreements({ name: race.name, startSegment: lapOneLeftOut(drivers) ?? true, drivers });
}

/** "Section: NC 1/8 Buggy Nitro [NC 1/8 Nitro] - Race time: 45:00 - Mode: …" → the section's name. */
export function sectionName(text: string): string {
  const parts = text.replace(/^.*?Section:\s*/i, '').split(' - ');
  const name: string[] = [];
  for (const part of parts) {
    if (name.length > 0 && /^[\p{L} ]{2,30}:/u.test(part)) break;
    name.push(part);
  }
  return name.join(' - ').trim() || 'MyRCM race';
}
