import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// Column names are written in snake_case so the migration reads the same with or without
// the CamelCasePlugin. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both
// dialects, which keeps behaviour identical on SQLite and PostgreSQL.

const SHARE = [
  'driver_name',
  'vehicle_make',
  'vehicle_model',
  'public_track_name',
  'public_track_conditions',
  'event_name',
];
/** Exported for the tests that prove later migrations keep these columns' values. */
export const SHEET_TUNING = [
  'front_camber',
  'rear_camber',
  'front_toe',
  'rear_toe',
  'front_ride_height',
  'rear_ride_height',
  'front_caster',
  'front_shock_oil',
  'rear_shock_oil',
  'front_spring',
  'rear_spring',
  'front_sway_bar',
  'rear_sway_bar',
  'diff_oil',
  'front_diff_oil',
  'center_diff_oil',
  'rear_diff_oil',
  'gearing',
  'front_roll_center',
  'rear_roll_center',
  'droop',
  'anti_squat',
  'anti_braking',
  'rear_toe_block',
  'front_arm_position',
  'rear_arm_position',
];
const ESC_TUNING = [
  'timing_advance',
  'turbo',
  'initial_brake_force',
  'max_brake_force',
  'drag_brake',
  'low_voltage_protection',
  'start_mode',
  'max_reverse',
  'neutral_range',
  'punch_control',
  'max_rpm',
  'motor_direction',
  'braking_frequency',
  'running_frequency',
  'boost_timing',
  'active_freewheeling',
  'cutoff_voltage',
  'startup_force',
  'temperature_protection',
  'motor_timing',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type Table = CreateTableBuilder<any, any>;

function withId(db: Db, table: Table): Table {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function ownedBy(table: Table): Table {
  return table.addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'));
}

function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

function textColumns(table: Table, names: string[]): Table {
  return names.reduce((t, name) => t.addColumn(name, 'text'), table);
}

/** Columns shared by setup sheets and ESC setups. */
function setupColumns(table: Table, useManufacturerSheetDefault: 0 | 1): Table {
  const t = table
    .addColumn('rc_car_id', 'integer', (c) => c.references('cars.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('track_name', 'text')
    .addColumn('track_surface', 'text')
    .addColumn('track_conditions', 'text')
    .addColumn('file_url', 'text')
    .addColumn('file_type', 'text')
    .addColumn('file_name', 'text')
    .addColumn('use_manufacturer_sheet', 'integer', (c) => c.notNull().defaultTo(useManufacturerSheetDefault))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_currently_installed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text');
  return textColumns(t, SHARE);
}

export async function up(db: Db): Promise<void> {
  await timestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('profile_image_url', 'text')
      .addColumn('security_question1', 'text', (c) => c.notNull())
      .addColumn('security_answer1_hash', 'text', (c) => c.notNull())
      .addColumn('security_question2', 'text', (c) => c.notNull())
      .addColumn('security_answer2_hash', 'text', (c) => c.notNull()),
  ).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .execute();

  await timestamps(
    ownedBy(withId(db, db.schema.createTable('cars')))
      .addColumn('manufacturer', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
      .addColumn('scale', 'text')
      .addColumn('drivetrain', 'text')
      .addColumn('notes', 'text')
      .addColumn('image_url', 'text'),
  ).execute();
  await db.schema.createIndex('cars_user_id_idx').on('cars').columns(['user_id', 'id']).execute();

  await timestamps(
    ownedBy(withId(db, db.schema.createTable('transponders')))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('rc_car_id', 'integer', (c) => c.references('cars.id').onDelete('set null'))
      .addColumn('notes', 'text')
      .addUniqueConstraint('transponders_user_number_unique', ['user_id', 'number']),
  ).execute();
  await db.schema.createIndex('transponders_rc_car_id_idx').on('transponders').column('rc_car_id').execute();

  await timestamps(
    textColumns(
      setupColumns(ownedBy(withId(db, db.schema.createTable('setup_sheets'))), 0).addColumn(
        'track_surface_treatment',
        'text',
      ),
      SHEET_TUNING,
    ),
  ).execute();
  await timestamps(
    textColumns(
      setupColumns(ownedBy(withId(db, db.schema.createTable('esc_setups'))), 1)
        .addColumn('esc_make', 'text')
        .addColumn('esc_model', 'text')
        .addColumn('creator', 'text'),
      ESC_TUNING,
    ),
  ).execute();

  for (const table of ['setup_sheets', 'esc_setups']) {
    await db.schema
      .createIndex(`${table}_user_updated_idx`)
      .on(table)
      .columns(['user_id', 'updated_at'])
      .execute();
    await db.schema.createIndex(`${table}_rc_car_id_idx`).on(table).column('rc_car_id').execute();
    await db.schema
      .createIndex(`${table}_public_updated_idx`)
      .on(table)
      .columns(['is_public', 'updated_at'])
      .execute();
    // The database itself guarantees at most one installed setup per car, whatever races.
    await db.schema
      .createIndex(`${table}_one_installed_per_car`)
      .on(table)
      .column('rc_car_id')
      .unique()
      .where(sql.ref('is_currently_installed'), '=', 1)
      .execute();
  }

  await ownedBy(withId(db, db.schema.createTable('files')))
    .addColumn('filename', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_user_id_idx').on('files').column('user_id').execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'files',
    'esc_setups',
    'setup_sheets',
    'transponders',
    'cars',
    'rate_limits',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
