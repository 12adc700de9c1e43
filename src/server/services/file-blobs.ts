import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { classifyDatabaseError } from '../db/errors';
import type { DetectedType } from './file-types';
import { isImage, makeImageVariants } from './image-variants';

/** SHA-256 of stored bytes, base64url: their ETag, the same on every instance. */
export const digestOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url');

/** A blob's stored bytes and what describes them, as `file_blobs` keeps them. */
export interface BlobBytes {
  size: number;
  content: Buffer;
  digest: string;
  thumbSize: number | null;
  thumbContent: Buffer | null;
  thumbDigest: string | null;
}

const NO_THUMB = { thumbSize: null, thumbContent: null, thumbDigest: null };

/**
 * What is stored of an upload: a PDF exactly as sent; an image as its web-sized copy without
 * metadata, with a thumbnail (services/image-variants.ts, which refuses an unreadable image).
 */
export async function blobBytesFor(content: Buffer, type: DetectedType): Promise<BlobBytes> {
  if (!isImage(type.mime)) {
    return { size: content.length, content, digest: digestOf(content), ...NO_THUMB };
  }
  const { web, thumb } = await makeImageVariants(content, type.mime);
  return {
    size: web.length,
    content: web,
    digest: digestOf(web),
    thumbSize: thumb.length,
    thumbContent: thumb,
    thumbDigest: digestOf(thumb),
  };
}

/** A blob's share of a racer's storage: everything stored for it, thumbnail included. */
export const storedSize = (blob: { size: number; thumbSize: number | null }): number =>
  blob.size + (blob.thumbSize ?? 0);

/**
 * Stored bytes (`file_blobs`) are shared: a copy of a shared setup gets its own `files` record
 * naming the original's blob. A blob goes once no record names it.
 *
 * That is decided after the transaction that dropped a record has committed, never inside it:
 * the blob may be another racer's too, and taking its lock inside one racer's transaction would
 * make other racers' copies wait on (or deadlock with) it. Meanwhile a copy may name the blob
 * again; the foreign key then refuses the delete, which only means the blob is still in use.
 * Whatever a stopped process leaves behind, the housekeeping sweep removes (deleteOrphanBlobs).
 */
export async function deleteUnusedBlobs(db: Db, blobIds: Iterable<number>): Promise<number> {
  let deleted = 0;
  for (const id of new Set(blobIds)) {
    try {
      const result = await db
        .deleteFrom('fileBlobs')
        .where('id', '=', id)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('files').select('files.id').where('files.blobId', '=', id))),
        )
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    } catch (error) {
      if (classifyDatabaseError(error) !== 'missing-reference') throw error;
    }
  }
  return deleted;
}

const ORPHAN_BATCH = 500;

/** Deletes blobs no record names (left when a process stopped between a record and its blob). */
export async function deleteOrphanBlobs(db: Db): Promise<number> {
  let deleted = 0;
  for (;;) {
    const orphans = await db
      .selectFrom('fileBlobs')
      .select('fileBlobs.id')
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('files').select('files.id').whereRef('files.blobId', '=', 'fileBlobs.id')),
        ),
      )
      .orderBy('fileBlobs.id')
      .limit(ORPHAN_BATCH)
      .execute();
    const removed = await deleteUnusedBlobs(
      db,
      orphans.map((o) => o.id),
    );
    deleted += removed;
    // A batch that removed nothing was all newly named again: stop rather than spin on it.
    if (orphans.length < ORPHAN_BATCH || removed === 0) return deleted;
  }
}
