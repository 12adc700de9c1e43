import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parseTimingText } from '../../src/shared/timing/index';
import { nameKey } from '../../src/shared/timing/parse-util';
import type { ParsedDriver, ParsedResult, TimingFormat } from '../../src/shared/timing/types';
import { type ManifestDriver, type ManifestEntry, samplesOf, sampleText } from './samples';

/** Test-only: a sample's parse held against MANIFEST.json's official figures for its drivers. */
export function parsedAs(text: string, format: TimingFormat): ParsedResult {
  const parsed = parseTimingText(text);
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.result.format).toBe(format);
  return parsed.result;
}

const findDriver = (result: ParsedResult, m: ManifestDriver): ParsedDriver => {
  const found = result.races
    .flatMap((race) => race.drivers)
    .filter((d) => nameKey(d.name) === nameKey(m.name) && (!m.carNumber || d.carNumber === m.carNumber));
  expect(found, `${m.name} #${m.carNumber}`).toHaveLength(1);
  return found[0] as ParsedDriver;
};

const sum = (d: ParsedDriver) => d.laps.reduce((total, lap) => total + lap.timeMs, 0);

export function expectManifest(entry: ManifestEntry, result: ParsedResult): void {
  expect(result.races).toHaveLength(entry.expected.races);
  const exact = /exact/i.test(entry.lapCounting);
  for (const m of entry.expected.drivers) {
    const driver = findDriver(result, m);
    const label = `${entry.file}: ${m.name}`;
    // The file's other figures (its average lap, the digits it gives) are held by agreement.test.ts.
    expect(driver.official, label).toMatchObject({
      laps: m.laps,
      totalMs: m.totalTimeMs,
      bestMs: m.bestLapMs,
    });
    // A driver the lap table has no column for keeps the official figures and no laps.
    const noColumn = typeof m.note === 'string' && /no column/.test(m.note);
    expect(driver.laps.length, label).toBe(noColumn ? 0 : m.laps);
    expect(
      driver.laps.map((l) => l.lapNo),
      label,
    ).toEqual(driver.laps.map((_, i) => i + 1));
    if (exact && !noColumn && m.laps > 0) expect(sum(driver), label).toBe(m.totalTimeMs);
    if (m.firstLapMs !== undefined)
      expect(driver.laps[0], label).toMatchObject({ lapNo: 1, timeMs: m.firstLapMs });
    if (typeof m.bestLapNumber === 'number') {
      expect(driver.laps.find((l) => l.lapNo === m.bestLapNumber)?.timeMs, label).toBe(m.bestLapMs);
    }
  }
}

/** A fixture written for these tests, beside the code. */
export const fixture = (name: string): string =>
  readFileSync(new URL(`../../src/shared/timing/fixtures/${name}`, import.meta.url), 'utf8');

export const driverNamed = (result: ParsedResult, name: string): ParsedDriver => {
  const driver = result.races.flatMap((r) => r.drivers).find((d) => d.name === name);
  if (!driver) throw new Error(`no driver ${name}`);
  return driver;
};

/** One test a sample of the folder: read as `format`, its manifest drivers' figures and laps. */
export function itReadsEverySample(folder: string, format: TimingFormat, read = sampleText): void {
  it.each(samplesOf(folder).map((e) => [e.file, e] as const))(
    '%s: the official figures and every lap',
    (_, entry) => {
      expectManifest(entry, parsedAs(read(entry.file), format));
    },
  );
}
