import { calendarDate, splitLines } from './delimited';
import {
  footerCounts,
  type GridColumn,
  gridColumns,
  isGridFooter,
  readGridBlock,
  rowGroups,
} from './rcscoringpro-grid';
import { MISALIGNED, type RaceDraft, toParsed } from './rcscoringpro-race';
import { behindColumn, SUMMARY_HEADER, summaryRow } from './rcscoringpro-summary';
import type { ParseAttempt, ParsedResult, TimingParser, UnreadPart } from './types';

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
 * of the car, the first being the start segment (its Fast Lap leaves that row out); its RaceTime is
 * their sum. Those stated figures are kept as `official`, since the grid's cells are cut to 7
 * characters (each lap keeps the digits its cell had). The summary lists drivers in finishing order.
 *
 * A race whose grid does not line up with its columns is listed as unread and the others are read;
 * a driver whose grid column disagrees with the summary or the footer keeps the summary's figures
 * and a note (issue 29).
 */
const HEADER = /RCScoringPro/i;
const HEADER_DATE = /(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const ROUND = /^Round#\s*([^\s,]+)\s*,?\s*(?:Race#\s*(\S+))?/;
/** A printout's lines are under 100 characters; longer ones are not ours and not worth reading. */
const MAX_LINE = 1000;
/** The club line names a place more often than an event ("TACOMA R/C RACEWAY", not "Friday Night"). */
const PLACE = /raceway|speedway|track|circuit|park|hobb|club|arena|\bR\/?C\b/i;

/** A grid block as printed, read once the whole file is (a one-lap grid goes by the others' layout). */
interface BlockDraft {
  race: RaceDraft;
  columns: GridColumn[];
  lines: string[];
  /** The footer's counts; null: a count line not under the columns; absent: no count line. */
  counts?: Map<string, number> | null;
}

type Mode =
  | { kind: 'none' }
  | { kind: 'summary'; behindFrom: number | null }
  | { kind: 'grid'; block: BlockDraft }
  | { kind: 'counts'; block: BlockDraft };

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

/** Reads a printout line by line: header, club line, title, summary, grid blocks, their footers. */
class PrintoutReader {
  races: RaceDraft[] = [];
  private blocks: BlockDraft[] = [];
  date?: string;
  club?: string;
  private race: RaceDraft | null = null;
  private mode: Mode = { kind: 'none' };
  private expectClub = false;

  private startRace(name: string, title: string, round?: string): void {
    this.race = {
      name,
      title,
      ...(round ? { round } : {}),
      drivers: [],
      laps: new Map(),
      misaligned: false,
      footerOff: new Map(),
    };
    this.races.push(this.race);
  }

  read(line: string): void {
    if (line.length > MAX_LINE) return;
    const mode = this.mode;
    if (mode.kind === 'grid') {
      const ends = isGridFooter(line);
      if (!ends && !startsSection(line)) {
        mode.block.lines.push(line);
        return;
      }
      this.mode = ends ? { kind: 'counts', block: mode.block } : { kind: 'none' };
      if (ends) return;
    }
    if (mode.kind === 'counts' && line.trim()) {
      this.mode = { kind: 'none' };
      const counts = footerCounts(mode.block.columns, line);
      if (counts !== undefined) {
        mode.block.counts = counts;
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
      const name = title.name || (title.race ? `Race ${title.race}` : 'Race');
      this.startRace(name, trimmed.replace(/\s+/g, ' '), title.round);
      this.mode = { kind: 'none' };
      this.expectClub = false;
      return;
    }
    if (SUMMARY_HEADER.test(line)) {
      if (!this.race || this.race.drivers.length) this.startRace('Race', 'Race');
      this.mode = { kind: 'summary', behindFrom: behindColumn(line) };
      this.expectClub = false;
      return;
    }
    const columns = gridColumns(line);
    if (columns) {
      if (!this.race) this.startRace('Race', 'Race');
      const block: BlockDraft = { race: this.race as RaceDraft, columns, lines: [] };
      this.blocks.push(block);
      this.mode = { kind: 'grid', block };
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

  /** Reads every grid block, now that the file's layout (paced or not) is known. */
  finish(): void {
    const pacedFile = this.blocks.some((b) => rowGroups(b.lines).length > 1);
    for (const { race, columns, lines, counts } of this.blocks) {
      const block = readGridBlock(columns, lines, { counts, pacedFile });
      for (const [car, laps] of block.laps) race.laps.set(car, laps);
      const footerAgrees =
        !!counts && columns.every((c) => (block.laps.get(c.car)?.length ?? 0) === (counts.get(c.car) ?? 0));
      // A count line not under its columns, or rows not under them that its counts do not bear out:
      // spaces were lost, and with them which car a lap is.
      if (counts === null || (!block.aligned && !footerAgrees)) race.misaligned = true;
      // The footer counts each column's lap rows as printed: a column read otherwise is noted.
      for (const c of counts ? columns : []) {
        const read = block.laps.get(c.car)?.length ?? 0;
        const counted = counts?.get(c.car) ?? 0;
        if (read !== counted) race.footerOff.set(c.car, [read, counted]);
      }
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
  const unread: UnreadPart[] = [];
  for (const race of reader.races) {
    if (race.drivers.length === 0 && race.laps.size > 0)
      unread.push({ name: race.title, reason: 'its summary has no driver rows' });
    else if (race.misaligned) unread.push({ name: race.title, reason: MISALIGNED });
  }
  const readable = races.filter((r) => !r.misaligned);
  if (readable.length === 0) {
    const [first] = unread;
    return { ok: false, missing: `a race that reads ("${first?.name}": ${first?.reason})` };
  }
  const { club, date } = reader;
  const result: ParsedResult = {
    format: 'rcscoringpro',
    ...(club ? (PLACE.test(club) ? { track: club } : { event: club }) : {}),
    ...(date ? { date } : {}),
    races: readable.map(toParsed),
    ...(unread.length ? { unread } : {}),
  };
  return { ok: true, result };
}

export const rcScoringProParser: TimingParser = { format: 'rcscoringpro', label: 'RCScoringPro', parse };
