import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants/limits';
import { call, createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';
import { PDF_BYTES, uploadFile } from '../test/uploads';

/** A 5 MiB PDF: the largest file a racer may attach. */
const BIG_PDF = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES - PDF_BYTES.length, 7)]);

describe.each(DIALECTS)('copies of a shared setup share its stored file (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  const count = async (table: 'files' | 'fileBlobs') =>
    (await t.database.db.selectFrom(table).select('id').execute()).length;

  async function sharedSetupWithBigFile(cookie: string) {
    const url = (await uploadFile(t.app, cookie, BIG_PDF, 'eb48.pdf')).json().url as string;
    const created = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: { name: 'Club race', fileUrl: url, fileType: 'application/pdf', fileName: 'eb48.pdf' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shared = await call(t.app, cookie, {
      method: 'PUT',
      url: `/api/setup-sheets/${created.json().id}`,
      payload: SHARE_DETAILS,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    return { id: created.json().id as number, url };
  }

  it('10 copies keep one blob; each copy is its copier’s and outlives the original; the last reference frees it', async () => {
    const owner = await registerRacer(t.app);
    const original = await sharedSetupWithBigFile(owner.cookie);

    const copies: Array<{ cookie: string; id: number; fileUrl: string }> = [];
    for (let i = 0; i < 10; i++) {
      const racer = await registerRacer(t.app);
      const res = await call(t.app, racer.cookie, {
        method: 'POST',
        url: `/api/public-setups/${original.id}/copy`,
      });
      expect(res.statusCode, res.body).toBe(201);
      copies.push({ cookie: racer.cookie, id: res.json().id, fileUrl: res.json().fileUrl });
    }
    // One record per copy (its own name, its copier's), one stored file between them all.
    expect(new Set(copies.map((c) => c.fileUrl)).size).toBe(10);
    expect(copies.map((c) => c.fileUrl)).not.toContain(original.url);
    expect(await count('files')).toBe(11);
    expect(await count('fileBlobs')).toBe(1);

    // The original goes: its record goes, the copies and the shared blob stay.
    const gone = await call(t.app, owner.cookie, {
      method: 'DELETE',
      url: `/api/setup-sheets/${original.id}`,
    });
    expect(gone.statusCode).toBe(204);
    expect(await count('files')).toBe(10);
    expect(await count('fileBlobs')).toBe(1);
    for (const copy of copies) {
      const served = await call(t.app, copy.cookie, { method: 'GET', url: copy.fileUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(BIG_PDF)).toBe(true);
    }
    // Another copier cannot read a private copy's file.
    expect(
      (await call(t.app, copies[1]?.cookie, { method: 'GET', url: copies[0]?.fileUrl })).statusCode,
    ).toBe(404);

    // The blob goes with the last record that names it.
    for (const [i, copy] of copies.entries()) {
      const res = await call(t.app, copy.cookie, { method: 'DELETE', url: `/api/setup-sheets/${copy.id}` });
      expect(res.statusCode).toBe(204);
      expect(await count('fileBlobs')).toBe(i < copies.length - 1 ? 1 : 0);
    }
    expect(await count('files')).toBe(0);
  });

  it('copying the same setup twice counts its file once towards the copier’s storage', async () => {
    const owner = await registerRacer(t.app);
    const original = await sharedSetupWithBigFile(owner.cookie);
    const racer = await registerRacer(t.app);
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, racer.cookie, {
        method: 'POST',
        url: `/api/public-setups/${original.id}/copy`,
      });
      expect(res.statusCode).toBe(201);
    }
    const usage = await call(t.app, racer.cookie, { method: 'GET', url: '/api/storage' });
    expect(usage.json().usedBytes).toBe(BIG_PDF.length);
    expect(await count('fileBlobs')).toBe(1);
  });

  it('a copy is all or nothing: when the sheet cannot be written, no file record is left behind', async () => {
    const owner = await registerRacer(t.app);
    const original = await sharedSetupWithBigFile(owner.cookie);
    const racer = await registerRacer(t.app);
    // Make the sheet's insert fail after the file record was written: the racer already has a
    // sheet of the copy's name, and (for this test only) names must be unique per racer.
    const name = 'Winter Series R3 – EB48 2.2 (copy)';
    await call(t.app, racer.cookie, { method: 'POST', url: '/api/setup-sheets', payload: { name } });
    await t.database.db.schema
      .createIndex('test_one_name_per_racer')
      .on('setup_sheets')
      .columns(['user_id', 'name'])
      .unique()
      .execute();
    const res = await call(t.app, racer.cookie, {
      method: 'POST',
      url: `/api/public-setups/${original.id}/copy`,
    });
    expect(res.statusCode).toBe(409);
    expect(await count('files')).toBe(1);
    expect(await count('fileBlobs')).toBe(1);
    expect((await call(t.app, racer.cookie, { method: 'GET', url: '/api/storage' })).json().usedBytes).toBe(
      0,
    );
  });
});
