import type { OfficialFigures } from '../schemas/run';
import { parseLapTime } from './lap-time';

/**
 * Small readings the timing-system parsers share: a name whatever its word order ("Rüger Vincent"
 * in a lap table is "Vincent Rüger" in the results), dates as the files print them, and the
 * "laps/time" cells several systems use.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** YYYY-MM-DD when the day exists, else undefined. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1990 || year > 2100 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/** "10.09.2023" (day first, as European systems print it). */
export function dateFromDotted(text: string): string | undefined {
  const m = /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/.exec(text);
  return m ? isoDate(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Nov 16, 2025" or "November 16, 2025". */
export function dateFromMonthName(text: string): string | undefined {
  const m = /\b([A-Za-z]{3})[a-z]{0,6}\.? (\d{1,2}),? (\d{4})\b/.exec(text);
  if (!m) return undefined;
  const month = MONTHS.indexOf((m[1] as string).toLowerCase()) + 1;
  return month > 0 ? isoDate(Number(m[3]), month, Number(m[2])) : undefined;
}

/** "16/10:14.477" → 16 laps in 10:14.477; a lone "0" is a driver who did not start. */
export function lapsSlashTime(text: string): { laps: number; totalMs: number | null } | null {
  const value = text.trim();
  if (/^\d{1,4}$/.test(value)) return { laps: Number(value), totalMs: null };
  const m = /^(\d{1,4})\s*\/\s*(\S{1,20})$/.exec(value);
  if (!m) return null;
  const laps = Number(m[1]);
  const totalMs = parseLapTime(m[2] as string);
  if (totalMs === null && laps > 0) return null;
  return { laps, totalMs: laps > 0 ? totalMs : null };
}

/**
 * The file's own figures; a driver without laps has no total or best, whatever zeros it prints.
 * `more`: its average lap where it states one, and the digits it gives its times to (absent: ms).
 */
export function official(
  laps: number,
  totalMs: number | null,
  bestMs: number | null,
  more: { avgMs?: number | null; decimals?: number } = {},
): OfficialFigures {
  if (laps <= 0) return { laps: 0, totalMs: null, bestMs: null };
  return {
    laps,
    totalMs,
    bestMs,
    ...(more.avgMs != null ? { avgMs: more.avgMs } : {}),
    ...(more.decimals !== undefined && more.decimals < 3 ? { decimals: more.decimals } : {}),
  };
}

/** A whole number as a cell prints it, or null. */
export function wholeNumber(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  return /^\d{1,6}$/.test(value) ? Number(value) : null;
}
