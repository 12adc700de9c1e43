import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PDF_BYTES, uploadFile } from '../test/uploads';

/**
 * One way to copy a setup (services/setup-copies.ts): a racer's own sheet or ESC setup, with some
 * tuning values changed (the wizard's "Apply to a copy"), its file shared, in one transaction.
 */
describe.each(DIALECTS)('copying one of my setups (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let other: string;
  let sheet: Record<string, unknown> & { id: number; fileUrl: string };
  let escId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
    other = (await registerRacer(t.app)).cookie;
    const car = (await send(me, 'POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'NB48 2.2' })).json();
    const fileUrl = (await uploadFile(t.app, me, PDF_BYTES, 'nb48.pdf')).json().url;
    sheet = (
      await send(me, 'POST', '/api/setup-sheets', {
        name: 'Club race',
        rcCarId: car.id,
        trackName: 'Silverstone RC',
        trackSurface: 'Clay',
        notes: 'Dusty in the morning.',
        frontShockOil: '500 cSt',
        frontToe: '1° out',
        fileUrl,
        fileType: 'application/pdf',
        fileName: 'nb48.pdf',
        isCurrentlyInstalled: true,
      })
    ).json();
    escId = (
      await send(me, 'POST', '/api/esc-setups', {
        name: 'Mod',
        escMake: 'Tekin',
        escModel: 'RX8',
        punchControl: '4',
      })
    ).json().id;
  });
  afterAll(() => t.close());

  function send(cookie: string | undefined, method: 'POST' | 'GET', url: string, payload?: object) {
    return call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  }

  it('writes the changes over a copy, notes the why, shares the file, and leaves the original alone', async () => {
    const res = await send(me, 'POST', `/api/setup-sheets/${sheet.id}/copy`, {
      changes: { frontShockOil: '450 cSt', frontToe: '1.5° out' },
      note: 'AI Setup Wizard (More steering): Front shock oil 500 cSt → 450 cSt.',
      suffix: 'wizard',
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      name: 'Club race (wizard)',
      rcCarId: sheet.rcCarId,
      trackName: 'Silverstone RC',
      trackSurface: 'Clay',
      frontShockOil: '450 cSt',
      frontToe: '1.5° out',
      notes: 'AI Setup Wizard (More steering): Front shock oil 500 cSt → 450 cSt.\n\nDusty in the morning.',
      isCurrentlyInstalled: false,
      isPublic: false,
      fileType: 'application/pdf',
      fileName: 'nb48.pdf',
    });
    expect(copy.id).not.toBe(sheet.id);
    expect(copy.fileUrl).not.toBe(sheet.fileUrl);
    const file = await send(me, 'GET', copy.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    const sheets = (await send(me, 'GET', '/api/setup-sheets')).json();
    expect(sheets.find((s: { id: number }) => s.id === sheet.id)).toMatchObject({
      frontShockOil: '500 cSt',
      isCurrentlyInstalled: true,
    });
    // The copy names the same stored bytes: the racer's storage use did not grow.
    const blobs = await t.database.db.selectFrom('fileBlobs').select('id').execute();
    expect(blobs).toHaveLength(1);
  });

  it('copies an ESC setup with no body at all', async () => {
    const res = await send(me, 'POST', `/api/esc-setups/${escId}/copy`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Mod (copy)', escMake: 'Tekin', punchControl: '4' });
  });

  it('cuts a long name so the suffix still fits', async () => {
    const long = (await send(me, 'POST', '/api/setup-sheets', { name: 'x'.repeat(100) })).json();
    const res = await send(me, 'POST', `/api/setup-sheets/${long.id}/copy`, { suffix: 'wizard' });
    expect(res.json().name).toBe(`${'x'.repeat(91)} (wizard)`);
  });

  it.each([
    [{ changes: { name: 'Renamed' } }, 'Only tuning values can be changed in a copy'],
    [{ changes: { isPublic: true } }, 'Only tuning values can be changed in a copy'],
    [{ changes: { frontToe: 'x'.repeat(51) } }, 'Front toe must be at most 50 characters'],
    [{ changes: { frontToe: '  ' } }, 'A changed value cannot be empty'],
    [{ suffix: 'mine' }, 'Invalid option: expected one of "copy"|"wizard"'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = (await send(me, 'GET', '/api/setup-sheets')).json().length;
    const res = await send(me, 'POST', `/api/setup-sheets/${sheet.id}/copy`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await send(me, 'GET', '/api/setup-sheets')).json()).toHaveLength(before);
  });

  it("another racer's setup is not found, and a visitor must sign in", async () => {
    expect((await send(other, 'POST', `/api/setup-sheets/${sheet.id}/copy`)).statusCode).toBe(404);
    expect((await send(other, 'POST', `/api/esc-setups/${escId}/copy`)).statusCode).toBe(404);
    expect((await send(undefined, 'POST', `/api/setup-sheets/${sheet.id}/copy`)).statusCode).toBe(401);
  });
});
