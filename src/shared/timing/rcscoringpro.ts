import { calendarDate, splitLines } from './delimited';
import { type GridColumn, gridColumns, isGridFooter, readGridBlock } from './rcscoringpro-grid';
import { behindColumn, SUMMARY_HEADER, type SummaryRow, summaryRow } from './rcscoringpro-summary';
import type { ParseAttempt, ParsedRace, ParsedResult, TimingParser } from './types';

/**
 * RCScoringPro printouts, the text results most club timing PCs print and publish. Each race reads
 *
 *   Scoring Software by www.RCScoringPro.com                8:09:03 PM  01/14/2012
 *                                TACOMA R/C RACEWAY
 *   MODIFIED BUGGY B Main                                         Round# 3, Race# 16
 *   ________________________Driver___Car#____Laps____RaceTime____Fast Lap___Behind_
 *   <one summary row per driver>
 *    ___1___ ___2___ … <the lap grid, one column per car number>
 *
 * and a file may hold several races one after the other. The summary's Laps count every grid row
 * of the car, the first being the start segment; its RaceTime is their sum. Those stated figures
 * are kept as `official`, since the grid's cells are cut to 7 characters.
 */
const HEADER = /RCScoringPro/i;
const HEADER_DATE = /(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const ROUND = /^Round#\s*([^\s,]+)\s*,?\s*(?:Race#\s*(\S+))?/;
/** A printout's lines are under 100 characters; longer ones are not ours and not worth reading. */
const MAX_LINE = 1000;
/** The club line names a place more often than an event ("TACOMA R/C RACEWAY", not "Friday Night"). */
const PLACE = /raceway|speedway|track|circuit|park|hobb|club|arena|\bR\/?C\b/i;

interface RaceDraft {
  name: string;
  round?: string;
  drivers: SummaryRow[];
  laps: Map<string, number[]>;
}

type Mode =
  | { kind: 'none' }
  | { kind: 'summary'; behindFrom: number | null }
  | { kind: 'grid'; columns: GridColumn[]; lines: string[] };

function titleOf(line: string): { name: string; round?: string; race?: string } | null {
  const at = line.indexOf('Round#');
  if (at < 0) return null;
  const m = ROUND.exec(line.slice(at));
  if (!m) return null;
  return { name: line.slice(0, at).trim(), round: m[1], race: m[2] };
}

function dateOf(line: string): string | undefined {
  const m = HEADER_DATE.exec(line);
  return m ? calendarDate(Number(m[3]), Number(m[1]), Number(m[2])) : undefined;
}

const newRace = (name: string, round?: string): RaceDraft => ({
  name,
  ...(round ? { round } : {}),
  drivers: [],
  laps: new Map(),
});

/** A line that starts something new, so a grid missing its footer (a cut paste) ends there. */
const startsSection = (line: string) =>
  HEADER.test(line) || SUMMARY_HEADER.test(line) || titleOf(line) !== null || gridColumns(line) !== null;

function toParsed(race: RaceDraft): ParsedRace {
  return {
    name: race.name,
    ...(race.round ? { round: race.round } : {}),
    drivers: race.drivers.map((d) => ({
      name: d.name,
      carNumber: d.carNumber,
      laps: (race.laps.get(d.carNumber) ?? []).map((timeMs, i) => ({ lapNo: i + 1, timeMs })),
      official: d.official,
    })),
  };
}

function parse(text: string): ParseAttempt {
  if (!SUMMARY_HEADER.test(text)) {
    return { ok: false, missing: 'no RCScoringPro summary (Driver, Car#, Laps, RaceTime, Fast Lap)' };
  }
  const races: RaceDraft[] = [];
  let race: RaceDraft | null = null;
  let mode: Mode = { kind: 'none' };
  let date: string | undefined;
  let club: string | undefined;
  let expectClub = false;
  const closeGrid = (grid: { columns: GridColumn[]; lines: string[] }) => {
    for (const [car, laps] of readGridBlock(grid.columns, grid.lines)) race?.laps.set(car, laps);
  };

  for (const line of splitLines(text)) {
    if (line.length > MAX_LINE) continue;
    if (mode.kind === 'grid') {
      const ends = isGridFooter(line);
      if (!ends && !startsSection(line)) {
        mode.lines.push(line);
        continue;
      }
      closeGrid(mode);
      mode = { kind: 'none' };
      if (ends) continue;
    }
    const trimmed = line.trim();
    if (HEADER.test(line)) {
      date ??= dateOf(line);
      expectClub = club === undefined;
      continue;
    }
    const title = titleOf(line);
    if (title) {
      race = newRace(title.name || (title.race ? `Race ${title.race}` : 'Race'), title.round);
      races.push(race);
      mode = { kind: 'none' };
      expectClub = false;
      continue;
    }
    if (SUMMARY_HEADER.test(line)) {
      if (!race || race.drivers.length) {
        race = newRace('Race');
        races.push(race);
      }
      mode = { kind: 'summary', behindFrom: behindColumn(line) };
      expectClub = false;
      continue;
    }
    const columns = gridColumns(line);
    if (columns) {
      mode = { kind: 'grid', columns, lines: [] };
      continue;
    }
    if (expectClub && trimmed) {
      club = trimmed;
      expectClub = false;
      continue;
    }
    if (mode.kind === 'summary') {
      const row = summaryRow(line, mode.behindFrom);
      if (row) race?.drivers.push(row);
      else if (!trimmed) mode = { kind: 'none' };
    }
  }
  if (mode.kind === 'grid') closeGrid(mode);

  const parsed = races.filter((r) => r.drivers.length > 0).map(toParsed);
  if (parsed.length === 0) return { ok: false, missing: 'an RCScoringPro summary without any driver rows' };
  const result: ParsedResult = {
    format: 'rcscoringpro',
    ...(club ? (PLACE.test(club) ? { track: club } : { event: club }) : {}),
    ...(date ? { date } : {}),
    races: parsed,
  };
  return { ok: true, result };
}

export const rcScoringProParser: TimingParser = { format: 'rcscoringpro', label: 'RCScoringPro', parse };
