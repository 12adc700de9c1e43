import type { Lap } from '../schemas/run';
import { columnOf, headerIndex } from './delimited';
import { lapOf } from './lap-time';

/**
 * Column names the MyLaps exports use (Orbits passings, Speedhive lap exports), as `headerKey`
 * gives them. Their exact spelling differs between versions and languages of the software, so
 * each column is looked up by several names; see "MyLaps layouts" in
 * docs/decisions/race-day-and-timing.md#timing-imports-rcscoringpro-and-mylaps-issue-16-item-2.
 */
export const COLUMNS = {
  transponder: [
    'transponder',
    'transponder no',
    'transponder no.',
    'transponder nr',
    'transponder number',
    'tx',
    'chip',
  ],
  number: [
    'no.',
    'no',
    'nr.',
    'nr',
    '#',
    'number',
    'start number',
    'startnumber',
    'car',
    'car no',
    'car #',
    'bib',
  ],
  name: ['name', 'team/name', 'driver', 'driver name', 'competitor', 'team', 'participant'],
  firstName: ['first name', 'firstname'],
  lastName: ['last name', 'lastname'],
  lap: ['lap number', 'lap', 'laps', 'lap no', 'lap no.', 'lap nr', 'lap nr.', 'lapnumber'],
  lapTime: ['lap time', 'laptime', 'lap tm', 'lap time (s)'],
  timeOfDay: ['time of day', 'passing time', 'passingtime', 'time', 'rtc time', 'clock time', 'start time'],
  date: ['date'],
  session: ['session', 'session name', 'heat', 'run', 'race'],
  position: ['finish position (overall)', 'finish position', 'position', 'pos', 'pos.'],
} as const;

export type ColumnName = keyof typeof COLUMNS;
export type Columns = Record<ColumnName, number>;

export function columnsOf(headers: readonly string[]): Columns {
  const index = headerIndex(headers);
  const found = {} as Columns;
  for (const key of Object.keys(COLUMNS) as ColumnName[]) found[key] = columnOf(index, COLUMNS[key]);
  return found;
}

/** "12", "P12" (Orbits marks a lap in the pit lane), "12*" → 12; null for anything else. */
export function lapNumber(cell: string): number | null {
  const m = /^[A-Za-z]?\s*(\d{1,4})\s*\*?$/.exec(cell.trim());
  return m ? Number(m[1]) : null;
}

/** A MyLaps driver's name from its columns, or what identifies it when the export has no name. */
export function driverName(row: readonly string[], columns: Columns, fallback: string): string {
  const cell = (column: number) => (column >= 0 ? (row[column] ?? '').trim() : '');
  const name =
    cell(columns.name) || [cell(columns.firstName), cell(columns.lastName)].filter(Boolean).join(' ');
  return name || fallback;
}

/** Laps numbered as read, or 1… when the file gave no numbers. */
export const numbered = (laps: Array<{ lapNo: number | null; timeMs: number; decimals?: number }>): Lap[] => {
  const given = laps.every((l) => l.lapNo !== null);
  return laps.map((l, i) => lapOf(given ? (l.lapNo as number) : i + 1, l.timeMs, l.decimals));
};
