import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { addRevisionTriggers } from './revision-triggers';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * tyre_sets (issue 19): a racer's glued sets of tyres, and run_tyre_sets, which sets a run used.
 * A set is retired, not deleted, when it is worn out, so its runs and lap figures stay; deleting a
 * run forgets its links (cascade). Deleting a set that runs name is refused by the service
 * (docs/decisions/race-day-and-timing.md#tyre-sets-issue-19-item-3);
 * the foreign key refuses it as well (no action: checked at the end of the statement, so an account's cascade deletes the links first), so no link ever names a missing set.
 * Deleting the account deletes both (the runs' cascade removes the links first).
 */
export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('tyre_sets');
  await (dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('compound', 'text')
    .addColumn('insert', 'text')
    .addColumn('wheel', 'text')
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('glued_on', 'text')
    .addColumn('cost', 'double precision')
    .addColumn('notes', 'text')
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tyre_sets_user_idx').on('tyre_sets').columns(['user_id', 'retired']).execute();
  await db.schema
    .createTable('run_tyre_sets')
    .addColumn('run_id', 'integer', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('tyre_set_id', 'integer', (c) => c.notNull().references('tyre_sets.id').onDelete('no action'))
    .addPrimaryKeyConstraint('run_tyre_sets_pk', ['run_id', 'tyre_set_id'])
    .execute();
  await db.schema.createIndex('run_tyre_sets_set_idx').on('run_tyre_sets').column('tyre_set_id').execute();
  // Tyre sets are the racer's own rows: a change bumps users.data_revision (0003).
  await addRevisionTriggers(db, 'tyre_sets');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('run_tyre_sets').execute();
  await db.schema.dropTable('tyre_sets').execute();
}
