import type { UploadQuery } from '../../shared/schemas/upload';
import type { Db } from '../db';
import { filenameOf, urlFor } from './files';

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

/** Which stored bytes a request gets: an image's thumbnail when asked for and there is one. */
export interface UploadToServe {
  blobId: number;
  thumb: boolean;
  mimeType: string;
  /** The name the browser would save it under. */
  downloadName: string;
  /** Strong, quoted: the same bytes give the same ETag on every instance. */
  etag: string;
}

/**
 * The digest of the bytes is their ETag. Bytes stored before migration 0008 have none until the
 * backfill re-encodes them (which changes them, and with them the digest); until then the blob's
 * id stands in, as those bytes never change under it.
 */
const etagOf = (digest: string | null, blobId: number) => `"${digest ?? `blob-${blobId}`}"`;

const webpName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.webp`;

/**
 * What `GET /uploads/<name>` would send the viewer, without the bytes: enough to answer a
 * conditional request. Undefined when the viewer may not see the file (or it does not exist).
 * `?size=thumb` of a file without a thumbnail (a PDF, or an image the backfill has not reached)
 * is the file itself.
 */
export async function uploadToServe(
  db: Db,
  viewerId: number | null,
  filename: string,
  { size }: UploadQuery,
): Promise<UploadToServe | undefined> {
  if (!filenameOf(filename)) return undefined;
  const row = await visibleFiles(db, viewerId, filename)
    .innerJoin('fileBlobs', 'fileBlobs.id', 'files.blobId')
    .select([
      'files.mimeType',
      'files.originalName',
      'fileBlobs.id as blobId',
      'fileBlobs.digest',
      'fileBlobs.thumbDigest',
      'fileBlobs.thumbSize',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const thumb = size === 'thumb' && row.thumbSize !== null;
  return {
    blobId: row.blobId,
    thumb,
    mimeType: thumb ? 'image/webp' : row.mimeType,
    downloadName: thumb ? webpName(row.originalName) : row.originalName,
    etag: thumb ? etagOf(row.thumbDigest, row.blobId) : etagOf(row.digest, row.blobId),
  };
}

/**
 * The bytes of an upload found by uploadToServe, with the ETag read beside them: the backfill
 * may have replaced a blob's bytes in between. Undefined when the blob went meanwhile.
 */
export async function uploadBytes(
  db: Db,
  upload: UploadToServe,
): Promise<{ content: Buffer; etag: string } | undefined> {
  const row = upload.thumb
    ? await db
        .selectFrom('fileBlobs')
        .select(['thumbContent as content', 'thumbDigest as digest'])
        .where('id', '=', upload.blobId)
        .executeTakeFirst()
    : await db
        .selectFrom('fileBlobs')
        .select(['content', 'digest'])
        .where('id', '=', upload.blobId)
        .executeTakeFirst();
  if (!row?.content) return undefined;
  const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
  return { content, etag: etagOf(row.digest, upload.blobId) };
}
