import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * A racer's own rows bump users.data_revision on every change (0003), so answers cached for the
 * racer (plugins/cached-answers.ts) go stale with them. The table needs a user_id column; on
 * PostgreSQL, 0003's bump_data_revision() function. Shared by 0003, 0012 and 0014, whose SQL it
 * writes exactly as each wrote it before, so it must never change.
 */
export async function addRevisionTriggers(db: Db, table: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      create trigger ${sql.id(`${table}_data_revision`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function bump_data_revision()`.execute(db);
    return;
  }
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`
      create trigger ${sql.id(`${table}_data_revision_${event}`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      begin
        update users set data_revision = data_revision + 1 where id = ${sql.raw(row)}.user_id;
      end`.execute(db);
  }
}
