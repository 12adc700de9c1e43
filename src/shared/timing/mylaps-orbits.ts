import { isLapTime } from '../lap-limits';
import { cellAt, parseExportDate, parseTimeOfDay, readTable } from './delimited';
import { parseLapTime, timeDecimals } from './lap-time';
import { type Columns, columnsOf, driverName, lapNumber, numbered } from './mylaps-columns';
import type { ParseAttempt, ParsedRace, TimingParser } from './types';

/**
 * MyLaps Orbits passings, exported from the passings list as CSV (`,` or, in European settings,
 * `;` with decimal commas) or tab-separated text: one row per crossing of the loop, in the order
 * they happened, naming the transponder and, when the transponder is registered, the car number and
 * the driver. A lap is read from the row's lap time where the export has that column, else it is
 * the time of day since the same transponder's previous passing; a passing file has no start
 * signal, so a transponder's first passing only starts its clock. A lap count of 0 marks the
 * crossing that starts the race. Several sessions in one export are told apart by a Session column.
 * Lap 1 is a start segment where the export times it from the start signal (a transponder's first
 * passing has a stated lap time: a race); where the first passing only starts the clock (practice,
 * or times of day only), every lap runs from one crossing of the loop to the next.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const HALF_DAY_MS = DAY_MS / 2;

interface Draft {
  name: string;
  transponder?: string;
  carNumber?: string;
  lastAt: number | null;
  /** Passings read, the lap-0 crossing included. */
  passings: number;
  laps: Array<{ lapNo: number | null; timeMs: number; decimals?: number }>;
}

const accepts = (headers: string[]) => {
  const c = columnsOf(headers);
  return c.transponder >= 0 && (c.timeOfDay >= 0 || c.lapTime >= 0);
};

function draftOf(row: string[], c: Columns, transponder: string, number: string): Draft {
  return {
    name: driverName(row, c, transponder ? `Transponder ${transponder}` : `Car ${number}`),
    ...(transponder ? { transponder } : {}),
    ...(number ? { carNumber: number } : {}),
    lastAt: null,
    passings: 0,
    laps: [],
  };
}

/** The time since this transponder's previous passing (over midnight too); null when out of order. */
function sinceLast(draft: Draft, at: number | null): number | null {
  if (at === null || draft.lastAt === null) return null;
  const gap = at - draft.lastAt;
  if (gap >= 0) return gap;
  return gap < -HALF_DAY_MS ? gap + DAY_MS : null;
}

function parse(text: string): ParseAttempt {
  const table = readTable(text, /transponder|tx|chip/i, accepts);
  if (!table)
    return { ok: false, missing: 'no MyLaps passings header (Transponder, and Time of day or Lap time)' };
  const c = columnsOf(table.headers);
  const sessions = new Map<string, Map<string, Draft>>();
  /** Sessions whose lap 1 is timed from the start signal. */
  const fromStart = new Set<string>();
  let date: string | undefined;
  for (const row of table.rows) {
    const transponder = cellAt(row, c.transponder);
    const number = cellAt(row, c.number);
    const key = transponder || (number && `#${number}`);
    if (!key) continue;
    date ??= parseExportDate(cellAt(row, c.date));
    const session = cellAt(row, c.session);
    const drivers = sessions.get(session) ?? new Map<string, Draft>();
    sessions.set(session, drivers);
    const draft = drivers.get(key) ?? draftOf(row, c, transponder, number);
    drivers.set(key, draft);
    const at = parseTimeOfDay(cellAt(row, c.timeOfDay));
    const stated = c.lapTime >= 0 ? parseLapTime(cellAt(row, c.lapTime)) : null;
    const timeMs = stated ?? sinceLast(draft, at);
    if (at !== null) draft.lastAt = at;
    const lapNo = c.lap >= 0 ? lapNumber(cellAt(row, c.lap)) : null;
    draft.passings++;
    if (lapNo === 0 || !isLapTime(timeMs)) continue;
    // A lap time at a transponder's first passing (or the one after its lap-0 crossing): from the start.
    if (
      stated !== null &&
      draft.laps.length === 0 &&
      draft.passings <= 2 &&
      (draft.passings === 1 || c.lap >= 0)
    )
      fromStart.add(session);
    // A lap between two times of day is known to the coarser of them.
    const decimals = timeDecimals(stated !== null ? cellAt(row, c.lapTime) : cellAt(row, c.timeOfDay));
    draft.laps.push({ lapNo, timeMs, decimals });
  }
  const races: ParsedRace[] = [...sessions].map(([session, drivers], index) => ({
    name: session || (sessions.size > 1 ? `Session ${index + 1}` : (table.title ?? 'Passings')),
    startSegment: fromStart.has(session),
    drivers: [...drivers.values()].map(({ lastAt: _, laps, ...driver }) => ({
      ...driver,
      laps: numbered(laps),
    })),
  }));
  if (races.length === 0) return { ok: false, missing: 'a MyLaps passings header without any passings' };
  return { ok: true, result: { format: 'mylaps-orbits', ...(date ? { date } : {}), races } };
}

export const myLapsOrbitsParser: TimingParser = {
  format: 'mylaps-orbits',
  label: 'MyLaps (Orbits passings)',
  parse,
};
