import type { Transaction } from 'kysely';
import type { StorageUsage } from '../../shared/schemas/storage';
import { quotaExceededMessage } from '../../shared/storage-size';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

/**
 * A racer's usage is the total size of the distinct blobs their file records name: ten copies of
 * one shared setup's file count once, and an upload nothing names yet counts until it is purged.
 * A blob counts with everything stored for it (an image's web copy and thumbnail), not with the
 * size of the file the racer sent.
 */
export async function storageUsed(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('fileBlobs')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb('fileBlobs.size', '+', eb.fn.coalesce('fileBlobs.thumbSize', eb.lit(0)))),
          eb.lit(0),
        )
        .as('used'),
    )
    .where('fileBlobs.id', 'in', (eb) =>
      eb.selectFrom('files').select('files.blobId').where('files.userId', '=', userId),
    )
    .executeTakeFirstOrThrow();
  // PostgreSQL sums integers as bigint; the driver hands those over as numbers (db/index.ts).
  return Number(row.used);
}

export async function storageUsage(db: Db, userId: number, quotaBytes: number): Promise<StorageUsage> {
  return { usedBytes: await storageUsed(db, userId), quotaBytes };
}

/**
 * Refuses (413) a write that would take the racer past their quota. It must run in the racer's
 * ownerTransaction: the racer's row is locked there, so two parallel uploads are counted one
 * after the other and cannot both squeeze into the same room.
 */
export async function assertRoomFor(
  trx: Transaction<Database>,
  userId: number,
  addedBytes: number,
  quotaBytes: number,
): Promise<void> {
  if (addedBytes <= 0) return;
  const used = await storageUsed(trx, userId);
  if (used + addedBytes > quotaBytes)
    throw new AppError(413, quotaExceededMessage(used, quotaBytes), 'quota_exceeded');
}
