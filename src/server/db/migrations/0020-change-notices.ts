import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * Every instance keeps sessions and racers' data revisions in memory (issue 31); on PostgreSQL
 * each learns of a change through NOTIFY on `rc_changes` (db/pg-change-feed.ts). Triggers send it,
 * as triggers bump the data revision (0003, 0016), so no write path can forget: any update or
 * delete of a users row (a revision bump, a new password, the account deleted) or of a sessions
 * row (signed out, everywhere, slid, swept). The payload names the schema, as several schemas may
 * share one database (the tests do). PostgreSQL delivers a notification only when its transaction
 * commits, and once per transaction for the same payload. SQLite needs nothing stored: its
 * process is told by TEMP triggers of its own connection (db/change-feed.ts).
 */
export async function up(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [table, key] of [
    ['users', 'id'],
    ['sessions', 'user_id'],
  ] as const) {
    const fn = `notify_${table}_changed`;
    await sql`
      create function ${sql.id(fn)}() returns trigger language plpgsql as $$
      begin
        perform pg_notify('rc_changes', tg_table_schema || ':' || old.${sql.raw(key)});
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_changed`)}
      after update or delete on ${sql.table(table)}
      for each row execute function ${sql.id(fn)}()`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of ['users', 'sessions']) {
    await sql`drop trigger ${sql.id(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.id(`notify_${table}_changed`)}()`.execute(db);
  }
}
