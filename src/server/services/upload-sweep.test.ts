import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PDF_BYTES, PNG_BYTES, uploadFile } from '../test/uploads';
import { sweepUploads } from './upload-sweep';

const HOUR = 60 * 60 * 1000;
const GRACE = 24 * HOUR;

describe.each(DIALECTS)('unattached uploads are purged after the grace period (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  const upload = async (bytes = PNG_BYTES, name = 'photo.png') => {
    const res = await uploadFile(t.app, cookie, bytes, name);
    expect(res.statusCode).toBe(201);
    return res.json().url as string;
  };
  const names = async () =>
    (await t.database.db.selectFrom('files').select('filename').execute()).map(
      (f) => `/uploads/${f.filename}`,
    );
  const count = async (table: 'files' | 'fileBlobs') =>
    (await t.database.db.selectFrom(table).select('id').execute()).length;
  /** Makes every upload so far look `hours` old. */
  const backDate = (hours: number) =>
    t.database.db
      .updateTable('files')
      .set({ createdAt: new Date(Date.now() - hours * HOUR).toISOString() })
      .execute();

  it('20 forgotten uploads go; attached and young ones stay', async () => {
    const forgotten = [];
    for (let i = 0; i < 20; i++) forgotten.push(await upload());
    // Attached: a car's photo, a setup sheet's file, an ESC setup's file.
    const photo = await upload();
    const car = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'XRAY', model: 'XB2' },
      })
    ).json();
    await call(t.app, cookie, { method: 'PATCH', url: `/api/cars/${car.id}`, payload: { imageUrl: photo } });
    const sheetFile = await upload(PDF_BYTES, 'sheet.pdf');
    await call(t.app, cookie, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: { name: 'A', fileUrl: sheetFile },
    });
    const escFile = await upload(PDF_BYTES, 'esc.pdf');
    const esc = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/esc-setups',
      payload: { name: 'E', escMake: 'Tekin', escModel: 'RX8', fileUrl: escFile },
    });
    expect(esc.statusCode, esc.body).toBe(201);
    // No screen sets a profile picture yet; the column is there and counts as attaching.
    const avatar = await upload();
    await t.database.db.updateTable('users').set({ profileImageUrl: avatar }).execute();
    await backDate(25);
    const young = await upload();
    expect(await count('files')).toBe(25);

    // Within the grace period nothing goes, however old the clock says the rows are.
    expect(await sweepUploads(t.database.db, 30 * HOUR)).toEqual({ files: 0, blobs: 0 });
    expect(await count('files')).toBe(25);

    expect(await sweepUploads(t.database.db, GRACE)).toEqual({ files: 20, blobs: 20 });
    expect((await names()).sort()).toEqual([photo, sheetFile, escFile, avatar, young].sort());
    expect(await count('fileBlobs')).toBe(5);
    for (const url of forgotten)
      expect((await call(t.app, cookie, { method: 'GET', url })).statusCode).toBe(404);
    for (const url of [photo, sheetFile, escFile, avatar, young])
      expect((await call(t.app, cookie, { method: 'GET', url })).statusCode).toBe(200);

    // A later sweep (a clock a day on) takes the young one too, once it is old and still unattached.
    expect(await sweepUploads(t.database.db, GRACE, Date.now() + 25 * HOUR)).toEqual({ files: 1, blobs: 1 });
    expect((await names()).sort()).toEqual([photo, sheetFile, escFile, avatar].sort());
  });

  it('an unattached upload counts towards the quota until it is purged', async () => {
    await upload(PDF_BYTES, 'a.pdf');
    const used = async () =>
      (await call(t.app, cookie, { method: 'GET', url: '/api/storage' })).json().usedBytes;
    expect(await used()).toBe(PDF_BYTES.length);
    await backDate(25);
    await sweepUploads(t.database.db, GRACE);
    expect(await used()).toBe(0);
  });

  it('also removes stored files that no record names any more (left by an interrupted clean-up)', async () => {
    const url = await upload();
    const db = t.database.db;
    const file = await db.selectFrom('files').select(['id', 'blobId']).executeTakeFirstOrThrow();
    // As if the process died between deleting the record and its blob.
    await db.deleteFrom('files').where('id', '=', file.id).execute();
    expect(await count('fileBlobs')).toBe(1);
    expect(await sweepUploads(db, GRACE)).toEqual({ files: 0, blobs: 1 });
    expect(await count('fileBlobs')).toBe(0);
    expect((await call(t.app, cookie, { method: 'GET', url })).statusCode).toBe(404);
  });
});
