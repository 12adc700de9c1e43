import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * Uploaded images are stored as what is served: a web-sized copy without metadata (in `content`,
 * as before) and a small WebP thumbnail beside it, both shared by every record naming the blob.
 * Each carries the SHA-256 of its bytes, which `/uploads/*` sends as its ETag.
 *
 * Bytes stored before this migration keep their original content and get neither digest nor
 * thumbnail here: re-encoding every stored photo would hold start-up (and, on PostgreSQL, one
 * transaction) for as long as that takes. The housekeeping backfill does it afterwards, one
 * blob at a time (services/image-backfill.ts); a null digest marks the blobs it has yet to see,
 * and the partial index finds them without reading any stored bytes.
 */
export async function up(db: Db): Promise<void> {
  const bytes = dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
  await db.schema.alterTable('file_blobs').addColumn('digest', 'text').execute();
  await db.schema.alterTable('file_blobs').addColumn('thumb_content', bytes).execute();
  await db.schema.alterTable('file_blobs').addColumn('thumb_size', 'integer').execute();
  await db.schema.alterTable('file_blobs').addColumn('thumb_digest', 'text').execute();
  await db.schema
    .createIndex('file_blobs_undigested_idx')
    .on('file_blobs')
    .column('id')
    .where(sql.ref('digest'), 'is', null)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('file_blobs_undigested_idx').execute();
  for (const column of ['thumb_digest', 'thumb_size', 'thumb_content', 'digest'])
    await db.schema.alterTable('file_blobs').dropColumn(column).execute();
}
