import { digestOf } from '../services/file-blobs';
import { newFilename, urlFor } from '../services/files';
import { assertRoomFor } from '../services/storage-quota';
import { insertRowsOnly } from './batch-insert';
import type { ExportData } from './format';
import { type ImportContext, poolOf } from './import-context';
import type { ExportFile } from './read-export';

/** A file record to create, and the bytes it names when the racer has none like them. */
export interface PendingFile {
  file: ExportFile;
  record: ExportData['files'][number];
  filename: string;
  /** The thumbnail of new bytes (an image); undefined when the bytes are stored already. */
  newBlob: { thumb: Buffer | null } | null;
}

/**
 * A file the racer has already (the same bytes) is theirs: its records link to the racer's copy.
 * New ones get their upload address now, so the records that name them plan against it; the
 * quota is checked here, before anything is written.
 */
export async function planFiles(
  ctx: ImportContext,
  data: ExportData,
  files: ExportFile[],
  thumbs: Map<number, Buffer>,
  quotaBytes: number,
): Promise<PendingFile[]> {
  const pool = poolOf(ctx.mine.blobs, (f) => f.sha256);
  const stored = new Set(ctx.mine.blobs.map((f) => f.sha256));
  const pending: PendingFile[] = [];
  // What is new to the racer's storage: each new set of bytes once, with its thumbnail.
  let addedBytes = 0;
  for (const file of files) {
    const record = data.files[file.index] as ExportData['files'][number];
    const mine = pool.take(file.digest);
    if (mine) {
      ctx.urls.set(record.url, mine.url);
      ctx.report.skipped.files += 1;
      continue;
    }
    let newBlob: PendingFile['newBlob'] = null;
    if (!stored.has(file.digest)) {
      const thumb = thumbs.get(file.index) ?? null;
      stored.add(file.digest);
      addedBytes += file.bytes.length + (thumb?.length ?? 0);
      newBlob = { thumb };
    }
    const filename = newFilename(file.extension);
    ctx.urls.set(record.url, urlFor(filename));
    ctx.report.created.files += 1;
    pending.push({ file, record, filename, newBlob });
  }
  await assertRoomFor(ctx.trx, ctx.userId, addedBytes, quotaBytes);
  return pending;
}

/** The new bytes one statement each (a photo is megabytes), then the file records in batches. */
export async function writeFiles(ctx: ImportContext, pending: PendingFile[]): Promise<void> {
  const blobOf = new Map(ctx.mine.blobs.map((f) => [f.sha256, f.blobId]));
  for (const { file, record, newBlob } of pending) {
    if (!newBlob) continue;
    const { thumb } = newBlob;
    const blob = await ctx.trx
      .insertInto('fileBlobs')
      .values({
        size: file.bytes.length,
        content: Buffer.from(file.bytes),
        digest: file.digest,
        thumbSize: thumb?.length ?? null,
        thumbContent: thumb,
        thumbDigest: thumb ? digestOf(thumb) : null,
        createdAt: record.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    blobOf.set(file.digest, blob.id);
  }
  await insertRowsOnly(
    ctx,
    'files',
    pending.map(({ file, record, filename }) => ({
      userId: ctx.userId,
      filename,
      originalName: record.originalName.replace(/[\\/\p{Cc}]/gu, '_'),
      mimeType: file.mime,
      size: record.size,
      blobId: blobOf.get(file.digest),
      createdAt: record.createdAt,
    })),
  );
}
