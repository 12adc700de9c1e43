import { describe, expect, it } from 'vitest';
import { MAX_LAPS, PREVIEW_MAX_BYTES } from '../schemas/run';
import { previewResult } from './preview';
import type { ParsedDriver, ParsedRace, ParsedResult } from './types';

const laps = (count: number, timeMs = 23_456) =>
  Array.from({ length: count }, (_, i) => ({ lapNo: i + 1, timeMs: timeMs + (i % 7) }));
const driver = (name: string, lapCount: number, extra: Partial<ParsedDriver> = {}): ParsedDriver => ({
  name,
  laps: laps(lapCount),
  ...extra,
});
const race = (name: string, drivers: ParsedDriver[]): ParsedRace => ({ name, startSegment: false, drivers });
const result = (races: ParsedRace[]): ParsedResult => ({ format: 'myrcm', races });
const me = { transponders: ['1234567'], firstName: 'Andy', lastName: 'Dibrino' };
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('the preview of a result', () => {
  it('shows a result within the bounds whole, without notes', () => {
    const preview = previewResult(result([race('A Main', [driver('A', 40), driver('B', 38)])]), 'MyRCM', me);
    expect(preview.notes).toBeUndefined();
    expect(preview.racesInFile).toBeUndefined();
    expect(preview.races[0]).not.toHaveProperty('driversInFile');
    expect(preview.races[0]?.drivers.map((d) => d.laps.length)).toEqual([40, 38]);
  });

  it('shows the first 500 laps of a driver, works its figures out on those and says so', () => {
    const long = driver('Andy Dibrino', 2_000, { transponder: '1234567' });
    long.laps[1_000] = { lapNo: 1_001, timeMs: 1_000 };
    const preview = previewResult(result([race('Practice', [long, driver('B', 10)])]), 'MyRCM', me);
    const [shown] = preview.races[0]?.drivers ?? [];
    expect(shown).toMatchObject({ lapsInFile: 2_000, suggested: true, stats: { laps: MAX_LAPS } });
    expect(shown?.laps).toEqual(long.laps.slice(0, MAX_LAPS));
    expect(shown?.stats.bestMs).toBe(23_456);
    expect(preview.notes).toEqual([
      'Only the first 500 of 2,000 laps of Andy Dibrino are shown: a run holds at most 500 laps. Their figures are worked out on those 500, and they cannot be imported as one run.',
    ]);
  });

  it('names no driver when the file holds one only (a lap list), and says how to import it', () => {
    const preview = previewResult(result([race('Lap times', [driver('Lap list', 612)])]), 'Lap list', me);
    expect(preview.notes).toEqual([
      'Only the first 500 of 612 laps are shown: a run holds at most 500 laps. The figures are worked out on those 500; split the list into runs of at most 500 laps to import it.',
    ]);
  });

  it('names three drivers cut to 500 laps and counts the rest', () => {
    const drivers = Array.from({ length: 8 }, (_, i) => driver(`Driver ${i + 1}`, 501));
    const preview = previewResult(result([race('Practice', drivers)]), 'MyRCM', me);
    expect(preview.notes).toHaveLength(4);
    expect(preview.notes?.[2]).toMatch(/^Only the first 500 of 501 laps of Driver 3 are shown/);
    expect(preview.notes?.[3]).toBe(
      '5 more drivers have more than 500 laps: the first 500 of each are shown and worked out, and none of them can be imported as one run.',
    );
    expect(preview.races[0]?.drivers.every((d) => d.lapsInFile === 501)).toBe(true);
  });

  it('shows the first 500 races and the first 500 drivers of a race', () => {
    const crowd = race(
      'Open practice',
      Array.from({ length: 700 }, (_, i) => driver(`D${i}`, 1)),
    );
    const races = [crowd, ...Array.from({ length: 811 }, (_, i) => race(`Heat ${i + 2}`, [driver('A', 1)]))];
    const preview = previewResult(result(races), 'MyRCM', me);
    expect(preview.races).toHaveLength(500);
    expect(preview.racesInFile).toBe(812);
    expect(preview.races[0]).toMatchObject({ driversInFile: 700 });
    expect(preview.races[0]?.drivers).toHaveLength(500);
    expect(preview.notes).toEqual([
      'This file has 812 races; the first 500 are shown.',
      'Open practice has 700 drivers; the first 500 are shown.',
    ]);
  });

  it('fills about 1 MB in file order, then says where it stopped', () => {
    // 400 races of 10 drivers of 500 laps: some 60 MB whole.
    const races = Array.from({ length: 400 }, (_, r) =>
      race(
        `Heat ${r + 1}`,
        Array.from({ length: 10 }, (_, d) => driver(`R${r}D${d}`, 500)),
      ),
    );
    const preview = previewResult(result(races), 'MyRCM', me);
    expect(bytes(preview)).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    expect(bytes(preview)).toBeGreaterThan(PREVIEW_MAX_BYTES * 0.9);
    const last = preview.races.at(-1);
    const shown = preview.races.length;
    expect(preview.racesInFile).toBe(400);
    expect(last?.driversInFile).toBe(10);
    expect(preview.races.slice(0, -1).every((r) => r.drivers.length === 10 && !r.driversInFile)).toBe(true);
    expect(preview.notes).toEqual([
      `This file has 400 races; the first ${shown} are shown (a preview holds about 1 MB).`,
      `Heat ${shown} has 10 drivers; the first ${last?.drivers.length} are shown (a preview holds about 1 MB).`,
    ]);
  });

  it('keeps names a file made absurdly long to a line, and the answer within its size', () => {
    const long = 'x'.repeat(300_000);
    const parsed: ParsedResult = {
      format: 'livetime-rc',
      event: long,
      track: long,
      races: Array.from({ length: 500 }, () => race(long, [driver(long, 600, { transponder: long })])),
    };
    const preview = previewResult(parsed, 'LiveTime RC', me);
    expect(bytes(preview)).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    expect(preview.track).toHaveLength(100);
    expect(preview.races[0]?.drivers[0]?.name).toHaveLength(200);
    expect(preview.notes?.every((note) => note.length < 400)).toBe(true);
  });

  it('suggests the racer’s own driver only among those shown', () => {
    const drivers = [...Array.from({ length: 600 }, (_, i) => driver(`D${i}`, 1)), driver('Andy Dibrino', 5)];
    const preview = previewResult(result([race('Club race', drivers)]), 'MyRCM', me);
    expect(preview.races[0]?.drivers.some((d) => d.suggested)).toBe(false);
  });
});
