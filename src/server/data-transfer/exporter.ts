import { stringify } from 'csv-stringify/sync';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { CONTENT_KEYS } from '../../shared/setup-content';
import type { Db } from '../db';
import type { ExportDataInput } from './format';
import { readRacerData } from './racer-data';

type Row = Record<string, unknown>;

const carName = (cars: ExportDataInput['cars'], id: unknown) => {
  const car = cars.find((c) => c.id === id);
  return car ? `${car.manufacturer} ${car.model}` : '';
};

/** A spreadsheet cell: flags as yes/no, empty for none. */
const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

/** One row per setup, a column per content field (the history's field names), the car by name. */
function setupsCsv(setups: readonly Row[], keys: readonly string[], cars: ExportDataInput['cars']): string {
  const columns = [
    'id',
    'car',
    ...keys.filter((k) => k !== 'rcCarId'),
    'isCurrentlyInstalled',
    'version',
    'updatedAt',
  ];
  const rows = setups.map((s) => columns.map((c) => (c === 'car' ? carName(cars, s.rcCarId) : cell(s[c]))));
  return stringify([columns, ...rows]);
}

/** One row per lap: which run, where, on which car, and the lap time in seconds. */
function lapsCsv(data: ExportDataInput): string {
  const header = ['run', 'date', 'track', 'car', 'session', 'lap', 'lap time s'];
  const rows = data.runs.flatMap((run) =>
    run.laps.map((lap) => [
      String(run.id),
      run.date,
      run.trackName,
      carName(data.cars, run.rcCarId),
      run.session ?? '',
      String(lap.lapNo),
      (lap.timeMs / 1000).toFixed(3),
    ]),
  );
  return stringify([header, ...rows]);
}

export interface ExportZip {
  bytes: Uint8Array;
  username: string;
}

/**
 * The racer's whole account as a zip: data.json (everything, with the links between records),
 * spreadsheets of setups and laps, and the uploaded files as stored. Files are stored, not
 * compressed again: photos and PDFs are compressed already.
 */
export async function exportZip(db: Db, userId: number): Promise<ExportZip> {
  const { data, contents } = await readRacerData(db, userId, true);
  const entries: Zippable = {
    'data.json': strToU8(JSON.stringify(data, null, 1)),
    'setup-sheets.csv': strToU8(setupsCsv(data.setupSheets as Row[], CONTENT_KEYS['setup-sheet'], data.cars)),
    'esc-setups.csv': strToU8(setupsCsv(data.escSetups as Row[], CONTENT_KEYS['esc-setup'], data.cars)),
    'laps.csv': strToU8(lapsCsv(data)),
  };
  for (const [path, bytes] of contents) entries[path] = [bytes, { level: 0 }];
  return { bytes: zipSync(entries, { level: 6 }), username: data.profile.username };
}
