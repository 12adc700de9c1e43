import type { Lap } from '../schemas/run';
import { parseLapTime } from './lap-time';
import { dateFromMonthName, lapsSlashTime, nameKey, official, wholeNumber } from './parse-util';
import { lapOneLeftOut, noteDisagreements } from './race-checks';
import { clean, linesOf } from './text-cells';
import type { ParsedDriver, ParsedResult } from './types';

/**
 * A LiveRC race result copied from the browser as text. The results table gives each driver's
 * official figures; a driver cell's "View Laps" link lands on a line of its own (the cell holds a
 * line break), and the fastest lap runs into its lap number ("36.5899" is 36.589 on lap 9, as
 * LiveRC prints three decimals). LiveRC shows laps only in each driver's "View Laps" window: where
 * that list is copied below the table (the driver's name, then "lap, pos, time, pace" rows), those
 * laps are the driver's; otherwise the driver has the official figures and no laps.
 */
const HEADER = (cells: string[]) => cells.includes('Laps/Time') && cells.includes('Driver');
const FASTEST = /^((?:\d{1,2}:)?\d{1,3}\.\d{3})\d{0,4}$/;

function tableRow(
  cells: string[],
  at: Record<'driver' | 'laps' | 'fastest' | 'avg', number>,
): ParsedDriver | null {
  const figures = lapsSlashTime(cells[at.laps] ?? '');
  const who = (cells[at.driver] ?? '').replace(/\s*View Laps$/i, '');
  if (!figures || !/^\d{1,4}$/.test(cells[0] ?? '') || who === '') return null;
  const car = /^(\d{1,4}) (.+)$/.exec(who);
  const fastest = FASTEST.exec(cells[at.fastest] ?? '')?.[1];
  const avgMs = at.avg >= 0 ? parseLapTime(cells[at.avg] ?? '') : null;
  return {
    name: car ? (car[2] as string) : who,
    ...(car ? { carNumber: car[1] as string } : {}),
    laps: [],
    official: official(figures.laps, figures.totalMs, fastest ? parseLapTime(fastest) : null, { avgMs }),
    position: Number(cells[0]),
  };
}

/** A row of a "View Laps" list: "3  2  37.823  16/10:04.374", or just "3  37.823". */
function lapRow(cells: string[]): Lap | null {
  const lapNo = wholeNumber(cells[0]);
  const time = cells.length >= 3 && wholeNumber(cells[1]) !== null ? cells[2] : cells[1];
  const timeMs = parseLapTime(time ?? '');
  // As in the page's data, "40.02" is 40.020 (trailing zeros dropped): laps are to the ms.
  return lapNo !== null && lapNo >= 1 && timeMs !== null && timeMs > 0 ? { lapNo, timeMs } : null;
}

function heading(lines: string[]) {
  const dateAt = lines.findIndex((l) => dateFromMonthName(l) !== undefined && l.length <= 20);
  const title = lines.find((l) => / Results( \[.*\])?$/.test(l));
  const round = lines
    .find((l) => l.startsWith('Round:'))
    ?.slice(6)
    .trim();
  return {
    ...(dateAt >= 2 ? { track: lines[dateAt - 2], event: lines[dateAt - 1] } : {}),
    ...(dateAt >= 0 ? { date: dateFromMonthName(lines[dateAt] as string) } : {}),
    name: title?.replace(/ Results( \[.*\])?$/, ''),
    ...(round ? { round } : {}),
  };
}

export function fromLivercText(text: string): ParsedResult | null {
  const lines = linesOf(text);
  const headerAt = lines.findIndex((l) => HEADER(l.split('\t').map(clean)));
  if (headerAt < 0) return null;
  const headers = (lines[headerAt] as string).split('\t').map(clean);
  const at = {
    driver: headers.indexOf('Driver'),
    laps: headers.indexOf('Laps/Time'),
    fastest: headers.findIndex((h) => h.startsWith('Fastest')),
    avg: headers.indexOf('Avg Lap'),
  };
  const drivers: ParsedDriver[] = [];
  const byName = new Map<string, ParsedDriver>();
  let current: ParsedDriver | undefined;
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    const next = lines[i + 1];
    // The driver cell's line break: "1\t2 ARI BAKLA" then " View Laps\t2\t16/10:14.477…".
    const joined = next !== undefined && /^\s*View Laps/i.test(next) ? `${line} ${next}` : line;
    const cells = joined.split('\t').map(clean);
    const driver = current ? null : tableRow(cells, at);
    if (driver) {
      drivers.push(driver);
      if (!byName.has(nameKey(driver.name))) byName.set(nameKey(driver.name), driver);
      if (joined !== line) i++;
      continue;
    }
    const key = nameKey(line);
    const named = key ? byName.get(key) : undefined;
    if (named) current = named;
    const lap = current && !named ? lapRow(cells.filter(Boolean)) : null;
    if (current && lap) current.laps.push(lap);
  }
  if (drivers.length === 0) return null;
  const info = heading(lines.slice(0, headerAt).map(clean).filter(Boolean));
  return {
    format: 'liverc',
    ...(info.event ? { event: info.event } : {}),
    ...(info.track ? { track: info.track } : {}),
    ...(info.date ? { date: info.date } : {}),
    races: [
      noteDisagreements({
        name: info.name || 'LiveRC race',
        ...(info.round ? { round: info.round } : {}),
        // As on the page: lap 1 is a start segment unless its figures count it.
        startSegment: lapOneLeftOut(drivers) ?? true,
        drivers,
      }),
    ],
  };
}
