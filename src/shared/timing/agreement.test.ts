import { describe, expect, it } from 'vitest';
import {
  MANIFEST,
  type ManifestDriver,
  type ManifestEntry,
  sampleBytes,
} from '../../../tests/timing/samples';
import { cleanMask } from '../lap-stats';
import { figureDecimals, lapDecimals, runStats } from '../run-stats';
import { resultAgreement } from './agreement';
import { decodeResultBytes } from './decode';
import { parseTimingText } from './index';
import { timeDecimals } from './lap-time';
import { nameKey } from './parse-util';
import type { ParsedDriver, ParsedRace, ParsedResult } from './types';

/**
 * Every sample in ../shared/timing-samples, every format (issue 29): the figures every screen
 * shows are the file's, a start segment is never the best lap, and no lap shows digits its cell
 * did not have. MANIFEST.json names a few drivers a file; agreement.ts holds every driver with
 * stated figures to them as well.
 */
const read = (entry: ManifestEntry): ParsedResult => {
  const decoded = decodeResultBytes(sampleBytes(entry.file));
  if (!decoded.ok) throw new Error(decoded.message);
  const parsed = parseTimingText(decoded.text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.result;
};

/** The manifest's driver in its race ("MODIFIED BUGGY B Main Round# 3, Race# 16" where it names one). */
function find(result: ParsedResult, m: ManifestDriver): { race: ParsedRace; driver: ParsedDriver } {
  const found = result.races.flatMap((race) =>
    race.drivers
      .filter((d) => nameKey(d.name) === nameKey(m.name) && (!m.carNumber || d.carNumber === m.carNumber))
      .filter(() => !m.race || m.race.startsWith(`${race.name} Round# ${race.round},`))
      .map((driver) => ({ race, driver })),
  );
  expect(found, `${m.name} #${m.carNumber}`).toHaveLength(1);
  return found[0] as { race: ParsedRace; driver: ParsedDriver };
}

/** What each file's system counts as lap 1 (MANIFEST `lapCounting`, and the file's own figures). */
const LAP_ONE_IS_A_START_SEGMENT: Record<string, boolean> = {
  'liverc/canberra-2025-11-16-race-6304822-ebuggy-a3-main.html': false, // its average counts lap 1
};

describe.each(MANIFEST.map((entry) => [entry.file, entry] as const))('%s', (file, entry) => {
  const result = read(entry);

  it('says what the system counts as lap 1, race by race', () => {
    for (const race of result.races)
      expect(race.startSegment, race.name).toBe(LAP_ONE_IS_A_START_SEGMENT[file] ?? true);
  });

  it.each(entry.expected.drivers.map((m) => [`${m.name} #${m.carNumber ?? ''}`, m] as const))(
    '%s: the figures shown are the file’s, the start segment is never the best lap',
    (_, m) => {
      const { race, driver } = find(result, m);
      const stats = runStats({
        laps: driver.laps,
        startSegment: race.startSegment,
        official: driver.official,
      });
      // A driver who never started has no total: the stats' total of no laps is 0.
      expect([stats.laps, stats.totalMs, stats.bestMs]).toEqual([m.laps, m.totalTimeMs ?? 0, m.bestLapMs]);
      const times = driver.laps.map((l) => l.timeMs);
      if (race.startSegment && times.length > 0) {
        expect(cleanMask(times, true)[0]).toBe(false);
        // The app's own best lap is one of laps 2…n, whatever lap 1 is.
        const own = runStats({ laps: driver.laps, startSegment: true }).bestMs;
        if (times.length > 1) expect(times.slice(1)).toContain(own);
      }
      // A lap 1 quicker than the stated fastest lap (LiveRC, LiveTime RC, RC Timing leave it out).
      const first = m.firstLapMs ?? times[0];
      if (first !== undefined && m.bestLapMs !== null && first < m.bestLapMs) {
        expect(race.startSegment).toBe(true);
        expect(stats.bestMs).toBe(m.bestLapMs);
      }
    },
  );

  it('keeps every lap to the digits its cell had, and shows the file’s figures to the file’s', () => {
    for (const race of result.races) {
      for (const d of race.drivers) {
        for (const lap of d.laps) expect(lap.timeMs % 10 ** (3 - (lap.decimals ?? 3)), d.name).toBe(0);
        if (!d.official || d.laps.length === 0) continue;
        const stats = runStats({ laps: d.laps, startSegment: race.startSegment, official: d.official });
        expect(stats.decimals).toBe(lapDecimals(d.laps));
        expect(figureDecimals(stats, d.official, 'bestMs')).toBe(d.official.decimals ?? 3);
        expect(figureDecimals(stats, d.official, 'top5AvgMs')).toBe(lapDecimals(d.laps));
      }
    }
    for (const m of entry.expected.drivers) {
      const cell = typeof m.firstGridCell === 'string' ? m.firstGridCell : null;
      if (cell === null) continue;
      const { driver } = find(result, m);
      expect(driver.laps[0]?.decimals ?? 3, cell).toBe(timeDecimals(cell.split('/')[1] as string));
    }
  });

  it('agrees with the figures the file states for every driver, and reads every race', () => {
    for (const d of resultAgreement(result)) {
      const { startMatters: _s, wrongBestBefore: _w, shownBefore: _b, ...now } = d;
      expect(now, `${d.race}: ${d.driver}`).toEqual({
        race: d.race,
        driver: d.driver,
        laps: true,
        total: d.total === null ? null : true,
        best: d.best === null ? null : true,
        shown: true,
      });
    }
    expect(result.unread).toBeUndefined();
  });
});

describe('precision as the grid recorded it', () => {
  it('keeps 2 digits a cell, 1 behind a two-digit position, and 3 for a start segment', () => {
    const bremerton = read(MANIFEST.find((e) => e.file.includes('bremerton')) as ManifestEntry);
    const decimals = new Set(bremerton.races[0]?.drivers.flatMap((d) => d.laps.map((l) => l.decimals ?? 3)));
    expect([...decimals].sort()).toEqual([1, 2, 3]);
  });
});
