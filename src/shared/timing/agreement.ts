import { lapStats } from '../lap-stats';
import { runStats } from '../run-stats';
import type { Lap, OfficialFigures } from '../schemas/run';
import type { ParsedDriver, ParsedResult, TimingFormat } from './types';

/**
 * How a parsed result agrees with the figures its own file states (issue 29), driver by driver:
 * what `scripts/timing-agreement.ts` tabulates per format and agreement.test.ts holds on every
 * sample. "Agrees" allows what the file's own resolution allows: a lap cut to 2 decimals is up to
 * 10 ms from the time the system measured (16.36 for 16.368), and a total of such laps the sum of it.
 */
export interface DriverAgreement {
  race: string;
  driver: string;
  /** The lap data has as many laps as the results. */
  laps: boolean;
  /** The laps' sum is the results' total (within the laps' resolution); null: the file states none. */
  total: boolean | null;
  /** The app's best lap from the laps is the file's fastest lap (within resolution); null: none stated. */
  best: boolean | null;
  /** The figures every screen shows (runStats) are the file's laps, total and fastest lap exactly. */
  shown: boolean;
  /** Lap 1 is a start segment and counting it as a lap would have changed the best lap. */
  startMatters: boolean;
  /** Before issue 29 (lap 1 taken as a lap), the best lap would have disagreed with the file. */
  wrongBestBefore: boolean;
  /** Before issue 29 the screens showed the laps' own figures: a best lap or total not the file's to the ms. */
  shownBefore: { best: boolean; total: boolean };
  /** The parser's note where the laps disagree with the results. */
  note?: string;
}

const unitMs = (decimals: number | undefined) => 10 ** (3 - (decimals ?? 3));
const within = (a: number, b: number, slack: number) => Math.abs(a - b) <= slack;

function bestSlack(laps: readonly Lap[], official: OfficialFigures): number {
  const coarsest = laps.reduce((worst, lap) => Math.max(worst, unitMs(lap.decimals)), 1);
  return coarsest + unitMs(official.decimals);
}

/** One driver with lap data and stated figures (laps > 0); null for anyone else. */
export function driverAgreement(
  race: string,
  startSegment: boolean,
  d: ParsedDriver,
): DriverAgreement | null {
  const official = d.official;
  if (!official || official.laps === 0 || d.laps.length === 0) return null;
  const times = d.laps.map((l) => l.timeMs);
  const sum = times.reduce((a, b) => a + b, 0);
  const totalSlack = d.laps.reduce((s, l) => s + unitMs(l.decimals), 0) + unitMs(official.decimals);
  const now = lapStats(times, { startSegment });
  const before = lapStats(times);
  const slack = bestSlack(d.laps, official);
  const shownStats = runStats({ laps: d.laps, startSegment, official });
  const bestAgrees = (best: number | null) =>
    official.bestMs === null ? null : best !== null && within(best, official.bestMs, slack);
  return {
    race,
    driver: d.name,
    laps: d.laps.length === official.laps,
    total: official.totalMs === null ? null : within(sum, official.totalMs, totalSlack),
    best: bestAgrees(now.bestMs),
    shown:
      shownStats.laps === official.laps &&
      (official.totalMs === null || shownStats.totalMs === official.totalMs) &&
      (official.bestMs === null || shownStats.bestMs === official.bestMs),
    startMatters: startSegment && now.bestMs !== before.bestMs,
    wrongBestBefore: bestAgrees(before.bestMs) === false,
    shownBefore: {
      best: official.bestMs === null || before.bestMs === official.bestMs,
      total: official.totalMs === null || before.totalMs === official.totalMs,
    },
    ...(d.note ? { note: d.note } : {}),
  };
}

export function resultAgreement(result: ParsedResult): DriverAgreement[] {
  return result.races.flatMap((race) =>
    race.drivers.flatMap((d) => driverAgreement(race.name, race.startSegment, d) ?? []),
  );
}

export interface FormatAgreement {
  format: TimingFormat;
  files: number;
  drivers: number;
  laps: number;
  total: { agree: number; of: number };
  best: { agree: number; of: number };
  shown: number;
  startMatters: number;
  wrongBestBefore: number;
  /** Drivers whose screens showed the file's best lap / total to the ms before issue 29. */
  shownBefore: { best: number; total: number };
}

/** Per format, the counts of a table row. */
export function tally(
  rows: ReadonlyArray<{ format: TimingFormat; file: string; drivers: DriverAgreement[] }>,
) {
  const byFormat = new Map<TimingFormat, FormatAgreement & { fileSet: Set<string> }>();
  for (const { format, file, drivers } of rows) {
    const t = byFormat.get(format) ?? {
      format,
      files: 0,
      fileSet: new Set<string>(),
      drivers: 0,
      laps: 0,
      total: { agree: 0, of: 0 },
      best: { agree: 0, of: 0 },
      shown: 0,
      startMatters: 0,
      wrongBestBefore: 0,
      shownBefore: { best: 0, total: 0 },
    };
    byFormat.set(format, t);
    t.fileSet.add(file);
    for (const d of drivers) {
      t.drivers++;
      if (d.laps) t.laps++;
      if (d.total !== null) {
        t.total.of++;
        if (d.total) t.total.agree++;
      }
      if (d.best !== null) {
        t.best.of++;
        if (d.best) t.best.agree++;
      }
      if (d.shown) t.shown++;
      if (d.startMatters) t.startMatters++;
      if (d.wrongBestBefore) t.wrongBestBefore++;
      if (d.shownBefore.best) t.shownBefore.best++;
      if (d.shownBefore.total) t.shownBefore.total++;
    }
  }
  return [...byFormat.values()].map(({ fileSet, ...t }) => ({ ...t, files: fileSet.size }));
}
