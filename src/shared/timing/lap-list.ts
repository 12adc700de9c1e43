import type { Lap } from '../schemas/run';
import { lapOf, parseLapTime, timeDecimals } from './lap-time';
import type { ParseAttempt, TimingParser } from './types';

/**
 * A plain list of lap times, one a line, as a racer types or copies it from a transponder app:
 * `23.456`, `1:02.345`, `23,456`, with or without a lap number in front (`3 23.456`, `3. 23.456`,
 * `Lap 3: 23.456`, `3,23.456`, `3;23,456`). Lines without digits (a heading) are skipped; any other
 * line that is not a lap refuses the whole text, naming the line. Nothing says a start segment is
 * among them: every time is a lap, kept to the digits typed.
 */
const NUMBERED = /^(?:lap\s*)?(\d{1,3})\s*(?:[.):]\s+|\s+|[,;]\s*|\t)(.+)$/i;

interface Read {
  lapNo?: number;
  timeMs: number;
  decimals: number;
}

function readLine(line: string): Read | null {
  const alone = parseLapTime(line);
  if (alone !== null) return alone > 0 ? { timeMs: alone, decimals: timeDecimals(line) } : null;
  const m = NUMBERED.exec(line);
  if (!m) return null;
  const timeMs = parseLapTime(m[2] as string);
  return timeMs === null || timeMs === 0
    ? null
    : { lapNo: Number(m[1]), timeMs, decimals: timeDecimals(m[2] as string) };
}

function parse(text: string): ParseAttempt {
  const read: Read[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!/\d/.test(line)) continue;
    const lap = readLine(line);
    if (!lap) {
      const shown = line.length > 40 ? `${line.slice(0, 40)}…` : line;
      return { ok: false, missing: `line ${index + 1} ("${shown}") is not a lap time` };
    }
    read.push(lap);
  }
  if (read.length === 0) return { ok: false, missing: 'no lap times, one a line' };
  const numbered = read.every((l) => l.lapNo !== undefined);
  const laps: Lap[] = read.map((l, i) => lapOf(numbered ? (l.lapNo as number) : i + 1, l.timeMs, l.decimals));
  const race = { name: 'Lap times', startSegment: false, drivers: [{ name: 'Lap list', laps }] };
  return { ok: true, result: { format: 'lap-list', races: [race] } };
}

export const lapListParser: TimingParser = { format: 'lap-list', label: 'Lap list', parse };
