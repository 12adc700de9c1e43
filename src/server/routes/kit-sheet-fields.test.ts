import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareAnswer } from '../../shared/schemas/compare';
import { contentLabel } from '../../shared/setup-content';
import { KIT_SHEET_KEYS, kitField, kitSheetExamples } from '../../shared/test/kit-sheet-fields';
import { dataOf, entriesOf, exportOf, importZip } from '../test/data-transfer';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

/**
 * The kit-sheet fields issue 33 added, through the server's surfaces on both databases: the history
 * lists their changes, compare lines them up in their groups, and the export carries them (data.json,
 * the spreadsheet) into another account by import.
 */
describe.each(DIALECTS)('the kit-sheet fields through history, compare and export (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let car: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
    car = (
      await create(me, '/api/cars', { manufacturer: 'Mugen', model: 'MBX8', scale: '1:8', power: 'nitro' })
    ).id;
  });
  afterAll(() => t.close());

  const send = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  async function create(cookie: string, url: string, payload: object) {
    const res = await send(cookie, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  }
  const examples = kitSheetExamples();

  it('lists each new field in the history, from blank to its value and on to the next', async () => {
    const sheet = await create(me, '/api/setup-sheets', {
      name: 'Nationals',
      rcCarId: car,
      frontSpring: 'Grey',
    });
    const filled = await send(me, 'PUT', `/api/setup-sheets/${sheet.id}`, {
      ...examples,
      changeNote: 'Kit sheet',
    });
    expect(filled.statusCode, filled.body).toBe(200);
    await send(me, 'PUT', `/api/setup-sheets/${sheet.id}`, {
      servoSaver: 'Alu, stiff spring',
      body: 'Stock',
    });
    const versions = (await send(me, 'GET', `/api/setup-sheets/${sheet.id}/versions`)).json();
    // In the editor's order: the steering group comes before chassis and weight.
    expect(versions[0].changes).toEqual([
      { field: 'servoSaver', from: examples.servoSaver, to: 'Alu, stiff spring' },
      { field: 'body', from: examples.body, to: 'Stock' },
    ]);
    const changed = versions[1].changes as Array<{ field: string; from: unknown; to: unknown }>;
    expect(changed.map((c) => c.field).sort()).toEqual([...KIT_SHEET_KEYS].sort());
    const values: Record<string, string> = examples;
    for (const c of changed) expect(c).toEqual({ field: c.field, from: null, to: values[c.field] });
    // The History timeline and the race-day overview name a change by the catalogue's label.
    for (const key of KIT_SHEET_KEYS) expect(contentLabel(key)).toBe(kitField(key).label);
  });

  it('lines the new fields up in compare, in their groups, marking the ones that differ', async () => {
    const a = await create(me, '/api/setup-sheets', { name: 'A', rcCarId: car, ...examples });
    const b = await create(me, '/api/setup-sheets', {
      name: 'B',
      ...examples,
      ackermann: 'Front holes',
      frontShockCap: 'Emulsion',
    });
    const res = await send(me, 'GET', `/api/compare?kind=setup-sheet&refs=${a.id},${b.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as CompareAnswer).rows;
    const row = (field: string) => rows.find((r) => r.field === field);
    for (const key of KIT_SHEET_KEYS) expect(row(key)?.label, key).toBe(kitField(key).label);
    expect(row('ackermann')).toMatchObject({
      group: 'Steering',
      values: [examples.ackermann, 'Front holes'],
      differs: true,
    });
    expect(row('frontShockCap')).toMatchObject({ group: 'Shocks', differs: true });
    expect(row('rearAxleHeight')).toMatchObject({ group: 'Rear', differs: false });
    expect(row('balanceLeftRight')).toMatchObject({ group: 'Chassis and weight', differs: false });
  });

  it('exports the new fields and imports them into another account as they were', async () => {
    const racer = await registerRacer(t.app);
    await create(racer.cookie, '/api/setup-sheets', { name: 'Kit sheet', ...examples });
    const { zip } = await exportOf(t.app, racer.cookie);
    const [exported] = dataOf(zip).setupSheets as Array<Record<string, unknown>>;
    expect(exported).toMatchObject(examples);
    const csv = Buffer.from(entriesOf(zip)['setup-sheets.csv'] as Uint8Array).toString();
    const header = csv.split(/\r?\n/)[0]?.split(',') ?? [];
    expect(header).toEqual(expect.arrayContaining([...KIT_SHEET_KEYS]));
    expect(csv).toContain(examples.servo);

    const other = await registerRacer(t.app);
    const imported = await importZip(t.app, other.cookie, zip);
    expect(imported.statusCode, imported.body).toBe(200);
    const sheets = (await send(other.cookie, 'GET', '/api/setup-sheets')).json();
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatchObject({ name: 'Kit sheet', ...examples });
  });
});
