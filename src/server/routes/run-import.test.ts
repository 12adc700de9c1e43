import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';

describe.each(DIALECTS)('importing a result as a run (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let carId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ cookie, carId } = await racerWithCar(t.app));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => call(t.app, cookie, { method: 'POST', url, payload });
  const LIST = 'Lap\tTime\n1\t25.010\n2\t23.456\n3\t23.100\n';

  it('previews a lap list with its stats and the only driver suggested', async () => {
    const preview = await post('/api/runs/import/preview', { text: LIST });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      format: 'lap-list',
      formatLabel: 'Lap list',
      races: [{ drivers: [{ suggested: true, stats: { laps: 3, bestMs: 23100 } }] }],
    });
  });

  it('imports once, then refuses the same laps again naming the run', async () => {
    const payload = { text: LIST, driver: 0, rcCarId: carId, date: '2026-11-22', trackName: 'Canberra' };
    const imported = await post('/api/runs/import', payload);
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ source: 'import', trackName: 'Canberra', stats: { laps: 3 } });
    const again = await post('/api/runs/import', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_imported' });
    expect(again.json().message).toContain(`run #${imported.json().id} of 2026-11-22 at Canberra`);
  });

  it('refuses unreadable text with the formats tried, and saves nothing', async () => {
    const before = (await call(t.app, cookie, { method: 'GET', url: '/api/runs' })).json().length;
    for (const url of ['/api/runs/import/preview', '/api/runs/import']) {
      const answer = await post(url, {
        text: 'Nothing to see here\n12 apples',
        driver: 0,
        rcCarId: carId,
        trackName: 'X',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'unreadable_result' });
      expect(answer.json().message).toMatch(/^Could not read this result\. Tried .*Lap list: line 2/);
    }
    const noTrack = await post('/api/runs/import', { text: LIST, driver: 0, rcCarId: carId });
    expect(noTrack.statusCode).toBe(400);
    expect(noTrack.json().message).toBe('Track is required');
    const noDriver = await post('/api/runs/import', {
      text: LIST,
      driver: 3,
      rcCarId: carId,
      trackName: 'X',
    });
    expect(noDriver.statusCode).toBe(400);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/runs' })).json()).toHaveLength(before);
  });
});
