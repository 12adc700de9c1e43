import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { backfillImages } from '../../services/image-backfill';
import { storageUsed } from '../../services/storage-quota';
import { uploadBytes, uploadToServe } from '../../services/upload-reads';
import { DIALECTS } from '../../test/harness';
import { emptyDatabase, insertEarlierRacer } from '../../test/migration-db';
import { phoneJpeg } from '../../test/photos';
import { PDF_BYTES } from '../../test/uploads';
import { migrateTo, migrateToLatest } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: the tables as they were before migration 0008
type Before = Kysely<any>;

describe.each(DIALECTS)('migration 0008 and the backfill: files stored before it (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it('serves them as they were until the backfill re-encodes the photos among them', async () => {
    const opened = await emptyDatabase(dialect);
    drop = opened.drop;
    const { db } = opened;
    await migrateTo(db, '0007-username-key');
    const now = new Date().toISOString();
    const user = { id: await insertEarlierRacer(db) };
    const photo = await phoneJpeg({ width: 2400, height: 1800, orientation: 6 });
    const unreadable = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const old = [
      { filename: `${'a'.repeat(32)}.jpg`, mimeType: 'image/jpeg', content: photo },
      { filename: `${'b'.repeat(32)}.pdf`, mimeType: 'application/pdf', content: PDF_BYTES },
      { filename: `${'c'.repeat(32)}.jpg`, mimeType: 'image/jpeg', content: unreadable },
    ];
    for (const file of old) {
      const blob = await (db as Before)
        .insertInto('fileBlobs')
        .values({ size: file.content.length, content: file.content, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await (db as Before)
        .insertInto('files')
        .values({
          userId: user.id,
          filename: file.filename,
          originalName: file.filename,
          mimeType: file.mimeType,
          size: file.content.length,
          blobId: blob.id,
          createdAt: now,
        })
        .execute();
    }

    await migrateToLatest(db);

    const serve = async (filename: string, size?: 'thumb') => {
      const found = await uploadToServe(db, user.id, filename, { size });
      if (!found) throw new Error(`${filename} not found`);
      const bytes = await uploadBytes(db, found);
      return { ...found, content: bytes?.content ?? Buffer.alloc(0) };
    };
    // Before the backfill: the bytes as they were, the blob's id as the ETag, no thumbnail.
    for (const file of old) {
      const web = await serve(file.filename);
      expect(web.content.equals(file.content)).toBe(true);
      expect(web.etag).toMatch(/^"blob-\d+"$/);
      const thumb = await serve(file.filename, 'thumb');
      expect(thumb.thumb).toBe(false);
      expect(thumb.etag).toBe(web.etag);
      expect(thumb.content.equals(file.content)).toBe(true);
    }
    const usedBefore = await storageUsed(db, user.id);

    expect(await backfillImages(db)).toEqual({ reencoded: 1, kept: 2 });

    const web = await serve(old[0]?.filename as string);
    const meta = await sharp(web.content).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      1200,
      1600,
      undefined,
      undefined,
    ]);
    expect(web.content.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(web.etag).not.toMatch(/blob-/);
    const thumb = await serve(old[0]?.filename as string, 'thumb');
    expect(thumb.thumb).toBe(true);
    expect((await sharp(thumb.content).metadata()).format).toBe('webp');
    for (const kept of old.slice(1)) {
      const served = await serve(kept.filename);
      expect(served.content.equals(kept.content)).toBe(true);
      expect(served.etag).not.toMatch(/blob-/);
    }
    // The racer's storage counts what is stored now.
    expect(await storageUsed(db, user.id)).toBeLessThan(usedBefore);
    // Done once: a second run finds nothing left.
    expect(await backfillImages(db)).toEqual({ reencoded: 0, kept: 0 });

    // And back down: the files stay, as their stored bytes.
    await migrateTo(db, '0007-username-key');
    const rows = await (db as Before).selectFrom('fileBlobs').select('content').orderBy('id').execute();
    expect(Buffer.from(rows[0]?.content).equals(web.content)).toBe(true);
  });
});
