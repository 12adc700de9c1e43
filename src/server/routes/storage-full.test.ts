import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerRacer, type TestApp } from '../test/harness';
import { PDF_BYTES, uploadFile } from '../test/uploads';

/**
 * A full disk, made real on SQLite: the test app's database may not grow past a few pages more
 * than it has. PostgreSQL's disk-full SQLSTATE (53100) is covered in db/errors.test.ts.
 */
describe('an upload that does not fit on a full disk (sqlite)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite');
  });
  afterEach(() => t.close());

  it('answers 507 with a clear message and leaves nothing half-saved', async () => {
    const { cookie } = await registerRacer(t.app);
    const db = t.database.db;
    const snapshot = async () => ({
      files: await db.selectFrom('files').selectAll().execute(),
      blobs: await db.selectFrom('fileBlobs').select(['id', 'size']).execute(),
    });
    const before = await snapshot();
    const pages = (await sql<{ pageCount: number }>`pragma page_count`.execute(db)).rows[0]?.pageCount ?? 0;
    await sql.raw(`pragma max_page_count = ${pages + 8}`).execute(db);

    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(1024 * 1024)]);
    const res = await uploadFile(t.app, cookie, big, 'sheet.pdf');
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({
      message: "The server's storage is full, so this was not saved. Please try again later.",
      code: 'storage_full',
    });
    expect(await snapshot()).toEqual(before);

    // The app goes on working: a small file still fits, and the racer can read their storage.
    const small = await uploadFile(t.app, cookie, PDF_BYTES, 'small.pdf');
    expect(small.statusCode, small.body).toBe(201);
  });
});
