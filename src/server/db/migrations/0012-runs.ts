import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { addRevisionTriggers } from './revision-triggers';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * runs (issue 16): a racer's session on track with its lap times. A run names the setups it ran on
 * and their versions at the time, so later edits never rewrite what it ran on. Deleting a car or a
 * setup forgets the link and keeps the run, laps and all (a racer's lap times are never lost with a
 * car they sold); deleting the account deletes its runs.
 *
 * The laps are one JSON array (`[[lapNo, timeMs], …]`), read only by the run's own page; the list
 * and the impact answers read the stats the server computed at save (`stats`, JSON) and never the
 * laps, so a car with 20,000 laps lists as fast as one with 20.
 * `import_key` identifies an imported driver in one race of one result, so a second import of the
 * same laps is refused (unique per racer).
 */
export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('runs');
  await (dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rc_car_id', 'integer', (c) => c.references('cars.id').onDelete('set null'))
    .addColumn('setup_sheet_id', 'integer', (c) => c.references('setup_sheets.id').onDelete('set null'))
    .addColumn('setup_version', 'integer')
    .addColumn('esc_setup_id', 'integer', (c) => c.references('esc_setups.id').onDelete('set null'))
    .addColumn('esc_version', 'integer')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('track_name', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text')
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('round', 'text')
    .addColumn('track_surface', 'text')
    .addColumn('track_conditions', 'text')
    .addColumn('air_temp_c', 'double precision')
    .addColumn('track_temp_c', 'double precision')
    .addColumn('humidity_pct', 'double precision')
    .addColumn('tyres', 'text')
    .addColumn('rating', 'integer')
    .addColumn('notes', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('laps', 'text', (c) => c.notNull())
    .addColumn('stats', 'text', (c) => c.notNull())
    .addColumn('official', 'text')
    .addColumn('import_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('runs_user_car_date_idx')
    .on('runs')
    .columns(['user_id', 'rc_car_id', 'date'])
    .execute();
  await db.schema
    .createIndex('runs_setup_sheet_idx')
    .on('runs')
    .columns(['setup_sheet_id', 'setup_version'])
    .execute();
  await db.schema
    .createIndex('runs_esc_setup_idx')
    .on('runs')
    .columns(['esc_setup_id', 'esc_version'])
    .execute();
  await db.schema
    .createIndex('runs_import_key_idx')
    .on('runs')
    .columns(['user_id', 'import_key'])
    .unique()
    .execute();
  // Runs are the racer's own rows: a change bumps users.data_revision like cars and setups do (0003).
  await addRevisionTriggers(db, 'runs');
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('runs').execute();
}
