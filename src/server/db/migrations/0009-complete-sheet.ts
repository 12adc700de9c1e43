import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/** The setup-sheet fields issue 14 added (src/shared/constants/setup-fields.ts), all free text. */
const SHEET_FIELDS = [
  'front_tyre',
  'front_insert',
  'rear_tyre',
  'rear_insert',
  'front_piston',
  'rear_piston',
  'front_shock_tower_hole',
  'rear_shock_tower_hole',
  'front_shock_arm_hole',
  'rear_shock_arm_hole',
  'front_shock_length',
  'rear_shock_length',
  'front_limiters',
  'rear_limiters',
  'slipper',
  'wing',
  'weight',
  'ballast',
  'battery_position',
  'motor',
  'motor_kv',
  'endbell_timing',
  'pinion',
  'spur',
  'internal_ratio',
  'tyre_diameter',
  'engine',
  'glow_plug',
  'fuel',
  'high_speed_needle',
  'low_speed_needle',
  'idle',
  'clutch_shoes',
  'clutch_springs',
  'clutch_gap',
  'clutch_bell',
  'race_event',
  'race_date',
  'air_temperature',
  'track_temperature',
];

/**
 * The complete setup sheet (issue 14): its new fields, all nullable, so every sheet keeps what it
 * held and simply has nothing in them yet; the ESC setup a sheet runs with (unlinked, not lost,
 * when that setup is deleted); the treatment of a 'Treated' ESC surface; and a car's power and class,
 * which the catalogue fills for a new car and inferVehicleFacts still works out for an existing one.
 * Numbers are text like every other value: the schema checks them, and "46/13" style fields stay text.
 */
export async function up(db: Db): Promise<void> {
  for (const column of SHEET_FIELDS)
    await db.schema.alterTable('setup_sheets').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('setup_sheets')
    .addColumn('esc_setup_id', 'integer', (c) => c.references('esc_setups.id').onDelete('set null'))
    .execute();
  // Deleting an ESC setup looks its sheets up by this column (PostgreSQL does not index a foreign key).
  await db.schema
    .createIndex('setup_sheets_esc_setup_id_idx')
    .on('setup_sheets')
    .column('esc_setup_id')
    .execute();
  await db.schema.alterTable('esc_setups').addColumn('track_surface_treatment', 'text').execute();
  await db.schema.alterTable('cars').addColumn('power', 'text').execute();
  await db.schema.alterTable('cars').addColumn('vehicle_class', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('cars').dropColumn('vehicle_class').execute();
  await db.schema.alterTable('cars').dropColumn('power').execute();
  await db.schema.alterTable('esc_setups').dropColumn('track_surface_treatment').execute();
  await db.schema.dropIndex('setup_sheets_esc_setup_id_idx').execute();
  await db.schema.alterTable('setup_sheets').dropColumn('esc_setup_id').execute();
  for (const column of [...SHEET_FIELDS].reverse())
    await db.schema.alterTable('setup_sheets').dropColumn(column).execute();
}
