import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { saveUpload } from '../../services/files';
import { uploadBytes, uploadToServe } from '../../services/upload-reads';
import { DIALECTS } from '../../test/harness';
import { emptyDatabase, insertEarlierRacer } from '../../test/migration-db';
import { PDF_BYTES, PNG_BYTES } from '../../test/uploads';
import { migrateTo, migrateToLatest } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: the tables as they were before migration 0006
type Before = Kysely<any>;

describe.each(DIALECTS)('migration 0006: file bytes move into shared blobs (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it('keeps every existing file, serves it from its blob, and goes on numbering after it', async () => {
    const opened = await emptyDatabase(dialect);
    drop = opened.drop;
    const { db } = opened;
    await migrateTo(db, '0004-public-revision');
    const now = new Date().toISOString();
    const user = { id: await insertEarlierRacer(db) };
    const old = [
      { filename: `${'a'.repeat(32)}.pdf`, mimeType: 'application/pdf', content: PDF_BYTES },
      { filename: `${'b'.repeat(32)}.png`, mimeType: 'image/png', content: PNG_BYTES },
    ];
    for (const file of old) {
      await (db as Before)
        .insertInto('files')
        .values({
          ...file,
          userId: user.id,
          originalName: file.filename,
          size: file.content.length,
          createdAt: now,
        })
        .execute();
    }

    await migrateToLatest(db);

    const files = await db.selectFrom('files').select(['id', 'blobId']).orderBy('id').execute();
    expect(files.map((f) => f.blobId)).toEqual(files.map((f) => f.id));
    for (const file of old) {
      const found = await uploadToServe(db, user.id, file.filename, {});
      const served = found && (await uploadBytes(db, found));
      expect(served?.content.equals(file.content)).toBe(true);
    }
    // The bytes live only in the blobs now.
    await expect(sql`select content from files`.execute(db)).rejects.toThrow();
    // A new upload gets fresh ids: the blob sequence moved past the ids the migration wrote.
    const saved = await saveUpload(db, user.id, PNG_BYTES, 'new.png', 1024 * 1024);
    const fresh = await db
      .selectFrom('files')
      .select(['id', 'blobId'])
      .where('filename', '=', saved.url.split('/').pop() as string)
      .executeTakeFirstOrThrow();
    expect(fresh.blobId).toBeGreaterThan(2);
    expect(fresh.id).toBeGreaterThan(2);

    // And back down: every file has its content in its own row again.
    await migrateTo(db, '0004-public-revision');
    const restored = await (db as Before)
      .selectFrom('files')
      .select(['filename', 'content'])
      .orderBy('id')
      .execute();
    expect(restored).toHaveLength(3);
    expect(Buffer.from(restored[0]?.content ?? []).equals(PDF_BYTES)).toBe(true);
  });
});
