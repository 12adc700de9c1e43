import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * A file's bytes move out of `files` into `file_blobs`, so several records can share one stored
 * copy: copying a shared setup used to store its (up to 5 MiB) file again for every copier.
 * A `files` row stays the racer's own record (server-made name, owner, original name, type);
 * `blob_id` names the bytes. Every existing file keeps its id as its blob's id.
 *
 * PostgreSQL alters `files` in place; SQLite cannot add a NOT NULL foreign key to a table, so it
 * rebuilds `files` (the way SQLite's documentation prescribes). Both end with the same columns.
 */
export async function up(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      create table file_blobs (
        id serial primary key,
        size integer not null,
        content bytea not null,
        created_at text not null
      )`.execute(db);
    await sql`
      insert into file_blobs (id, size, content, created_at)
      select id, size, content, created_at from files`.execute(db);
    // Explicit ids leave the serial sequence behind: the next blob must not reuse one.
    await sql`
      select setval(pg_get_serial_sequence('file_blobs', 'id'), coalesce(max(id), 0) + 1, false)
      from file_blobs`.execute(db);
    await sql`alter table files add column blob_id integer references file_blobs (id)`.execute(db);
    await sql`update files set blob_id = id`.execute(db);
    await sql`alter table files alter column blob_id set not null`.execute(db);
    await sql`alter table files drop column content`.execute(db);
  } else {
    // Kysely runs SQLite migrations outside a transaction; this one moves data, so it takes one.
    await db.transaction().execute(async (trx) => {
      await sql`
        create table file_blobs (
          id integer primary key autoincrement,
          size integer not null,
          content blob not null,
          created_at text not null
        )`.execute(trx);
      // With AUTOINCREMENT, SQLite moves its sequence past explicit ids by itself.
      await sql`
        insert into file_blobs (id, size, content, created_at)
        select id, size, content, created_at from files`.execute(trx);
      await sql`
        create table files_next (
          id integer primary key autoincrement,
          user_id integer not null references users (id) on delete cascade,
          filename text not null unique,
          original_name text not null,
          mime_type text not null,
          size integer not null,
          created_at text not null,
          blob_id integer not null references file_blobs (id)
        )`.execute(trx);
      await sql`
        insert into files_next (id, user_id, filename, original_name, mime_type, size, created_at, blob_id)
        select id, user_id, filename, original_name, mime_type, size, created_at, id from files`.execute(trx);
      await sql`drop table files`.execute(trx);
      await sql`alter table files_next rename to files`.execute(trx);
      await sql`create index files_user_id_idx on files (user_id)`.execute(trx);
    });
  }
  // Whether a blob is still in use, and deleting one, look records up by blob.
  await db.schema.createIndex('files_blob_id_idx').on('files').column('blob_id').execute();
  // An upload is attached when a record names its url; the housekeeping sweep asks that of every
  // old upload, and serving a file asks it of the setups, so these lookups are indexed.
  await db.schema.createIndex('cars_image_url_idx').on('cars').column('image_url').execute();
  await db.schema.createIndex('setup_sheets_file_url_idx').on('setup_sheets').column('file_url').execute();
  await db.schema.createIndex('esc_setups_file_url_idx').on('esc_setups').column('file_url').execute();
  await db.schema
    .createIndex('users_profile_image_url_idx')
    .on('users')
    .column('profile_image_url')
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const index of [
    'users_profile_image_url_idx',
    'esc_setups_file_url_idx',
    'setup_sheets_file_url_idx',
    'cars_image_url_idx',
    'files_blob_id_idx',
  ])
    await db.schema.dropIndex(index).execute();
  if (dialectOf(db) === 'postgres') {
    await sql`alter table files add column content bytea`.execute(db);
    await sql`update files set content = (select content from file_blobs where file_blobs.id = files.blob_id)`.execute(
      db,
    );
    await sql`alter table files alter column content set not null`.execute(db);
    await sql`alter table files drop column blob_id`.execute(db);
    await sql`drop table file_blobs`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`
      create table files_previous (
        id integer primary key autoincrement,
        user_id integer not null references users (id) on delete cascade,
        filename text not null unique,
        original_name text not null,
        mime_type text not null,
        size integer not null,
        content blob not null,
        created_at text not null
      )`.execute(trx);
    await sql`
      insert into files_previous (id, user_id, filename, original_name, mime_type, size, content, created_at)
      select f.id, f.user_id, f.filename, f.original_name, f.mime_type, f.size, b.content, f.created_at
      from files f join file_blobs b on b.id = f.blob_id`.execute(trx);
    await sql`drop table files`.execute(trx);
    await sql`drop table file_blobs`.execute(trx);
    await sql`alter table files_previous rename to files`.execute(trx);
    await sql`create index files_user_id_idx on files (user_id)`.execute(trx);
  });
}
