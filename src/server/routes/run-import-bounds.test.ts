import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LAPS, PREVIEW_MAX_BYTES } from '../../shared/schemas/run';
import { liveTimeFlood, rows } from '../../shared/timing/test/hostile-inputs';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';

/**
 * Issue 28: a 2 MB paste (a LiveTime RC header and 131,000 lap rows) was previewed as one driver
 * with 349,508 laps, a 34.7 MB answer. The preview now shows what a run can hold, in about 1 MB,
 * and says what it left out; importing that driver is still refused with the run's limit.
 */
describe.each(DIALECTS)('an import preview of a huge result (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let carId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ cookie, carId } = await racerWithCar(t.app));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => call(t.app, cookie, { method: 'POST', url, payload });
  const runCount = async () => (await call(t.app, cookie, { method: 'GET', url: '/api/runs' })).json().length;

  it('answers the 131,000-row LiveTime RC paste in about 1 MB, saying what was cut', async () => {
    const text = liveTimeFlood();
    const preview = await post('/api/runs/import/preview', { text });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    const body = preview.json();
    const [driver] = body.races[0].drivers;
    expect(driver.laps).toHaveLength(MAX_LAPS);
    // The figures shown are the results' (9 laps, issue 29), the lap table's disagreement a note.
    expect(driver.stats.laps).toBe(9);
    expect(driver.note).toMatch(
      /^The lap table has [\d,]+ laps, the results 9: the results' figures are kept$/,
    );
    expect(driver.lapsInFile).toBeGreaterThan(250_000);
    expect(body.notes).toEqual([
      `Only the first 500 of ${driver.lapsInFile.toLocaleString('en-US')} laps are shown: a run holds at most 500 laps. The figures are worked out on those 500; split the list into runs of at most 500 laps to import it.`,
    ]);
  });

  it('still refuses to import that driver, with the run limit, and saves nothing', async () => {
    const before = await runCount();
    const answer = await post('/api/runs/import', {
      text: liveTimeFlood(),
      driver: 0,
      rcCarId: carId,
      trackName: 'Canberra',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("A's laps cannot be a run: A run holds at most 500 laps");
    expect(await runCount()).toBe(before);
  });

  it('shows the first 500 of a file with thousands of sessions, and a driver from them imports', async () => {
    // Every row's lap 1 starts a new session in a Speedhive export: 149,794 "races" in 2 MB.
    const text = rows('Name,Lap Number,Lap Time,Speed\n', 'A,1,23.456,50\n');
    const preview = await post('/api/runs/import/preview', { text });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    const body = preview.json();
    expect(body.races).toHaveLength(500);
    expect(body.racesInFile).toBe(149_794);
    expect(body.notes).toEqual(['This file has 149,794 races; the first 500 are shown.']);
    const imported = await post('/api/runs/import', {
      text,
      race: 499,
      driver: 0,
      rcCarId: carId,
      trackName: 'Canberra',
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ stats: { laps: 1, bestMs: 23456 } });
  });
});
