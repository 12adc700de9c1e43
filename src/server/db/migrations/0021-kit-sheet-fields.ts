import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * The settings racers write on every kit sheet that the sheet still lacked (issue 33): steering
 * geometry and servo, front wheelbase, rear axle height, hub carriers, shock caps or bladders, body,
 * and the weight's balance (src/shared/constants/setup-sheet-chassis.ts). All free text and nullable,
 * so every sheet keeps what it held and simply has nothing in them yet.
 */
export const KIT_SHEET_FIELDS = [
  'front_wheelbase',
  'front_hub_carrier',
  'rear_axle_height',
  'rear_hub_carrier',
  'front_shock_cap',
  'rear_shock_cap',
  'ackermann',
  'bump_steer',
  'servo',
  'servo_saver',
  'body',
  'balance_front_rear',
  'balance_left_right',
] as const;

export async function up(db: Db): Promise<void> {
  for (const column of KIT_SHEET_FIELDS)
    await db.schema.alterTable('setup_sheets').addColumn(column, 'text').execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of [...KIT_SHEET_FIELDS].reverse())
    await db.schema.alterTable('setup_sheets').dropColumn(column).execute();
}
