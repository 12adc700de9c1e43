import { calendarDate, splitLines } from './delimited';
import { footerCounts, type GridColumn, gridColumns, isGridFooter, readGridBlock } from './rcscoringpro-grid';
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
  /** The grid does not line up with its own footer or summary: its laps would be wrong. */
  misread: boolean;
}

type Mode =
  | { kind: 'none' }
  | { kind: 'summary'; behindFrom: number | null }
  | { kind: 'grid'; columns: GridColumn[]; lines: string[] }
  | { kind: 'counts'; columns: GridColumn[] };

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

/** Reads a printout line by line: header, club line, title, summary, grid blocks, their footers. */
class PrintoutReader {
  races: RaceDraft[] = [];
  date?: string;
  club?: string;
  private race: RaceDraft | null = null;
  private mode: Mode = { kind: 'none' };
  private expectClub = false;

  private startRace(name: string, round?: string): void {
    this.race = { name, ...(round ? { round } : {}), drivers: [], laps: new Map(), misread: false };
    this.races.push(this.race);
  }

  read(line: string): void {
    if (line.length > MAX_LINE) return;
    const mode = this.mode;
    if (mode.kind === 'grid') {
      const ends = isGridFooter(line);
      if (!ends && !startsSection(line)) {
        mode.lines.push(line);
        return;
      }
      this.closeGrid(mode.columns, mode.lines);
      this.mode = ends ? { kind: 'counts', columns: mode.columns } : { kind: 'none' };
      if (ends) return;
    }
    if (mode.kind === 'counts' && line.trim()) {
      this.mode = { kind: 'none' };
      const counts = footerCounts(mode.columns, line);
      if (counts !== undefined) {
        // The footer counts each column's rows as printed; a grid read otherwise is out of line.
        const agrees =
          counts &&
          mode.columns.every((c) => (counts.get(c.car) ?? 0) === this.race?.laps.get(c.car)?.length);
        if (!agrees && this.race) this.race.misread = true;
        return;
      }
    }
    this.readOutsideGrid(line);
  }

  private readOutsideGrid(line: string): void {
    const trimmed = line.trim();
    if (HEADER.test(line)) {
      this.date ??= dateOf(line);
      this.expectClub = this.club === undefined;
      return;
    }
    const title = titleOf(line);
    if (title) {
      this.startRace(title.name || (title.race ? `Race ${title.race}` : 'Race'), title.round);
      this.mode = { kind: 'none' };
      this.expectClub = false;
      return;
    }
    if (SUMMARY_HEADER.test(line)) {
      if (!this.race || this.race.drivers.length) this.startRace('Race');
      this.mode = { kind: 'summary', behindFrom: behindColumn(line) };
      this.expectClub = false;
      return;
    }
    const columns = gridColumns(line);
    if (columns) {
      this.mode = { kind: 'grid', columns, lines: [] };
      return;
    }
    if (this.expectClub && trimmed) {
      this.club = trimmed;
      this.expectClub = false;
      return;
    }
    if (this.mode.kind === 'summary') {
      const row = summaryRow(line, this.mode.behindFrom);
      if (row) this.race?.drivers.push(row);
      else if (!trimmed) this.mode = { kind: 'none' };
    }
  }

  private closeGrid(columns: GridColumn[], lines: string[]): void {
    for (const [car, laps] of readGridBlock(columns, lines)) this.race?.laps.set(car, laps);
  }

  finish(): void {
    if (this.mode.kind === 'grid') this.closeGrid(this.mode.columns, this.mode.lines);
    for (const race of this.races) {
      // A driver the summary credits with laps but whom a grid that was read has none for.
      const missing = race.drivers.some((d) => d.official.laps > 0 && !race.laps.get(d.carNumber)?.length);
      if (race.laps.size > 0 && missing) race.misread = true;
    }
  }
}

function parse(text: string): ParseAttempt {
  if (!SUMMARY_HEADER.test(text)) {
    return { ok: false, missing: 'no RCScoringPro summary (Driver, Car#, Laps, RaceTime, Fast Lap)' };
  }
  const reader = new PrintoutReader();
  for (const line of splitLines(text)) reader.read(line);
  reader.finish();
  const races = reader.races.filter((r) => r.drivers.length > 0);
  if (races.length === 0) return { ok: false, missing: 'an RCScoringPro summary without any driver rows' };
  const misread = races.find((r) => r.misread);
  if (misread) {
    return {
      ok: false,
      missing: `a lap grid in line with its columns in "${misread.name}" (were spaces lost in copying? Choose the file itself)`,
    };
  }
  const { club, date } = reader;
  const result: ParsedResult = {
    format: 'rcscoringpro',
    ...(club ? (PLACE.test(club) ? { track: club } : { event: club }) : {}),
    ...(date ? { date } : {}),
    races: races.map(toParsed),
  };
  return { ok: true, result };
}

export const rcScoringProParser: TimingParser = { format: 'rcscoringpro', label: 'RCScoringPro', parse };
