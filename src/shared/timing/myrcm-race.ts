import type { Lap, OfficialFigures } from '../schemas/run';
import { parseLapTime } from './lap-time';
import { nameKey, wholeNumber } from './parse-util';
import type { ParsedDriver, ParsedRace } from './types';

/**
 * What a MyRCM report holds, read the same from its HTML page and from its tables copied as text
 * or CSV: the result table (Pos, Nr., Pilot, Laps, Endtime, Besttime) and the "Laptimes" tables of
 * up to ten driver columns each, headed "Last First" or "# 1", whose cells read "(pos) 38.245".
 */
export interface MyrcmRace {
  name: string;
  results: Array<{ name: string; carNumber?: string; official: OfficialFigures }>;
  columns: Array<{ header: string; laps: Lap[] }>;
}

const is = (header: string, ...names: string[]) => names.includes(header.toLowerCase());

/** The result table's columns by heading (MyRCM in English and German), or null for another table. */
export function resultColumns(headers: string[]) {
  const find = (...names: string[]) => headers.findIndex((h) => is(h, ...names));
  const columns = {
    car: find('nr.', 'nr', 'no.', '#'),
    name: find('pilot', 'driver', 'fahrer', 'name'),
    laps: find('laps', 'runden', 'rnd.'),
    total: find('endtime', 'endzeit', 'total time', 'gesamtzeit'),
    best: find('besttime', 'bestzeit', 'best lap', 'beste runde'),
  };
  return columns.name >= 0 && columns.laps >= 0 && (columns.total >= 0 || columns.best >= 0) ? columns : null;
}

export type ResultColumns = NonNullable<ReturnType<typeof resultColumns>>;

/** A lap table starts with a "#Nr." heading (the lap number column), then one column a driver. */
export const isLapHeader = (headers: string[]): boolean =>
  /^#?\s?nr\.?$/i.test(headers[0] ?? '') && headers.slice(1).some((h) => h !== '');

export function resultRow(cells: string[], at: ResultColumns): MyrcmRace['results'][number] | null {
  const laps = wholeNumber(cells[at.laps]);
  const name = cells[at.name] ?? '';
  if (laps === null || name === '') return null;
  const time = (index: number) => (index >= 0 ? parseLapTime(cells[index] ?? '') : null);
  const carNumber = at.car >= 0 ? cells[at.car] : undefined;
  return {
    name,
    ...(carNumber ? { carNumber } : {}),
    official:
      laps > 0
        ? { laps, totalMs: time(at.total), bestMs: time(at.best) }
        : { laps, totalMs: null, bestMs: null },
  };
}

/** "(1) 09.855", "(8) 40,365" (a decimal comma), or the time alone. */
export function lapCell(cell: string): number | null {
  const m = /^(?:\(\d{1,3}\)\s*)?(\d[\d:.,]{0,14})$/.exec(cell.trim());
  return m ? parseLapTime(m[1] as string) : null;
}

/** Adds one lap-table row (its cells as text, the first the lap number) to the table's columns. */
export function addLapRow(columns: MyrcmRace['columns'], cells: string[], rowIndex: number): void {
  const lapNo = wholeNumber(cells[0]) ?? rowIndex + 1;
  for (const [index, column] of columns.entries()) {
    const timeMs = lapCell(cells[index + 1] ?? '');
    if (timeMs !== null && column.header !== '') column.laps.push({ lapNo, timeMs });
  }
}

const carOfHeader = (header: string) => /^#\s?(\w{1,6})$/.exec(header)?.[1];

/** Joins each lap column to its result row: "# 1" by car number, a name whatever its word order. */
export function finishRace(race: MyrcmRace): ParsedRace {
  const drivers: ParsedDriver[] = race.results.map((r) => ({ ...r, laps: [] }));
  for (const column of race.columns) {
    if (column.header === '') continue;
    const car = carOfHeader(column.header);
    const key = nameKey(column.header);
    let driver = drivers.find((d) => (car ? d.carNumber === car : nameKey(d.name) === key));
    if (!driver) {
      driver = { name: column.header, ...(car ? { carNumber: car } : {}), laps: [] };
      drivers.push(driver);
    }
    driver.laps.push(...column.laps);
  }
  return { name: race.name, drivers };
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
