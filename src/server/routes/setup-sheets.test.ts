import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ESC_FIELDS, SETUP_SHEET_FIELDS } from '../../shared/constants/setup-fields';
import { sampleValues } from '../test/field-values';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PDF_BYTES, uploadFile } from '../test/uploads';

// Both kinds share the same rules; each runs the same assertions with its own required fields.
const KINDS = [
  { path: '/api/setup-sheets', base: { name: 'Clay – club night' }, fields: SETUP_SHEET_FIELDS },
  {
    path: '/api/esc-setups',
    base: { name: 'Blinky 17.5', escMake: 'Hobbywing', escModel: 'XR10 Pro G2' },
    fields: ESC_FIELDS,
  },
];

describe.each(DIALECTS)('setup sheets and ESC setups (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let username: string;
  let carA: number;
  let carB: number;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    const racer = await registerRacer(t.app);
    cookie = racer.cookie;
    username = racer.input.username;
    const add = (model: string) =>
      call(t.app, cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'Team Associated', model },
      });
    carA = (await add('B6.4')).json().id;
    carB = (await add('B74.2')).json().id;
  });
  afterEach(() => t.close());

  describe.each(KINDS)('$path', ({ path, base, fields }) => {
    const tuningKeys = fields.map((f) => f.key);
    const create = (payload: Record<string, unknown>, who?: string) =>
      call(t.app, who ?? cookie, { method: 'POST', url: path, payload: { ...base, ...payload } });
    const update = (id: number, payload: Record<string, unknown>) =>
      call(t.app, cookie, { method: 'PUT', url: `${path}/${id}`, payload });
    const list = async () =>
      (await call(t.app, cookie, { method: 'GET', url: path })).json() as Array<Record<string, unknown>>;

    it('round-trips every field, tuning fields included', async () => {
      const tuning = sampleValues(fields);
      const res = await create({
        rcCarId: carA,
        trackName: 'Silverstone RC',
        trackSurface: 'Treated',
        trackSurfaceTreatment: 'Sugar water',
        trackConditions: 'Damp/Tacky',
        notes: 'Fast',
        useManufacturerSheet: true,
        ...tuning,
      });
      expect(res.statusCode).toBe(201);
      const saved = res.json();
      expect(saved).toMatchObject({
        ...base,
        ...tuning,
        rcCarId: carA,
        trackName: 'Silverstone RC',
        trackSurface: 'Treated',
        trackSurfaceTreatment: 'Sugar water',
        useManufacturerSheet: true,
        isPublic: false,
        isCurrentlyInstalled: false,
      });
      expect(saved).not.toHaveProperty('userId');
      expect((await list())[0]).toEqual(saved);
    });

    it('a partial PUT changes only the fields sent', async () => {
      const saved = (
        await create({ trackName: 'Home track', notes: 'keep me', [tuningKeys[0] as string]: 'keep' })
      ).json();
      const res = await update(saved.id, { trackName: 'Away track' });
      expect(res.statusCode).toBe(200);
      const after = res.json();
      expect(after).toMatchObject({
        trackName: 'Away track',
        notes: 'keep me',
        name: base.name,
        [tuningKeys[0] as string]: 'keep',
      });
      expect(after.updatedAt >= saved.updatedAt).toBe(true);
      expect((await update(saved.id, { notes: '' })).json().notes).toBeNull();
    });

    it('lists newest-updated first', async () => {
      const first = (await create({ name: 'first' })).json();
      await create({ name: 'second' });
      await new Promise((r) => setTimeout(r, 5));
      await update(first.id, { notes: 'touched' });
      expect((await list()).map((s) => s.name)).toEqual(['first', 'second']);
    });

    it('requires a name and changes nothing when refused', async () => {
      const res = await create({ name: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Name is required');
      const saved = (await create({})).json();
      expect((await update(saved.id, { name: '' })).json().message).toBe('Name is required');
      expect((await list()).length).toBe(1);
    });

    it("refuses another racer's car and another racer's file", async () => {
      const other = await registerRacer(t.app);
      const theirCar = (
        await call(t.app, other.cookie, {
          method: 'POST',
          url: '/api/cars',
          payload: { manufacturer: 'Kyosho', model: 'MP10' },
        })
      ).json().id;
      expect((await create({ rcCarId: theirCar })).json().message).toBe('Choose one of your vehicles');
      const theirFile = (await uploadFile(t.app, other.cookie, PDF_BYTES, 'sheet.pdf')).json().url;
      const res = await create({ fileUrl: theirFile, fileType: 'application/pdf', fileName: 'sheet.pdf' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Upload the file first');
      expect(await list()).toEqual([]);
    });

    it('keeps its own attached file, and removing it deletes the upload', async () => {
      const url = (await uploadFile(t.app, cookie, PDF_BYTES, 'sheet.pdf')).json().url;
      const saved = (
        await create({ fileUrl: url, fileType: 'application/pdf', fileName: 'sheet.pdf' })
      ).json();
      expect(saved.fileUrl).toBe(url);
      expect((await call(t.app, cookie, { method: 'GET', url })).statusCode).toBe(200);
      await update(saved.id, { fileUrl: null, fileType: null, fileName: null, useManufacturerSheet: false });
      expect((await call(t.app, cookie, { method: 'GET', url })).statusCode).toBe(404);
    });

    it('installing one un-installs the others of that car, and only of that car', async () => {
      const a1 = (await create({ name: 'a1', rcCarId: carA, isCurrentlyInstalled: true })).json();
      const b1 = (await create({ name: 'b1', rcCarId: carB, isCurrentlyInstalled: true })).json();
      const a2 = (await create({ name: 'a2', rcCarId: carA })).json();
      expect((await update(a2.id, { isCurrentlyInstalled: true })).json().isCurrentlyInstalled).toBe(true);
      const installed = Object.fromEntries((await list()).map((s) => [s.name, s.isCurrentlyInstalled]));
      expect(installed).toEqual({ a1: false, a2: true, b1: true });
      // Editing the installed one keeps it installed.
      expect((await update(a2.id, { notes: 'still on the car' })).json().isCurrentlyInstalled).toBe(true);
      expect((await update(a1.id, { name: 'a1 renamed' })).json().isCurrentlyInstalled).toBe(false);
      expect(b1.isCurrentlyInstalled).toBe(true);
    });

    it('keeps one installed per car when two requests race', async () => {
      const ids = [];
      for (let i = 0; i < 4; i++) ids.push((await create({ name: `race ${i}`, rcCarId: carA })).json().id);
      const results = await Promise.all(ids.map((id) => update(id, { isCurrentlyInstalled: true })));
      for (const res of results) expect(res.statusCode).toBe(200);
      expect((await list()).filter((s) => s.isCurrentlyInstalled)).toHaveLength(1);
    });

    it('refuses to mark a setup installed on no car', async () => {
      const res = await create({ isCurrentlyInstalled: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose a vehicle before marking this setup as installed');
    });

    it('deletes, and 404s on a second delete', async () => {
      const saved = (await create({})).json();
      expect((await call(t.app, cookie, { method: 'DELETE', url: `${path}/${saved.id}` })).statusCode).toBe(
        204,
      );
      expect((await call(t.app, cookie, { method: 'DELETE', url: `${path}/${saved.id}` })).statusCode).toBe(
        404,
      );
    });
  });

  it('ESC setups need a make and a model, and default the creator to the username', async () => {
    const missing = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/esc-setups',
      payload: { name: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'ESC Make is required',
      'ESC Model is required',
    ]);
    const saved = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/esc-setups',
      payload: { name: 'x', escMake: 'Tekin', escModel: 'RX8 Gen3', creator: '' },
    });
    expect(saved.json().creator).toBe(username);
    expect(saved.json().useManufacturerSheet).toBe(true);
  });

  it('setup sheets keep the treatment of a Treated surface and default useManufacturerSheet off', async () => {
    const saved = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: { name: 'Carpet', trackSurface: 'Treated', trackSurfaceTreatment: 'Sugar water' },
    });
    expect(saved.json()).toMatchObject({
      trackSurface: 'Treated',
      trackSurfaceTreatment: 'Sugar water',
      useManufacturerSheet: false,
    });
  });
});
