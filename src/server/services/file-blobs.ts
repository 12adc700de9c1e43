import type { Db } from '../db';
import { classifyDatabaseError } from '../db/errors';

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
