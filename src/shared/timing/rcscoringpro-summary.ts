import type { OfficialFigures } from '../schemas/run';
import { parseLapTime, timeDecimals } from './lap-time';

const MAX_DECIMALS = 3;

/**
 * RCScoringPro's summary table: a header
 * `____Driver___Car#____Laps____RaceTime____Fast Lap___Behind_`, then one row per driver, either
 * fixed-width (`   Behlen, kyle    #4      29     8:08.626     16.084        `) or TAB-separated
 * (`Matesa, Ryan<TAB><TAB><TAB>#2 <TAB><TAB>28<TAB><TAB> 8:10.270<TAB><TAB> 16.939`). A driver who
 * never crossed the line has 0 laps, RaceTime 0.000 and no (or a 0.000) fast lap.
 */
export const SUMMARY_HEADER = /Driver[_\s]+Car#[_\s]+Laps[_\s]+RaceTime[_\s]+Fast ?Lap/i;

export interface SummaryRow {
  name: string;
  carNumber: string;
  official: OfficialFigures;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(line: string): Token[] {
  const found: Token[] = [];
  const token = /\S+/g;
  for (let m = token.exec(line); m; m = token.exec(line)) {
    found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** Where the Behind column starts in a fixed-width header: a time ending past it is a gap, not a lap. */
export const behindColumn = (header: string): number | null => {
  const at = header.indexOf('Behind');
  return at >= 0 ? at : null;
};

/** One summary row, or null when the line is not one (the blank line that ends the table, say). */
export function summaryRow(line: string, behindFrom: number | null): SummaryRow | null {
  const found = tokens(line);
  const car = found.findIndex(
    (t, i) => /^#\d{1,4}$/.test(t.text) && /^\d{1,4}$/.test(found[i + 1]?.text ?? ''),
  );
  if (car < 0) return null;
  const laps = Number((found[car + 1] as Token).text);
  const raceTime = found[car + 2];
  const total = raceTime ? parseLapTime(raceTime.text) : null;
  if (total === null) return null;
  const fast = found[car + 3];
  const gapNotLap = fast && behindFrom !== null && !line.includes('\t') && fast.end > behindFrom;
  const best = fast && !gapNotLap ? parseLapTime(fast.text) : null;
  const name = line.slice(0, (found[car] as Token).start).trim();
  const carNumber = (found[car] as Token).text.slice(1);
  const decimals = Math.min(
    timeDecimals((raceTime as Token).text),
    best ? timeDecimals((fast as Token).text) : MAX_DECIMALS,
  );
  return {
    name: name || `Car ${carNumber}`,
    carNumber: String(Number(carNumber)),
    official: {
      laps,
      totalMs: total,
      bestMs: best ? best : null,
      ...(decimals < MAX_DECIMALS ? { decimals } : {}),
    },
  };
}
