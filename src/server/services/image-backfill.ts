import type { Db } from '../db';
import { AppError } from '../errors';
import { blobBytesFor, digestOf } from './file-blobs';
import { detectFileType } from './file-types';
import { isImage } from './image-variants';

const BATCH = 20;

export interface BackfillResult {
  /** Images now stored as new uploads are: web copy without metadata, and a thumbnail. */
  reencoded: number;
  /** PDFs, and images libvips cannot read, kept as they were and given their digest. */
  kept: number;
}

/**
 * Bytes stored before migration 0008 are what the racer sent: a phone photo with its EXIF (GPS
 * position included) at full size, and no thumbnail. This gives each such blob what a new upload
 * gets, one blob at a time, so it runs beside the app rather than holding its start-up: an
 * image is re-encoded (services/image-variants.ts), anything else keeps its bytes; either way
 * the blob gets its digest, which marks it done and becomes its ETag.
 *
 * Each blob is one statement, guarded by `digest is null`: a second instance doing the same
 * work, or a blob deleted meanwhile, changes nothing. Readers see the old bytes or the new ones,
 * each with its own ETag. `shouldStop` is asked between blobs (the app is closing).
 */
export async function backfillImages(
  db: Db,
  { shouldStop = () => false }: { shouldStop?: () => boolean } = {},
): Promise<BackfillResult> {
  const result: BackfillResult = { reencoded: 0, kept: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await db
      .selectFrom('fileBlobs')
      .select('id')
      .where('digest', 'is', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const { id } of batch) {
      if (shouldStop()) return result;
      afterId = id;
      const done = await backfillOne(db, id);
      if (done) result[done] += 1;
    }
    if (batch.length < BATCH) return result;
  }
}

async function backfillOne(db: Db, id: number): Promise<keyof BackfillResult | null> {
  const row = await db
    .selectFrom('fileBlobs')
    .select('content')
    .where('id', '=', id)
    .where('digest', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
  const type = detectFileType(content);
  if (type && isImage(type.mime)) {
    try {
      const stored = await blobBytesFor(content, type);
      const updated = await db
        .updateTable('fileBlobs')
        .set(stored)
        .where('id', '=', id)
        .where('digest', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0 ? 'reencoded' : null;
    } catch (error) {
      // An image libvips cannot read (it passed the old check by its first bytes) stays as it
      // was: it is still served, and `?size=thumb` serves it too.
      if (!(error instanceof AppError)) throw error;
    }
  }
  const updated = await db
    .updateTable('fileBlobs')
    .set({ digest: digestOf(content) })
    .where('id', '=', id)
    .where('digest', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? 'kept' : null;
}
