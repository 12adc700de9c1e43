import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

const KINDS = [
  { table: 'setup_sheets', installs: 'setup_sheet_installs' },
  { table: 'esc_setups', installs: 'esc_setup_installs' },
] as const;

/**
 * Install events (issue 29, item 8): each time a setup was installed on a car, when, at which of
 * its versions, and the racer's note. Not a version: installing changes no content, and a version
 * without a change would split a version's runs in two (docs/decisions.md). The car's name is kept
 * as it was, so History still says where the setup went after the car is renamed or deleted
 * (rc_car_id then goes to null). Deleting the setup deletes its events. No triggers for the data
 * revision: every write goes through ownerTransaction, which bumps it.
 */
export async function up(db: Db): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  for (const kind of KINDS) {
    const table = db.schema.createTable(kind.installs);
    await (pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('setup_id', 'integer', (c) => c.notNull().references(`${kind.table}.id`).onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('rc_car_id', 'integer', (c) => c.references('cars.id').onDelete('set null'))
      .addColumn('car_name', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex(`${kind.installs}_setup_version_idx`)
      .on(kind.installs)
      .columns(['setup_id', 'version'])
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const kind of KINDS) await db.schema.dropTable(kind.installs).execute();
}
