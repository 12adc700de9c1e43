import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * public_revision counts every change to a shared setup: one made public, edited while public,
 * un-shared or deleted. The community search answers are kept per query beside the revision they
 * were read at (as racers' own lists are beside users.data_revision, migration 0003), and triggers
 * bump it, so no write path can forget to.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('public_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('public_revision').values({ id: 1, revision: 0 }).execute();
  const events = [
    ['insert', sql`new.is_public = 1`],
    ['update', sql`old.is_public = 1 or new.is_public = 1`],
    ['delete', sql`old.is_public = 1`],
  ] as const;
  if (dialectOf(db) === 'postgres') {
    await sql`
      create function bump_public_revision() returns trigger language plpgsql as $$
      begin
        update public_revision set revision = revision + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const [event, when] of events) {
      await sql`
        create trigger ${sql.id(`setup_sheets_public_revision_${event}`)}
        after ${sql.raw(event)} on setup_sheets
        for each row when (${when}) execute function bump_public_revision()`.execute(db);
    }
    return;
  }
  for (const [event, when] of events) {
    await sql`
      create trigger ${sql.id(`setup_sheets_public_revision_${event}`)}
      after ${sql.raw(event)} on setup_sheets when ${when}
      begin
        update public_revision set revision = revision + 1 where id = 1;
      end`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    const name = sql.id(`setup_sheets_public_revision_${event}`);
    if (dialectOf(db) === 'postgres') await sql`drop trigger ${name} on setup_sheets`.execute(db);
    else await sql`drop trigger ${name}`.execute(db);
  }
  if (dialectOf(db) === 'postgres') await sql`drop function bump_public_revision()`.execute(db);
  await db.schema.dropTable('public_revision').execute();
}
