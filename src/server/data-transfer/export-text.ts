import { stringify } from 'csv-stringify/sync';
import type { ExportDataInput } from './format';

/**
 * The export's text entries (data.json and the spreadsheets) written in pieces of about
 * PIECE_CHARS, so the zip deflates and sends each piece before the next is made: no single
 * stretch of serialising holds the event loop for a season's account. Joined, the pieces are
 * exactly the text written whole (`JSON.stringify(data, null, 1)`, `stringify(rows)`): the
 * tests hold them to it.
 */
export const PIECE_CHARS = 64 * 1024;

type Row = Record<string, unknown>;

/** Gathers small strings into pieces of at least PIECE_CHARS (the last may be shorter). */
function* gathered(parts: Iterable<string>): Generator<string> {
  let piece = '';
  for (const part of parts) {
    piece += part;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/** `value` as JSON.stringify(value, null, 1) writes it `depth` levels down: inner lines indented by depth. */
const nested = (value: unknown, depth: number): string =>
  (JSON.stringify(value, null, 1) ?? 'null').replaceAll('\n', `\n${' '.repeat(depth)}`);

function* jsonParts(data: Row): Generator<string> {
  // A key JSON.stringify leaves out (undefined, a function) is left out here too.
  const keys = Object.keys(data).filter((key) => JSON.stringify(data[key]) !== undefined);
  if (keys.length === 0) {
    yield '{}';
    return;
  }
  yield '{\n';
  for (const [i, key] of keys.entries()) {
    const value = data[key];
    yield ` ${JSON.stringify(key)}: `;
    // Lists are written a record at a time: they are what grows with the account.
    if (Array.isArray(value) && value.length > 0) {
      yield '[\n';
      for (const [j, item] of value.entries()) yield `${j ? ',\n' : ''}  ${nested(item, 2)}`;
      yield '\n ]';
    } else yield nested(value, 1);
    yield i < keys.length - 1 ? ',\n' : '\n}';
  }
}

/** data.json in pieces: joined, exactly `JSON.stringify(data, null, 1)`. */
export const jsonPieces = (data: Row): Generator<string> => gathered(jsonParts(data));

const ROWS_PER_PART = 500;

/** A CSV in pieces: the header, then the rows a few hundred at a time (csv-stringify ends every row). */
function* csvPieces(header: readonly string[], rows: Iterable<string[]>): Generator<string> {
  function* parts() {
    yield stringify([[...header]]);
    let batch: string[][] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length === ROWS_PER_PART) {
        yield stringify(batch);
        batch = [];
      }
    }
    if (batch.length) yield stringify(batch);
  }
  yield* gathered(parts());
}

const carNames = (cars: ExportDataInput['cars']) =>
  new Map(cars.map((car) => [car.id as unknown, `${car.manufacturer} ${car.model}`]));

/** A spreadsheet cell: flags as yes/no, empty for none. */
const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

/** One row per setup, a column per content field (the history's field names), the car by name. */
export function setupsCsvPieces(
  setups: readonly Row[],
  keys: readonly string[],
  cars: ExportDataInput['cars'],
): Generator<string> {
  const columns = [
    'id',
    'car',
    ...keys.filter((k) => k !== 'rcCarId'),
    'isCurrentlyInstalled',
    'version',
    'updatedAt',
  ];
  const names = carNames(cars);
  function* rows() {
    for (const s of setups)
      yield columns.map((c) => (c === 'car' ? (names.get(s.rcCarId) ?? '') : cell(s[c])));
  }
  return csvPieces(columns, rows());
}

/** One row per lap: which run, where, on which car, and the lap time in seconds. */
export function lapsCsvPieces(data: ExportDataInput): Generator<string> {
  const names = carNames(data.cars);
  function* rows() {
    for (const run of data.runs)
      for (const lap of run.laps)
        yield [
          String(run.id),
          run.date,
          run.trackName,
          names.get(run.rcCarId) ?? '',
          run.session ?? '',
          String(lap.lapNo),
          (lap.timeMs / 1000).toFixed(3),
        ];
  }
  return csvPieces(['run', 'date', 'track', 'car', 'session', 'lap', 'lap time s'], rows());
}
