import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { addRevisionTriggers } from './revision-triggers';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/** The tables whose rows bump users.data_revision (0003, 0012, 0014). */
const TABLES = ['cars', 'transponders', 'setup_sheets', 'esc_setups', 'runs', 'tyre_sets'] as const;
const EVENTS = [
  ['insert', sql`new table as changed`],
  ['update', sql`new table as changed`],
  ['delete', sql`old table as changed`],
] as const;

/**
 * On PostgreSQL the data revision is bumped once a statement, not once a row (issue 28). A row
 * trigger updated the racer's user row again for every row: inside one transaction each update
 * adds a version of that row that the next one must step past, so an import of 15,000 runs spent
 * 18 s in triggers (about 250 rows a second for a large import). A statement trigger reads the
 * statement's rows from its transition table and bumps each racer named once. The revision only
 * ever needs to move, never to count rows (plugins/cached-answers.ts). SQLite has no statement
 * triggers and updates a row in place: its row triggers stay.
 */
export async function up(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    create function bump_data_revision_of_statement() returns trigger language plpgsql as $$
    begin
      update users set data_revision = data_revision + 1
        where id in (select distinct user_id from changed);
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql`drop trigger ${sql.id(`${table}_data_revision`)} on ${sql.table(table)}`.execute(db);
    for (const [event, referencing] of EVENTS)
      await sql`
        create trigger ${sql.id(`${table}_data_revision_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${referencing}
        for each statement execute function bump_data_revision_of_statement()`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of TABLES) {
    for (const [event] of EVENTS)
      await sql`drop trigger ${sql.id(`${table}_data_revision_${event}`)} on ${sql.table(table)}`.execute(db);
    await addRevisionTriggers(db, table);
  }
  await sql`drop function bump_data_revision_of_statement()`.execute(db);
}
