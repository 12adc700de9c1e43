import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_FLAGS, CONTENT_KEYS } from '../../shared/setup-content';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PDF_BYTES, PNG_BYTES, uploadFile } from '../test/uploads';
import { ESC_SETUP, racerRequests, storedVersions } from '../test/versions';

/** A setup answer's content as a version detail shows it: empty is null, a flag is true or false. */
const contentOf = (setup: Record<string, unknown>) =>
  Object.fromEntries(
    CONTENT_KEYS['setup-sheet'].map((k) => [
      k,
      CONTENT_FLAGS.has(k) ? setup[k] === true : (setup[k] ?? null),
    ]),
  );

/** The values the edits below draw from: set, changed and cleared again. */
const VALUES: Record<string, Array<string | boolean | null>> = {
  trackName: ['Clay Kings', 'Carpet Arena', null],
  rearSpring: ['Blue', 'Silver', null, 'Gold'],
  frontCamber: ['-2°', '-1.5°', null],
  weight: ['1730', '1745', null],
  raceDate: ['2025-06-14', null],
  notes: ['Loose on exit', 'Better', null],
  useManufacturerSheet: [true, false],
};

/** Setup history (issue 15): a version's content rebuilt from its changes, and restoring it. */
describe.each(DIALECTS)('setup version detail and restore (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let send: ReturnType<typeof racerRequests>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
    send = racerRequests(t, me);
  });
  afterAll(() => t.close());

  const url = (id: number, rest = '') => `/api/setup-sheets/${id}${rest}`;
  const create = async (payload: object = {}) =>
    (await send('POST', '/api/setup-sheets', { name: 'Club race', ...payload })).json();
  const newCar = async () =>
    (await send('POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' })).json().id as number;

  it('rebuilds every version as the setup was when it was written, across many edits', async () => {
    const created = await create({ rearSpring: 'Blue' });
    const asWritten = new Map<number, Record<string, unknown>>([[1, contentOf(created)]]);
    const fields = Object.keys(VALUES);
    for (let i = 0; i < 40; i++) {
      // Two fields per save, in a fixed but irregular order: some saves change nothing.
      const save = Object.fromEntries(
        [fields[(i * 3) % fields.length], fields[(i * 5 + 1) % fields.length]].map((f) => {
          const values = VALUES[f as string] as unknown[];
          return [f, values[(i * 7) % values.length]];
        }),
      );
      const saved = (await send('PUT', url(created.id), save)).json();
      asWritten.set(saved.version, contentOf(saved));
    }
    const last = Math.max(...asWritten.keys());
    expect(last).toBeGreaterThan(20);
    expect(await storedVersions(t, 'setupSheetVersions', created.id)).toHaveLength(last);
    for (const [version, content] of asWritten) {
      const detail = (await send('GET', url(created.id, `/versions/${version}`))).json();
      expect(detail.version).toBe(version);
      expect(detail.setup, `version ${version}`).toEqual(content);
    }
  });

  it('rebuilds a later version without the car or ESC setup deleted before it', async () => {
    const car = await newCar();
    const esc = (await send('POST', '/api/esc-setups', { ...ESC_SETUP, rcCarId: car })).json().id;
    const sheet = await create({ rcCarId: car, escSetupId: esc });
    await send('DELETE', `/api/cars/${car}`);
    const escVersions = (await send('GET', `/api/esc-setups/${esc}/versions`)).json();
    expect(escVersions[0]).toMatchObject({
      version: 2,
      changes: [{ field: 'rcCarId', from: car, to: null }],
    });
    await send('DELETE', `/api/esc-setups/${esc}`);
    const saved = (await send('PUT', url(sheet.id), { rearSpring: 'Blue' })).json();
    const detail = (await send('GET', url(sheet.id, `/versions/${saved.version}`))).json();
    expect(detail.setup).toEqual(contentOf(saved));
    // Each deletion is itself a version of the sheet, saying what went.
    const [, escGone, carGone] = (await send('GET', url(sheet.id, '/versions'))).json();
    expect(carGone).toMatchObject({
      version: 2,
      source: 'edit',
      note: 'Vehicle deleted: Tekno RC EB48 2.2',
      changes: [{ field: 'rcCarId', from: car, to: null }],
    });
    expect(escGone).toMatchObject({
      version: 3,
      note: 'ESC setup deleted: Punchy',
      changes: [{ field: 'escSetupId', from: esc, to: null }],
    });
  });

  it('restores a version as a new one and never rewrites history', async () => {
    const sheet = await create({ rearSpring: 'Blue', trackName: 'Clay Kings' });
    await send('PUT', url(sheet.id), { rearSpring: 'Silver', notes: 'Loose' });
    await send('PUT', url(sheet.id), { trackName: null, frontCamber: '-2°' });
    const before = (await send('GET', url(sheet.id, '/versions'))).json();

    const restored = await send('POST', url(sheet.id, '/versions/1/restore'));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.headers.etag).toBe('"4"');
    expect(contentOf(restored.json())).toEqual(
      (await send('GET', url(sheet.id, '/versions/1'))).json().setup,
    );
    const [latest, ...older] = (await send('GET', url(sheet.id, '/versions'))).json();
    expect(older).toEqual(before);
    expect(latest).toMatchObject({ version: 4, source: 'restore', note: 'Restored version 1' });
    expect(latest.changes.map((c: { field: string }) => c.field)).toEqual([
      'trackName',
      'notes',
      'frontCamber',
      'rearSpring',
    ]);
    // The content is already version 1's: like any unchanged save, nothing is written.
    expect((await send('POST', url(sheet.id, '/versions/1/restore'))).json().version).toBe(4);
    expect((await send('POST', url(sheet.id, '/versions/9/restore'))).statusCode).toBe(404);
    expect((await send('POST', url(sheet.id, '/versions/0/restore'))).statusCode).toBe(400);
  });

  it('keeps the current car, ESC setup and file when the version’s are gone, and does not fail', async () => {
    const [carA, carB] = [await newCar(), await newCar()];
    const [escA, escB] = [
      (await send('POST', '/api/esc-setups', ESC_SETUP)).json().id,
      (await send('POST', '/api/esc-setups', ESC_SETUP)).json().id,
    ];
    const pdf = (await uploadFile(t.app, me, PDF_BYTES, 'kit.pdf')).json().url;
    const png = (await uploadFile(t.app, me, PNG_BYTES, 'sheet.png')).json().url;
    const pngFields = { fileUrl: png, fileType: 'image/png', fileName: 'sheet.png' };
    const sheet = await create({
      rcCarId: carA,
      escSetupId: escA,
      fileUrl: pdf,
      fileType: 'application/pdf',
      fileName: 'kit.pdf',
      rearSpring: 'Blue',
    });
    await send('PUT', url(sheet.id), { rcCarId: carB, escSetupId: escB, ...pngFields, rearSpring: 'Silver' });
    // The pdf went with the edit (nothing else named it); the car and ESC setup go now.
    expect((await send('DELETE', `/api/cars/${carA}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/esc-setups/${escA}`)).statusCode).toBe(204);

    const restored = await send('POST', url(sheet.id, '/versions/1/restore'));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      version: 3,
      rearSpring: 'Blue',
      rcCarId: carB,
      escSetupId: escB,
      ...pngFields,
    });
  });

  it('honours If-Match on edits and restores: stale is 412, malformed 400, * and W/ accepted', async () => {
    const sheet = await create({ rearSpring: 'Blue' });
    const put = (ifMatch: string, rearSpring: string) =>
      send('PUT', url(sheet.id), { rearSpring }, { 'if-match': ifMatch });
    expect((await put('"1"', 'Silver')).json().version).toBe(2);
    expect((await put('W/"2"', 'Gold')).json().version).toBe(3);
    expect((await put('3', 'Red')).json().version).toBe(4);
    expect((await put('*', 'Green')).json().version).toBe(5);
    for (const bad of ['abc', '"x"', '"1", "2"', '-1']) {
      const res = await put(bad, 'Pink');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('If-Match must name a version, like "3"');
    }
    const stale = await put('"4"', 'Pink');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect(stale.json().message).toContain('it is now at version 5');

    const restore = (ifMatch: string) =>
      send('POST', url(sheet.id, '/versions/1/restore'), undefined, { 'if-match': ifMatch });
    expect((await restore('"4"')).statusCode).toBe(412);
    expect((await restore('nope')).statusCode).toBe(400);
    expect(await storedVersions(t, 'setupSheetVersions', sheet.id)).toEqual([1, 2, 3, 4, 5]);
    expect((await send('GET', url(sheet.id))).json()).toMatchObject({ version: 5, rearSpring: 'Green' });
    const fresh = await restore('W/"5"');
    expect(fresh.json()).toMatchObject({ version: 6, rearSpring: 'Blue' });
  });
});
