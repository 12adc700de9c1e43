import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleText } from '../../../tests/timing/samples';
import type { Run } from '../../shared/schemas/run';
import { comparable, dataOf, exportOf, importZip } from '../test/data-transfer';
import { call, createTestApp, DIALECTS, racerWithCar, registerRacer, type TestApp } from '../test/harness';

/**
 * Issue 29: an imported run's race (class, race, position, gaps) and field (every driver's laps)
 * go out in the export and come back with the import, as they were, on both databases.
 */
describe.each(DIALECTS)('export and import keep the race and field of an imported run (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('round-trips a run with its race and field', async () => {
    const owner = await racerWithCar(t.app);
    const text = sampleText('rcscoringpro/tacoma-2015-07-01-round3-mains.txt');
    const imported = await call(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/runs/import',
      payload: { text, race: 1, driver: 2, rcCarId: owner.carId, trackName: 'Tacoma RC' },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const run = imported.json() as Run;
    expect(run.race?.position).toBe(3);
    expect(run.field?.length).toBeGreaterThan(2);

    const original = dataOf((await exportOf(t.app, owner.cookie)).zip);
    const [exported] = original.runs as Array<Record<string, unknown>>;
    expect(exported).toMatchObject({ race: run.race, field: run.field });

    const other = await registerRacer(t.app);
    const res = await importZip(t.app, other.cookie, (await exportOf(t.app, owner.cookie)).zip);
    expect(res.statusCode, res.body).toBe(200);
    const again = dataOf((await exportOf(t.app, other.cookie)).zip);
    expect(comparable(again)).toEqual(comparable(original));
    const [theirs] = (await call(t.app, other.cookie, { method: 'GET', url: '/api/runs' })).json() as Run[];
    const full = (await call(t.app, other.cookie, { method: 'GET', url: `/api/runs/${theirs?.id}` })).json();
    expect(full).toMatchObject({ race: run.race, field: run.field, startSegment: run.startSegment });
  });
});
