import { randomBytes } from 'node:crypto';
import { type Expression, expressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { UploadResponse } from '../../shared/schemas/upload';
import { nowIso } from '../clock';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { blobBytesFor, storedSize } from './file-blobs';
import { detectFileType } from './file-types';
import { assertRoomFor } from './storage-quota';

export const UPLOAD_PREFIX = '/uploads/';
const NAME_PATTERN = /^[a-f0-9]{32}\.(pdf|jpg|png|gif|webp)$/;

export const urlFor = (filename: string): string => `${UPLOAD_PREFIX}${filename}`;

/** The stored name behind a '/uploads/<name>' url (or a bare name); null when it cannot be ours. */
export function filenameOf(urlOrName: string): string | null {
  const name = urlOrName.startsWith(UPLOAD_PREFIX) ? urlOrName.slice(UPLOAD_PREFIX.length) : urlOrName;
  return NAME_PATTERN.test(name) ? name : null;
}

export const newFilename = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

/**
 * Stores an upload under a server-made name, owned by the racer: its bytes as a blob (an image
 * re-encoded first, outside the transaction, so no lock waits on the decoding), and the racer's
 * record naming it, in one transaction that first checks the racer's quota against what is
 * stored, not what was sent.
 */
export async function saveUpload(
  db: Db,
  userId: number,
  content: Buffer,
  originalName: string,
  quotaBytes: number,
): Promise<UploadResponse> {
  const type = detectFileType(content);
  if (!type) throw new AppError(415, 'Only PDF and image files are allowed', 'invalid_file_type');
  const filename = newFilename(type.extension);
  const cleanName = originalName.replace(/[\\/\p{Cc}]/gu, '_').slice(0, 255) || `upload.${type.extension}`;
  const stored = await blobBytesFor(content, type);
  const now = nowIso();
  await ownerTransaction(db, userId, async (trx) => {
    await assertRoomFor(trx, userId, storedSize(stored), quotaBytes);
    const blob = await trx
      .insertInto('fileBlobs')
      .values({ ...stored, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('files')
      .values({
        userId,
        filename,
        originalName: cleanName,
        mimeType: type.mime,
        size: content.length,
        blobId: blob.id,
        createdAt: now,
      })
      .execute();
  });
  return { url: urlFor(filename), mimetype: type.mime, originalFilename: cleanName };
}

/**
 * Gives the racer their own record of the file at `url` (a new server-made name, owned by them,
 * so deleting the original never breaks it) naming the same stored bytes, web copy and
 * thumbnail alike: nothing is decoded or encoded again. Runs in the racer's
 * ownerTransaction, which also holds the quota check: the bytes count for the racer unless a
 * record of theirs names them already. Null when there is no such file.
 */
export async function copyUpload(
  trx: Transaction<Database>,
  userId: number,
  url: string | null,
  quotaBytes: number,
): Promise<string | null> {
  const filename = url ? filenameOf(url) : null;
  if (!filename) return null;
  const file = await trx
    .selectFrom('files')
    .innerJoin('fileBlobs', 'fileBlobs.id', 'files.blobId')
    .select([
      'files.originalName',
      'files.mimeType',
      'files.size',
      'files.blobId',
      'fileBlobs.size as blobSize',
      'fileBlobs.thumbSize',
    ])
    .where('files.filename', '=', filename)
    .executeTakeFirst();
  if (!file) return null;
  const alreadyMine = await trx
    .selectFrom('files')
    .select('id')
    .where('userId', '=', userId)
    .where('blobId', '=', file.blobId)
    .executeTakeFirst();
  const blobBytes = storedSize({ size: file.blobSize, thumbSize: file.thumbSize });
  await assertRoomFor(trx, userId, alreadyMine ? 0 : blobBytes, quotaBytes);
  const copyName = newFilename(filename.split('.').pop() as string);
  await trx
    .insertInto('files')
    .values({
      userId,
      filename: copyName,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      blobId: file.blobId,
      createdAt: nowIso(),
    })
    .execute();
  return urlFor(copyName);
}

/** True when `url` names an upload of this racer (so a record may point at it). */
export async function ownsUpload(db: Db, userId: number, url: string): Promise<boolean> {
  const filename = filenameOf(url);
  if (!filename) return false;
  const row = await db
    .selectFrom('files')
    .select('id')
    .where('filename', '=', filename)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Whether a car's photo, a setup sheet's or ESC setup's file, or a racer's picture names `url`:
 * an upload so named is attached. `url` may be a value or an expression (the sweep's per-row url).
 */
export function namedByARecord(url: string | Expression<string>): Expression<SqlBool> {
  const b = expressionBuilder<Database, never>();
  return b.or([
    b.exists(b.selectFrom('cars').select('cars.id').where('cars.imageUrl', '=', url)),
    b.exists(b.selectFrom('setupSheets').select('setupSheets.id').where('setupSheets.fileUrl', '=', url)),
    b.exists(b.selectFrom('escSetups').select('escSetups.id').where('escSetups.fileUrl', '=', url)),
    b.exists(b.selectFrom('users').select('users.id').where('users.profileImageUrl', '=', url)),
  ]);
}

/**
 * Deletes a racer's upload record once nothing names it. Runs inside the caller's transaction
 * and returns the blob it named, for deleteUnusedBlobs once that transaction has committed.
 */
export async function deleteIfUnreferenced(db: Db, userId: number, url: string | null): Promise<number[]> {
  const filename = url ? filenameOf(url) : null;
  if (!url || !filename) return [];
  const deleted = await db
    .deleteFrom('files')
    .where('filename', '=', filename)
    .where('userId', '=', userId)
    .where((eb) => eb.not(namedByARecord(url)))
    .returning('blobId')
    .execute();
  return deleted.map((d) => d.blobId);
}
