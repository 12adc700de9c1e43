import { isLapTime } from '../lap-limits';
import { cellAt, parseExportDate, readTable } from './delimited';
import { parseLapTime, timeDecimals } from './lap-time';
import { columnsOf, driverName, lapNumber, numbered } from './mylaps-columns';
import { wholeNumber } from './parse-util';
import type { ParseAttempt, ParsedDriver, ParsedRace, TimingParser } from './types';

/**
 * MyLaps Speedhive lap exports (CSV, `;` with decimal commas in European settings): one row per lap
 * with its Lap number and Lap time, and who drove it. Two layouts are read:
 * - a session's "all laps" export: Team/Name, Start Number, Class, …, Lap Number, Lap Time,
 *   Time of Day, Diff vs Best Lap, …, Speed, In Pit, …, Status;
 * - a practice (transponder) export: Date, Start time, Total time, Laptime, Speed, Lap, Diff,
 *   Transponder, where lap numbers start again at 1 for each new session of the day.
 * A driver's lap numbers going back (to 1) start a new session, read as its own race.
 * A race session's lap 1 runs from the start to the first crossing (a start segment, left out of
 * its "Diff vs Best Lap"); a practice session has no start, its lap 1 is a lap like the others.
 */
const MARKERS = new Set([
  'start number',
  'diff vs best lap',
  'diff vs last lap',
  'in pit',
  'field position',
  'leader lap',
  'speed',
  'total time',
  'diff',
]);

const accepts = (headers: string[]) => {
  const c = columnsOf(headers);
  return c.lapTime >= 0 && c.lap >= 0 && headers.some((h) => MARKERS.has(h));
};

interface Draft extends Omit<ParsedDriver, 'laps'> {
  laps: Array<{ lapNo: number | null; timeMs: number; decimals: number }>;
}

function parse(text: string): ParseAttempt {
  const table = readTable(text, /lap/i, accepts);
  if (!table)
    return { ok: false, missing: 'no MyLaps Speedhive lap header (Lap, Lap time, Speed or Start Number)' };
  const c = columnsOf(table.headers);
  /** sessions[i] holds every driver's i-th session, keyed as below. */
  const sessions: Array<Map<string, Draft>> = [];
  const last = new Map<string, { session: number; lapNo: number }>();
  let date: string | undefined;
  for (const row of table.rows) {
    const transponder = cellAt(row, c.transponder);
    const number = cellAt(row, c.number);
    const name = driverName(row, c, '');
    const key = [number, name, transponder].join('\u0000');
    const lapNo = lapNumber(cellAt(row, c.lap));
    const timeText = cellAt(row, c.lapTime);
    const timeMs = parseLapTime(timeText);
    // Lap 0 is a placeholder for the start, not a lap.
    if (key === '\u0000\u0000' || lapNo === null || lapNo < 1 || !isLapTime(timeMs)) continue;
    date ??= parseExportDate(cellAt(row, c.date));
    const before = last.get(key);
    const session = before ? before.session + (lapNo <= before.lapNo ? 1 : 0) : 0;
    last.set(key, { session, lapNo });
    while (sessions.length <= session) sessions.push(new Map());
    const drivers = sessions[session] as Map<string, Draft>;
    const position = wholeNumber(cellAt(row, c.position));
    const draft = drivers.get(key) ?? {
      name: name || (number ? `#${number}` : `Transponder ${transponder}`),
      ...(transponder ? { transponder } : {}),
      ...(number ? { carNumber: number } : {}),
      ...(position ? { position } : {}),
      laps: [],
    };
    drivers.set(key, draft);
    draft.laps.push({ lapNo, timeMs, decimals: timeDecimals(timeText) });
  }
  if (sessions.length === 0) return { ok: false, missing: 'a MyLaps Speedhive lap header without any laps' };
  // A race's export names start numbers or finishing positions; a practice export a transponder.
  const race = table.headers.includes('start number') || c.position >= 0;
  const races: ParsedRace[] = sessions.map((drivers, index) => ({
    name: sessions.length > 1 ? `Session ${index + 1}` : (table.title ?? 'Session'),
    startSegment: race,
    drivers: [...drivers.values()].map((d) => ({ ...d, laps: numbered(d.laps) })),
  }));
  return { ok: true, result: { format: 'mylaps-speedhive', ...(date ? { date } : {}), races } };
}

export const myLapsSpeedhiveParser: TimingParser = {
  format: 'mylaps-speedhive',
  label: 'MyLaps (Speedhive lap export)',
  parse,
};
