import { isLapTime } from '../lap-limits';
import { parseLapTime, timeDecimals } from './lap-time';

/**
 * RCScoringPro's lap grid: a header ` ___1___ ___2___ … ___10__` naming one 8-character column per
 * car number, then one row per lap whose cells read `position/time` (`3/17.65`, `10/24.5`: the
 * printer cuts every cell to 7 characters, so times lose digits), closed by a `-------` footer.
 * Cars numbered above 10 get a second block (`___11__` …) with its own header and footer.
 *
 * Some printouts follow every lap row with a pace row (`19/00.0`, the first one `N/A`) and a blank
 * line. Pace cells can fill all 8 characters and run into each other (`83/01.5154/00.2`), which is
 * why cells are cut by the header's column positions, never split on spaces.
 */
export interface GridColumn {
  car: string;
  start: number;
  end: number;
}

const COLUMN_LABEL = /^_+(\d{1,3})_+$/;
const CELL = /^\d{1,4}\/(\d[\d:.]*)$/;

/** The columns of a grid header line, or null when the line is not one. */
export function gridColumns(line: string): GridColumn[] | null {
  const columns: GridColumn[] = [];
  const token = /\S+/g;
  for (let m = token.exec(line); m; m = token.exec(line)) {
    const label = COLUMN_LABEL.exec(m[0]);
    if (!label) return null;
    const end = m.index + m[0].length;
    // A column is the label and the separator before it; cells are right-aligned to the label's end.
    columns.push({ car: String(Number(label[1])), start: Math.max(0, end - 8), end });
  }
  return columns.length ? columns : null;
}

/**
 * The line under a footer's dashes, each column's row count (`     27/     28/`): by car, absent
 * where a column is blank; null when it is a count line whose cells are not where the columns are;
 * undefined when the line is no count line at all.
 */
export function footerCounts(
  columns: readonly GridColumn[],
  line: string,
): Map<string, number> | null | undefined {
  if (!/^\s*(?:\d{1,4}\/\s*)+$/.test(line)) return undefined;
  const counts = new Map<string, number>();
  for (const column of columns) {
    const cell = line.slice(column.start, column.end).trim();
    const m = /^(\d{1,4})\/$/.exec(cell);
    if (m) counts.set(column.car, Number(m[1]));
    else if (cell) return null;
  }
  return counts;
}

export const isGridFooter = (line: string): boolean => /^\s*-{3,}(?:\s+-{3,})*\s*$/.test(line);

/** A cell's lap time in ms: "3/17.65" → 17650, "3/1:04.2" → 64200, a cut "3/1:04." → 64000. */
export function cellTime(cell: string): number | null {
  return gridCell(cell)?.timeMs ?? null;
}

/** A cell's lap, with the digits the cell kept ("3/22.32" → 2, "10/20.3" → 1, "2/3.487" → 3). */
export function gridCell(cell: string): GridLap | null {
  const m = CELL.exec(cell);
  if (!m) return null;
  const text = m[1] as string;
  const time = parseLapTime(text.replace(/\.$/, ''));
  return isLapTime(time) ? { timeMs: time, decimals: timeDecimals(text) } : null;
}

export interface GridLap {
  timeMs: number;
  decimals: number;
}

/**
 * A pace row, never a lap: `N/A` under the first lap, or cells of projected laps over seconds
 * printed with a leading zero (`19/00.0`, `82/01.0`, `83/01.5154/00.2`), which no lap cell has
 * (`2/3.487`, `1/20.58`, `3/1:04.2`).
 */
export function isPaceRow(row: string): boolean {
  if (row.includes('N/A')) return true;
  const cells = row.trim().split(/\s+/);
  return cells.length > 0 && cells.every((cell) => /^\d{1,4}\/0\d\.\d/.test(cell));
}

/**
 * Whether a lap row lines up with the header: each cell ends where its column's label does. Text
 * whose runs of spaces were collapsed in copying does not, and its cells cannot be told apart.
 */
export function rowAligned(columns: readonly GridColumn[], row: string): boolean {
  const ends = new Set(columns.map((c) => c.end));
  const token = /\S+/g;
  for (let m = token.exec(row); m; m = token.exec(row)) if (!ends.has(m.index + m[0].length)) return false;
  return true;
}

/** One grid block read: every car's laps in row order, and whether its lap rows line up. */
export interface GridBlock {
  laps: Map<string, GridLap[]>;
  aligned: boolean;
}

/** A block's rows in groups split by blank lines: more than one group is the paced printout. */
export function rowGroups(lines: readonly string[]): string[][] {
  const groups: string[][] = [[]];
  for (const line of lines) {
    if (line.trim()) (groups[groups.length - 1] as string[]).push(line);
    else if ((groups[groups.length - 1] as string[]).length) groups.push([]);
  }
  return groups.filter((g) => g.length > 0);
}

function lapsOf(columns: readonly GridColumn[], rows: readonly string[]): Map<string, GridLap[]> {
  const laps = new Map<string, GridLap[]>(columns.map((c) => [c.car, []]));
  for (const row of rows) {
    for (const column of columns) {
      const lap = gridCell(row.slice(column.start, column.end).trim());
      if (lap !== null) laps.get(column.car)?.push(lap);
    }
  }
  return laps;
}

const agreesWith = (laps: Map<string, GridLap[]>, counts: ReadonlyMap<string, number>) =>
  [...laps].every(([car, list]) => list.length === (counts.get(car) ?? 0));

export interface BlockContext {
  /** The footer's count of each column's lap rows, where it reads. */
  counts?: ReadonlyMap<string, number> | null;
  /** Another block of the file is paced: so is this one. */
  pacedFile?: boolean;
}

/**
 * The laps of every car of one grid block (the lines between its header and footer), in row order.
 * Pace rows are never laps, whatever the layout: in the paced printout each lap row is followed by
 * its pace row and a blank line. A one-lap grid has no blank line to tell, so its second row is a
 * pace row when its cells say so (`N/A`, `82/01.0`), when the footer counts one row, or when the
 * file's other grids are paced.
 */
export function readGridBlock(
  columns: readonly GridColumn[],
  lines: readonly string[],
  context: BlockContext = {},
): GridBlock {
  const filled = rowGroups(lines);
  const pacedRows = filled.map((g) => g[0] as string).filter((row) => !isPaceRow(row));
  const plainRows = filled.flat().filter((row) => !isPaceRow(row));
  let paced = filled.length > 1 || lines.some(isPaceRow);
  if (!paced && plainRows.length !== pacedRows.length) {
    const { counts, pacedFile } = context;
    const plain = lapsOf(columns, plainRows);
    paced = counts
      ? !agreesWith(plain, counts) && agreesWith(lapsOf(columns, pacedRows), counts)
      : !!pacedFile;
  }
  const lapRows = paced ? pacedRows : plainRows;
  return { laps: lapsOf(columns, lapRows), aligned: lapRows.every((row) => rowAligned(columns, row)) };
}
