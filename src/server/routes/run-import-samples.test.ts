import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST, sampleBytes } from '../../../tests/timing/samples';
import { decodeResultBytes } from '../../shared/timing/decode';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';

/**
 * Every real result file in ../shared/timing-samples through the API, on both databases: the
 * preview reads it, and importing a driver the manifest knows makes a run whose official figures
 * are the sheet's. The GBK file is decoded as the browser decodes a chosen file.
 */
const textOf = (file: string) => {
  const decoded = decodeResultBytes(sampleBytes(file));
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.text;
};
const squash = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

describe.each(DIALECTS)('importing the real result files (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let carId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ cookie, carId } = await racerWithCar(t.app, { manufacturer: 'Mugen', model: 'MBX8R' }));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => call(t.app, cookie, { method: 'POST', url, payload });

  it.each(MANIFEST.map((entry) => [entry.file, entry] as const))('%s', async (file, entry) => {
    const text = textOf(file);
    const preview = await post('/api/runs/import/preview', { text });
    expect(preview.statusCode, preview.body).toBe(200);
    const { races } = preview.json() as {
      races: Array<{ name: string; drivers: Array<{ name: string; carNumber?: string; laps: unknown[] }> }>;
    };
    expect(races).toHaveLength(entry.expected.races);

    const wanted = entry.expected.drivers.find(
      (d) => d.laps > 0 && !(typeof d.note === 'string' && /no column/.test(d.note)),
    );
    if (!wanted) return;
    const raceIndex = races.findIndex((race) =>
      race.drivers.some(
        (d) =>
          squash(d.name) === squash(wanted.name) && (!wanted.carNumber || d.carNumber === wanted.carNumber),
      ),
    );
    const race = races[raceIndex];
    const driver = race?.drivers.findIndex((d) => squash(d.name) === squash(wanted.name)) ?? -1;
    expect(driver, wanted.name).toBeGreaterThanOrEqual(0);
    const imported = await post('/api/runs/import', {
      text,
      race: raceIndex,
      driver,
      rcCarId: carId,
      trackName: 'Club track',
    });
    if (file.endsWith('.gbk.txt')) {
      // The same result as its UTF-8 twin, imported just before: the same laps, so refused.
      expect(imported.statusCode, imported.body).toBe(409);
      expect(imported.json().code).toBe('already_imported');
      return;
    }
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({
      source: 'import',
      // Every sample is a main or a final; MyRCM's report does not say so, which leaves practice.
      session: file.startsWith('myrcm/') ? 'practice' : 'main',
      official: { laps: wanted.laps, totalMs: wanted.totalTimeMs, bestMs: wanted.bestLapMs },
      stats: { laps: wanted.laps },
    });
  });
});
