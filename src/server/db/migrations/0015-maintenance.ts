import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * maintenance_items (issue 19): a part of one car with a life (a diff rebuild every 20 runs, clutch
 * shoes every 10 tanks), counted from the run log since `last_done_at`. `tank_minutes` is how long
 * one tank runs, set only on items counted in tanks
 * (docs/decisions/race-day-and-timing.md#maintenance-items-and-their-usage-issue-19-item-4).
 * Deleting the car deletes its items and their log: they describe that car alone.
 *
 * maintenance_log: each time an item was marked done, with the racer's note and the usage it had
 * then. No triggers for the data revision: every write goes through ownerTransaction, which bumps it.
 */
export async function up(db: Db): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const items = db.schema.createTable('maintenance_items');
  await (pg
    ? items.addColumn('id', 'serial', (c) => c.primaryKey())
    : items.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rc_car_id', 'integer', (c) => c.notNull().references('cars.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('life_unit', 'text', (c) => c.notNull())
    .addColumn('life_amount', 'integer', (c) => c.notNull())
    .addColumn('tank_minutes', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_done_at', 'text')
    .execute();
  await db.schema
    .createIndex('maintenance_items_car_idx')
    .on('maintenance_items')
    .columns(['user_id', 'rc_car_id'])
    .execute();

  const log = db.schema.createTable('maintenance_log');
  await (pg
    ? log.addColumn('id', 'serial', (c) => c.primaryKey())
    : log.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('maintenance_items.id').onDelete('cascade'),
    )
    .addColumn('done_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('usage', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('maintenance_log_item_idx').on('maintenance_log').column('item_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('maintenance_log').execute();
  await db.schema.dropTable('maintenance_items').execute();
}
