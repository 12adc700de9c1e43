import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { addRevisionTriggers } from './revision-triggers';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/** The tables whose rows make up a racer's lists (fleet, transponders, setup sheets, ESC setups). */
const OWNED_TABLES = ['cars', 'transponders', 'setup_sheets', 'esc_setups'] as const;

/**
 * users.data_revision counts every change to a racer's own rows. The server keeps each list
 * answer it has serialized beside the revision it was read at, and serves it again while the
 * revision (read with the session on every request) is unchanged. Triggers bump it, so no write
 * path can forget to, foreign-key side effects included (deleting a car un-links its setups),
 * and every instance on one PostgreSQL sees the same revision.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('data_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (dialectOf(db) === 'postgres') {
    await sql`
      create function bump_data_revision() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          update users set data_revision = data_revision + 1 where id = old.user_id;
        else
          update users set data_revision = data_revision + 1 where id = new.user_id;
        end if;
        return null;
      end $$`.execute(db);
  }
  for (const table of OWNED_TABLES) await addRevisionTriggers(db, table);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of OWNED_TABLES)
      await sql`drop trigger ${sql.id(`${table}_data_revision`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_data_revision()`.execute(db);
  } else {
    for (const table of OWNED_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger ${sql.id(`${table}_data_revision_${event}`)}`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('data_revision').execute();
}
