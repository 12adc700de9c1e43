import type { Lap } from '../schemas/run';

/**
 * Lap-time text as the timing systems print it, in milliseconds: `23.456`, `23,456` (a decimal
 * comma), `1:02.345`, `01:02.3`, `1h00m17.616`, `57m52.429`, `1:00:17.616`. Null for anything else.
 * Whole seconds without decimals are not taken as a time: in lists they are lap numbers.
 */
const SECONDS = /^(\d{1,4})[.,](\d{1,3})$/;
const MINUTES = /^(\d{1,3}):([0-5]?\d)(?:[.,](\d{1,3}))?$/;
const HOURS = /^(\d{1,2}):([0-5]\d):([0-5]\d)(?:[.,](\d{1,3}))?$/;
const LETTERS = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(\d{1,2}(?:[.,]\d{1,3})?)s?$/;

const fraction = (digits: string | undefined) => (digits ? Math.round(Number(`0.${digits}`) * 1000) : 0);

export function parseLapTime(text: string): number | null {
  const value = text.trim();
  let m = SECONDS.exec(value);
  if (m) return Number(m[1]) * 1000 + fraction(m[2]);
  m = MINUTES.exec(value);
  if (m) return (Number(m[1]) * 60 + Number(m[2])) * 1000 + fraction(m[3]);
  m = HOURS.exec(value);
  if (m) return (Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000 + fraction(m[4]);
  m = /[hm]/.test(value) ? LETTERS.exec(value) : null;
  if (m) {
    const seconds = (m[3] as string).replace(',', '.');
    return Math.round((Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(seconds)) * 1000);
  }
  return null;
}

/**
 * Digits after the second a time's text gives (issue 29): `16.36` → 2, `10/20.3`'s `20.3` → 1,
 * `1:04.` → 0, `1h00m17.616` → 3. A time known to the ms has 3.
 */
export function timeDecimals(text: string): number {
  const m = /[.,](\d{0,3})\s*s?$/.exec(text.trim());
  return m ? (m[1] as string).length : 0;
}

/** A lap as the file gives it: its resolution kept where coarser than the ms (absent means to the ms). */
export function lapOf(lapNo: number, timeMs: number, decimals = 3): Lap {
  return decimals < 3 ? { lapNo, timeMs, decimals } : { lapNo, timeMs };
}

/**
 * 83456 → "1:23.456", 23456 → "23.456": how a racer reads a lap. `decimals` (0–3) is the resolution
 * the time is known to (issue 29): a lap the file gives as 16.36 shows as 16.36, never 16.360, and a
 * figure worked out from such laps is rounded to it. Whole units, so 59.996 at 2 digits is 1:00.00.
 */
export function formatLapTime(ms: number, decimals = 3): string {
  const digits = Math.min(3, Math.max(0, Math.trunc(decimals)));
  const perSecond = 10 ** digits;
  const units = Math.round((ms * perSecond) / 1000);
  const minutes = Math.floor(units / (60 * perSecond));
  const rest = units - minutes * 60 * perSecond;
  const whole = Math.floor(rest / perSecond);
  const seconds = digits ? `${whole}.${String(rest % perSecond).padStart(digits, '0')}` : String(whole);
  return minutes ? `${minutes}:${seconds.padStart(digits ? digits + 3 : 2, '0')}` : seconds;
}
