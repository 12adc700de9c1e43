import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';
import { PDF_BYTES, PNG_BYTES, uploadFile } from '../test/uploads';
import { ESC_SETUP, racerRequests, storedVersions } from '../test/versions';

/** Setup history (issue 15): versions written with the save, only on a change of content. */
describe.each(DIALECTS)('setup versions (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
  });
  afterAll(() => t.close());

  const send = (...args: Parameters<ReturnType<typeof racerRequests>>) => racerRequests(t, me)(...args);

  it('writes version 1 on create, the next on a content change, none on a flag change', async () => {
    const created = await send('POST', '/api/setup-sheets', {
      name: 'Club race',
      rearSpring: 'Blue',
      changeNote: 'Kit setup',
    });
    expect(created.statusCode, created.body).toBe(201);
    const sheet = created.json();
    expect(sheet).toMatchObject({ version: 1 });
    expect(sheet).not.toHaveProperty('changeNote');
    expect(created.headers.etag).toBe('"1"');

    const edited = await send('PUT', `/api/setup-sheets/${sheet.id}`, {
      rearSpring: 'Silver',
      changeNote: 'Too loose on exit',
    });
    expect(edited.json()).toMatchObject({ version: 2, rearSpring: 'Silver' });
    const flagOnly = await send('PUT', `/api/setup-sheets/${sheet.id}`, { useManufacturerSheet: false });
    expect(flagOnly.json().version).toBe(2);

    const versions = (await send('GET', `/api/setup-sheets/${sheet.id}/versions`)).json();
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({
      version: 2,
      source: 'edit',
      note: 'Too loose on exit',
      outcome: 'untested',
      changes: [{ field: 'rearSpring', from: 'Blue', to: 'Silver' }],
    });
    expect(versions[1]).toMatchObject({ version: 1, source: 'create', note: 'Kit setup' });
    expect(versions[1].changes).toEqual([
      { field: 'name', from: null, to: 'Club race' },
      { field: 'rearSpring', from: null, to: 'Blue' },
    ]);

    const v1 = (await send('GET', `/api/setup-sheets/${sheet.id}/versions/1`)).json();
    expect(v1.setup).toMatchObject({ name: 'Club race', rearSpring: 'Blue', frontCamber: null });

    const stale = await send(
      'PUT',
      `/api/setup-sheets/${sheet.id}`,
      { rearSpring: 'Red' },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('version_conflict');

    const restored = await send('POST', `/api/setup-sheets/${sheet.id}/versions/1/restore`);
    expect(restored.json()).toMatchObject({ version: 3, rearSpring: 'Blue' });
    const patched = await send('PATCH', `/api/setup-sheets/${sheet.id}/versions/2`, { outcome: 'worse' });
    expect(patched.json()).toMatchObject({ version: 2, outcome: 'worse', note: 'Too loose on exit' });
    const latest = (await send('GET', `/api/setup-sheets/${sheet.id}/versions`)).json()[0];
    expect(latest).toMatchObject({ version: 3, source: 'restore', note: 'Restored version 1' });
  });

  const newSheet = async (payload: object = {}) => {
    const res = await send('POST', '/api/setup-sheets', { name: 'Practice', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number };
  };
  const newCar = async (model: string) =>
    (await send('POST', '/api/cars', { manufacturer: 'Tekno RC', model })).json() as { id: number };
  const latest = async (id: number) => (await send('GET', `/api/setup-sheets/${id}/versions`)).json()[0];

  it('writes no version for the flags, the sharing fields or a save of the same values', async () => {
    const car = await newCar('EB48 2.2');
    const content = { name: 'Practice', rcCarId: car.id, trackName: 'Clay Kings', frontCamber: '-2°' };
    const sheet = await newSheet(content);
    const saves = [
      { isCurrentlyInstalled: true },
      SHARE_DETAILS,
      { driverName: 'Alex Apex', eventName: 'Club Night R2', publicTrackConditions: 'Wet' },
      { isPublic: false },
      { isCurrentlyInstalled: false },
      { ...content, useManufacturerSheet: false, notes: null, rearSpring: '', fileUrl: null },
      { trackName: '  Clay Kings  ' }, // trimmed, it is the value the sheet holds
    ];
    for (const save of saves) {
      const res = await send('PUT', `/api/setup-sheets/${sheet.id}`, save);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().version).toBe(1);
      expect(res.headers.etag).toBe('"1"');
    }
    expect(await storedVersions(t, 'setupSheetVersions', sheet.id)).toEqual([1]);
  });

  it('writes one version per content change, for every kind of field, with exactly what changed', async () => {
    const [carA, carB] = [await newCar('EB48 2.2'), await newCar('NB48 2.2')];
    const esc = (await send('POST', '/api/esc-setups', ESC_SETUP)).json();
    const pdf = (await uploadFile(t.app, me, PDF_BYTES, 'kit.pdf')).json().url;
    const png = (await uploadFile(t.app, me, PNG_BYTES, 'sheet.png')).json().url;
    const sheet = await newSheet({ rcCarId: carA.id });
    const pdfFields = { fileUrl: pdf, fileType: 'application/pdf', fileName: 'kit.pdf' };
    const pngFields = { fileUrl: png, fileType: 'image/png', fileName: 'sheet.png' };
    const change = (field: string, from: unknown, to: unknown) => ({ field, from, to });
    const cases: Array<[object, object[]]> = [
      [{ trackName: 'Clay Kings' }, [change('trackName', null, 'Clay Kings')]],
      [{ trackName: 'Carpet Arena' }, [change('trackName', 'Clay Kings', 'Carpet Arena')]],
      [{ weight: '1730' }, [change('weight', null, '1730')]],
      [{ rearShockLength: '135,5' }, [change('rearShockLength', null, '135.5')]],
      [{ raceDate: '2025-06-14' }, [change('raceDate', null, '2025-06-14')]],
      [{ rcCarId: carB.id }, [change('rcCarId', carA.id, carB.id)]],
      [{ escSetupId: esc.id }, [change('escSetupId', null, esc.id)]],
      [pdfFields, Object.entries(pdfFields).map(([k, v]) => change(k, null, v))],
      [pngFields, Object.entries(pngFields).map(([k, v]) => change(k, pdfFields[k as 'fileUrl'], v))],
      [{ useManufacturerSheet: true }, [change('useManufacturerSheet', null, true)]],
      [{ useManufacturerSheet: false }, [change('useManufacturerSheet', true, null)]],
      [
        { notes: 'Loose on exit', name: 'Club race' },
        [change('name', 'Practice', 'Club race'), change('notes', null, 'Loose on exit')],
      ],
      [
        { weight: '', trackName: null, escSetupId: null, rcCarId: null },
        [
          change('rcCarId', carB.id, null),
          change('trackName', 'Carpet Arena', null),
          change('escSetupId', esc.id, null),
          change('weight', '1730', null),
        ],
      ],
    ];
    for (const [index, [save, changes]] of cases.entries()) {
      const res = await send('PUT', `/api/setup-sheets/${sheet.id}`, save);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().version).toBe(index + 2);
      expect(res.headers.etag).toBe(`"${index + 2}"`);
      expect(await latest(sheet.id)).toMatchObject({
        version: index + 2,
        source: 'edit',
        note: null,
        changes,
      });
    }
    expect(await storedVersions(t, 'setupSheetVersions', sheet.id)).toHaveLength(cases.length + 1);
  });
});
