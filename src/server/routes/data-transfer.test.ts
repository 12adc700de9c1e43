import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS, importReportSchema } from '../../shared/schemas/data-transfer';
import { exportDataSchema } from '../data-transfer/format';
import {
  comparable,
  dataOf,
  entriesOf,
  exportOf,
  fillAccount,
  importZip,
  rowCounts,
} from '../test/data-transfer';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

const EXPECTED_CREATED = {
  cars: 2,
  transponders: 1,
  tyreSets: 2,
  setupSheets: 3,
  escSetups: 1,
  setupVersions: 6,
  runs: 2,
  maintenanceItems: 1,
  maintenanceLog: 1,
  files: 2,
};
const NONE = Object.fromEntries(IMPORT_KINDS.map((k) => [k, 0]));

describe.each(DIALECTS)('export and import (%s)', (dialect) => {
  let t: TestApp;
  let a: { cookie: string; user: { id: number }; input: { username: string } };
  let zip: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await registerRacer(t.app);
    await fillAccount(t.app, a.cookie);
    // Another racer's records must never reach A's export.
    const other = await registerRacer(t.app);
    await fillAccount(t.app, other.cookie, 'B');
    zip = (await exportOf(t.app, a.cookie)).zip;
  });
  afterAll(() => t.close());

  it('exports a zip of the racer’s own data: data.json, spreadsheets and files', async () => {
    const { res } = await exportOf(t.app, a.cookie);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="rc-setup-assistant-${a.input.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`,
      ),
    );
    const entries = entriesOf(zip);
    const data = dataOf(zip);
    expect(exportDataSchema.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({ app: 'rc-setup-assistant', schemaVersion: 1 });
    // Only A's records: two cars (one was deleted), none of the other racer's.
    expect(data.cars).toHaveLength(2);
    expect(data.runs).toHaveLength(2);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|securityAnswer|EB48 2\.2 B|B1234567/);
    const files = data.files as Array<{ path: string }>;
    expect(files).toHaveLength(2);
    for (const file of files) expect(entries[file.path]).toBeDefined();
    const laps = Buffer.from(entries['laps.csv'] as Uint8Array).toString();
    expect(laps.split('\n')[0]).toBe('run,date,track,car,session,lap,lap time s');
    expect(laps).toContain('2026-11-21,Ridgeway,Tekno RC EB48 2.2 A,qualifier,2,30.900');
    const sheets = Buffer.from(entries['setup-sheets.csv'] as Uint8Array).toString();
    expect(sheets).toContain('Ridgeway dry');
    expect(Buffer.from(entries['esc-setups.csv'] as Uint8Array).toString()).toContain('Hobbywing');
  });

  it('imports into a fresh account every record and file, with new ids and the links kept', async () => {
    const b = await registerRacer(t.app);
    const res = await importZip(t.app, b.cookie, zip);
    expect(res.statusCode, res.body).toBe(200);
    const report = importReportSchema.parse(res.json());
    expect(report).toEqual({ dryRun: false, created: EXPECTED_CREATED, skipped: NONE, conflicts: [] });
    const again = dataOf((await exportOf(t.app, b.cookie)).zip);
    const original = dataOf(zip);
    expect(comparable(again)).toEqual(comparable(original));
    expect((again.cars as Array<{ id: number }>)[0]?.id).not.toBe(
      (original.cars as Array<{ id: number }>)[0]?.id,
    );
    // The photo is served to its new owner.
    const photo = (again.cars as Array<{ imageUrl: string }>)[0]?.imageUrl as string;
    expect((await call(t.app, b.cookie, { method: 'GET', url: photo })).statusCode).toBe(200);

    // Twice into the same account: nothing new, everything skipped.
    const before = await rowCounts(t);
    const second = (await importZip(t.app, b.cookie, zip)).json();
    expect(second).toEqual({ dryRun: false, created: NONE, skipped: EXPECTED_CREATED, conflicts: [] });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('importing into the account it came from creates nothing', async () => {
    const before = await rowCounts(t);
    const res = await importZip(t.app, a.cookie, zip);
    expect(res.json()).toEqual({ dryRun: false, created: NONE, skipped: EXPECTED_CREATED, conflicts: [] });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('a dry run reports what an import would do and writes nothing', async () => {
    const b = await registerRacer(t.app);
    const before = await rowCounts(t);
    const dry = await importZip(t.app, b.cookie, zip, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(await rowCounts(t)).toEqual(before);
    const real = await importZip(t.app, b.cookie, zip);
    expect({ ...dry.json(), dryRun: false }).toEqual(real.json());
    expect(dry.json().dryRun).toBe(true);
  });

  it('reports a record that differs from the racer’s and keeps the racer’s', async () => {
    const b = await registerRacer(t.app);
    const car = (
      await call(t.app, b.cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'Tekno RC', model: 'EB48 2.2 A', notes: 'My own notes' },
      })
    ).json();
    const report = (await importZip(t.app, b.cookie, zip)).json();
    expect(report.conflicts).toEqual([
      { kind: 'cars', name: 'Tekno RC EB48 2.2 A', reason: expect.stringContaining('yours is kept') },
    ]);
    expect(report.created.cars).toBe(1);
    const cars = (await call(t.app, b.cookie, { method: 'GET', url: '/api/cars' })).json();
    expect(cars.find((c: { id: number }) => c.id === car.id)?.notes).toBe('My own notes');
    // The file's setups on that car came in on the racer's car.
    const sheets = (await call(t.app, b.cookie, { method: 'GET', url: '/api/setup-sheets' })).json();
    expect(sheets.find((s: { name: string }) => s.name === 'Ridgeway dry')?.rcCarId).toBe(car.id);
  });

  it('answers a repeat with the same Idempotency-Key with the first import’s report', async () => {
    const b = await registerRacer(t.app);
    const send = () =>
      call(t.app, b.cookie, {
        method: 'POST',
        url: '/api/import',
        headers: { 'content-type': 'application/zip', 'idempotency-key': 'import-1' },
        payload: Buffer.from(zip),
      });
    const first = await send();
    const repeat = await send();
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(first.json().created).toEqual(EXPECTED_CREATED);
  });
});
