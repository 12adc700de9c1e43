/**
 * Delimited exports (CSV, `;`-separated European CSV, TSV) as the MyLaps tools write them: a header
 * row, possibly after a few title lines, then one row per lap or passing. Quote-aware and linear:
 * each character is looked at once, so a 2 MB paste costs a few milliseconds.
 */
export type Delimiter = ',' | ';' | '\t';

export const splitLines = (text: string): string[] => text.split(/\r\n|\r|\n/);

/** The separator a header line uses most (outside quotes); a comma when it has none. */
export function detectDelimiter(line: string): Delimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char]++;
  }
  if (counts['\t'] >= counts[';'] && counts['\t'] >= counts[',']) return counts['\t'] ? '\t' : ',';
  return counts[';'] > counts[','] ? ';' : ',';
}

/** One row's cells, trimmed; `"a, b"` keeps its comma and `""` is a quote. */
export function splitRow(line: string, delimiter: Delimiter): string[] {
  if (!line.includes('"')) return line.split(delimiter).map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** "Lap Time " / "LAP TIME" / "\uFEFFLap time" → "lap time". */
export const headerKey = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** The index of the first header among `names` (already as `headerKey` gives them), or -1. */
export function columnOf(headers: ReadonlyMap<string, number>, names: readonly string[]): number {
  for (const name of names) {
    const index = headers.get(name);
    if (index !== undefined) return index;
  }
  return -1;
}

/** Each header's column (the first one where a name repeats). */
export const headerIndex = (headers: readonly string[]): Map<string, number> =>
  new Map([...headers.entries()].reverse().map(([i, h]) => [h, i]));

export interface Table {
  delimiter: Delimiter;
  headers: string[];
  /** The first non-empty line before the header, its cells joined (an export's title). */
  title?: string;
  rows: string[][];
}

/** Header rows are near the top; a lap table does not start after its first hundred lines. */
const HEADER_SCAN_LINES = 100;
/** A header line is short; anything longer is not the row we look for (and not worth splitting). */
const HEADER_MAX_LENGTH = 2000;

/** The first `count` lines of a text, without splitting the rest of it. */
function firstLines(text: string, count: number): string[] {
  const lines: string[] = [];
  const newline = /\r\n|\r|\n/g;
  let from = 0;
  while (lines.length < count && from <= text.length) {
    const m = newline.exec(text);
    lines.push(text.slice(from, m ? m.index : text.length));
    from = m ? m.index + m[0].length : text.length + 1;
  }
  return lines;
}

/**
 * The table whose header row `accepts`, with its rows (blank lines dropped); null without one.
 * Only lines that `mention` a word every such header has are split and looked at.
 */
export function readTable(
  text: string,
  mentions: RegExp,
  accepts: (headers: string[]) => boolean,
): Table | null {
  const head = firstLines(text, HEADER_SCAN_LINES);
  for (const [index, line] of head.entries()) {
    if (line.length > HEADER_MAX_LENGTH || !mentions.test(line)) continue;
    const delimiter = detectDelimiter(line);
    const headers = splitRow(line, delimiter).map(headerKey);
    if (!accepts(headers)) continue;
    const rows = splitLines(text)
      .slice(index + 1)
      .filter((row) => row.trim())
      .map((row) => splitRow(row, delimiter));
    const first = head.slice(0, index).find((l) => l.trim());
    const title = first ? splitRow(first, delimiter).filter(Boolean).join(' ').slice(0, 100) : '';
    return { delimiter, headers, rows, ...(title ? { title } : {}) };
  }
  return null;
}

/** A cell of a row by column index ('' when the column or the cell is missing). */
export const cellAt = (row: readonly string[], column: number): string =>
  column >= 0 ? (row[column] ?? '') : '';

const TIME_OF_DAY =
  /^(?:\d{4}-\d{2}-\d{2}[ T]|\d{1,2}[-./]\d{1,2}[-./]\d{4} )?(\d{1,2}):([0-5]\d):([0-5]\d)(?:[.,](\d{1,3}))?$/;

/** "14:03:21.123", "14:03:21,1", "2024-05-12 14:03:21.123" → milliseconds since midnight. */
export function parseTimeOfDay(text: string): number | null {
  const m = TIME_OF_DAY.exec(text.trim());
  if (!m) return null;
  const fraction = m[4] ? Math.round(Number(`0.${m[4]}`) * 1000) : 0;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + fraction;
}

/** "12-05-2024", "12.05.2024" (day first, as European exports write it) or "2024-05-12" → "2024-05-12". */
export function parseExportDate(text: string): string | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  const european = /^(\d{1,2})[-.](\d{1,2})[-.](\d{4})/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : european
      ? [european[3], european[2], european[1]]
      : [];
  return year ? calendarDate(Number(year), Number(month), Number(day)) : undefined;
}

/** YYYY-MM-DD for a real day of the calendar, else undefined. */
export function calendarDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
