import { randomBytes } from 'node:crypto';
import type { UploadResponse } from '../../shared/schemas/upload';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { AppError } from '../errors';
import { detectFileType } from './file-types';

export const UPLOAD_PREFIX = '/uploads/';
const NAME_PATTERN = /^[a-f0-9]{32}\.(pdf|jpg|png|gif|webp)$/;

export const urlFor = (filename: string): string => `${UPLOAD_PREFIX}${filename}`;

/** The stored name behind a '/uploads/<name>' url (or a bare name); null when it cannot be ours. */
export function filenameOf(urlOrName: string): string | null {
  const name = urlOrName.startsWith(UPLOAD_PREFIX) ? urlOrName.slice(UPLOAD_PREFIX.length) : urlOrName;
  return NAME_PATTERN.test(name) ? name : null;
}

/** Stores an upload under a server-made name, owned by the racer. */
export async function saveUpload(
  db: Db,
  userId: number,
  content: Buffer,
  originalName: string,
): Promise<UploadResponse> {
  const type = detectFileType(content);
  if (!type) throw new AppError(415, 'Only PDF and image files are allowed', 'invalid_file_type');
  const filename = `${randomBytes(16).toString('hex')}.${type.extension}`;
  const cleanName = originalName.replace(/[\\/\p{Cc}]/gu, '_').slice(0, 255) || `upload.${type.extension}`;
  await db
    .insertInto('files')
    .values({
      userId,
      filename,
      originalName: cleanName,
      mimeType: type.mime,
      size: content.length,
      content,
      createdAt: nowIso(),
    })
    .execute();
  return { url: urlFor(filename), mimetype: type.mime, originalFilename: cleanName };
}

/**
 * A file is visible to its owner, and to anyone once it is attached to a public setup.
 * Everyone else gets the same answer as for a file that does not exist.
 */
function visibleFiles(db: Db, viewerId: number | null, filename: string) {
  const url = urlFor(filename);
  return db
    .selectFrom('files')
    .where('files.filename', '=', filename)
    .where((eb) =>
      eb.or([
        ...(viewerId === null ? [] : [eb('files.userId', '=', viewerId)]),
        eb.exists(
          eb
            .selectFrom('setupSheets')
            .select('setupSheets.id')
            .where('setupSheets.fileUrl', '=', url)
            .where('setupSheets.isPublic', '=', 1),
        ),
        eb.exists(
          eb
            .selectFrom('escSetups')
            .select('escSetups.id')
            .where('escSetups.fileUrl', '=', url)
            .where('escSetups.isPublic', '=', 1),
        ),
      ]),
    );
}

export async function fileExists(db: Db, viewerId: number | null, urlOrName: string): Promise<boolean> {
  const filename = filenameOf(urlOrName);
  if (!filename) return false;
  const row = await visibleFiles(db, viewerId, filename).select('files.id').executeTakeFirst();
  return !!row;
}

export async function readFile(db: Db, viewerId: number | null, filename: string) {
  if (!filenameOf(filename)) return undefined;
  return visibleFiles(db, viewerId, filename)
    .select(['files.mimeType', 'files.originalName', 'files.size', 'files.content'])
    .executeTakeFirst();
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

/** Deletes a racer's upload once no car, setup sheet or ESC setup of theirs points at it. */
export async function deleteIfUnreferenced(db: Db, userId: number, url: string | null): Promise<void> {
  const filename = url ? filenameOf(url) : null;
  if (!url || !filename) return;
  await db
    .deleteFrom('files')
    .where('filename', '=', filename)
    .where('userId', '=', userId)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(eb.selectFrom('cars').select('cars.id').where('cars.imageUrl', '=', url)),
          eb.exists(
            eb.selectFrom('setupSheets').select('setupSheets.id').where('setupSheets.fileUrl', '=', url),
          ),
          eb.exists(eb.selectFrom('escSetups').select('escSetups.id').where('escSetups.fileUrl', '=', url)),
        ]),
      ),
    )
    .execute();
}
