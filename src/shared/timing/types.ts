import type { Lap, OfficialFigures } from '../schemas/run';

/**
 * What a timing-system parser reads from a result file (issue 16). Parsers are pure (no I/O, no
 * Node or DOM API), so the browser runs the same code offline as the server.
 */
export type TimingFormat =
  | 'rcscoringpro'
  | 'myrcm'
  | 'liverc'
  | 'livetime-rc'
  | 'rc-timing'
  | 'mylaps-orbits'
  | 'mylaps-speedhive'
  | 'lap-list';

export interface ParsedDriver {
  name: string;
  transponder?: string;
  carNumber?: string;
  /**
   * Every lap the file times, in order, numbered as the file counts them: lap 1 is the first
   * crossing after the start (a short start segment where the system counts one). A placeholder
   * such as LiveRC's lap 0 is not a lap, nor is a pace row. A driver the file lists without lap data
   * has `[]`. Each lap's `decimals` are the digits its cell had (absent: to the ms).
   */
  laps: Lap[];
  /**
   * The figures the file states for this driver (laps, total time, fastest lap, average lap where
   * given) and the digits it gives them to: the run shows these, not its laps' own (issue 29).
   */
  official?: OfficialFigures;
  /** Finishing position as the file states it (or its results order), where it does. */
  position?: number;
  /**
   * What does not read as it should, in plain words: the lap grid disagreeing with the summary. The
   * driver still imports, with the official figures (issue 29).
   */
  note?: string;
}

export interface ParsedRace {
  /** As the file names it: "MODIFIED BUGGY B Main", "1/8 Nitro Buggy A-Main". */
  name: string;
  round?: string;
  /**
   * Lap 1 is the start to the first crossing, which this system counts as a lap (in the lap count
   * and total) but which is no lap of the track: never a best lap, clean lap or point on the chart.
   * Required: every parser says what its system counts as lap 1 (issue 29; docs/timing-agreement.md).
   */
  startSegment: boolean;
  drivers: ParsedDriver[];
}

/** A part of a file that could not be read, named as the file names it, with why in plain words. */
export interface UnreadPart {
  name: string;
  reason: string;
}

export interface ParsedResult {
  format: TimingFormat;
  event?: string;
  /** The track or club, where the file says. */
  track?: string;
  /** YYYY-MM-DD, where the file says. */
  date?: string;
  races: ParsedRace[];
  /** Races (or other parts) that did not read; the races that did are in `races` (issue 29). */
  unread?: UnreadPart[];
}

/**
 * A parser either reads the text or says, in a racer's words, what it looked for and did not find
 * ("no RCScoringPro summary table (Laps, RaceTime, Fast Lap)"), which the 400 answer lists.
 */
export type ParseAttempt = { ok: true; result: ParsedResult } | { ok: false; missing: string };

export interface TimingParser {
  format: TimingFormat;
  /** "RCScoringPro", "MyLaps (Orbits passings)". */
  label: string;
  parse(text: string): ParseAttempt;
}
