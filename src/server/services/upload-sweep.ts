import { sql } from 'kysely';
import type { Db } from '../db';
import { ownerTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { deleteOrphanBlobs, deleteUnusedBlobs } from './file-blobs';
import { namedByARecord, UPLOAD_PREFIX } from './files';

/** The url a record would use to name the file row being looked at. */
const rowUrl = sql<string>`${sql.lit(UPLOAD_PREFIX)} || ${sql.ref('files.filename')}`;

/**
 * The housekeeping sweep's storage part. An upload is attached once a car, setup sheet, ESC setup
 * or racer's picture names it; one nothing names is kept for `graceMs` (UPLOAD_GRACE_HOURS), long
 * enough for a racer to finish the form it was chosen in, and then deleted, with the stored bytes
 * no record names any more. It counts towards the racer's quota until then.
 *
 * Each racer's uploads are deleted in that racer's ownerTransaction, the lock every attaching
 * write takes first: an upload being attached at that moment is either seen as attached or
 * attached after it is gone (and then refused as 'Upload the file first'), never left dangling.
 */
export async function sweepUploads(
  db: Db,
  graceMs: number,
  now = Date.now(),
): Promise<{ files: number; blobs: number }> {
  const cutoff = new Date(now - graceMs).toISOString();
  const stale = db
    .selectFrom('files')
    .where('files.createdAt', '<', cutoff)
    .where((eb) => eb.not(namedByARecord(rowUrl)));
  const owners = await stale.select('files.userId').distinct().execute();
  let files = 0;
  const freed: number[] = [];
  for (const { userId } of owners) {
    try {
      const deleted = await ownerTransaction(db, userId, (trx) =>
        trx
          .deleteFrom('files')
          .where('files.userId', '=', userId)
          .where('files.createdAt', '<', cutoff)
          .where((eb) => eb.not(namedByARecord(rowUrl)))
          .returning('files.blobId')
          .execute(),
      );
      files += deleted.length;
      freed.push(...deleted.map((d) => d.blobId));
    } catch (error) {
      // The racer deleted their account meanwhile, and their uploads with it.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  const blobs = (await deleteUnusedBlobs(db, freed)) + (await deleteOrphanBlobs(db));
  return { files, blobs };
}
