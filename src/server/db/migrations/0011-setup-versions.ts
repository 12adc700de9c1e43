import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

const KINDS = [
  { table: 'setup_sheets', versions: 'setup_sheet_versions' },
  { table: 'esc_setups', versions: 'esc_setup_versions' },
] as const;

/** Columns that are not content (issue 15): identity, times, where the setup is, the sharing fields. */
const NOT_CONTENT = new Set([
  'id',
  'userId',
  'createdAt',
  'updatedAt',
  'version',
  'isPublic',
  'isCurrentlyInstalled',
  'driverName',
  'vehicleMake',
  'vehicleModel',
  'publicTrackName',
  'publicTrackConditions',
  'eventName',
]);
const FLAGS = new Set(['useManufacturerSheet']);
const BATCH = 500;

/**
 * Setup history (issue 15). Each setup gets its current `version`; each version is a row holding
 * only what changed, `{ field: [from, to] }` as JSON, so a one-field change costs a few dozen bytes
 * and a version's full content is its versions' changes applied in order. Every 50th version also
 * holds the whole content (`snapshot`), so rebuilding any version reads at most 50 rows. Deleting a setup (or
 * the account, which deletes its setups) deletes its versions.
 *
 * Setups stored before this migration start their history here: version 1 holds what they hold now.
 */
export async function up(db: Db): Promise<void> {
  for (const kind of KINDS) {
    await db.schema
      .alterTable(kind.table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    const table = db.schema.createTable(kind.versions);
    await (dialectOf(db) === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('setup_id', 'integer', (c) => c.notNull().references(`${kind.table}.id`).onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('untested'))
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('snapshot', 'text')
      .addUniqueConstraint(`${kind.versions}_setup_version_key`, ['setup_id', 'version'])
      .execute();
    await backfill(db, kind.table, kind.versions);
  }
}

async function backfill(db: Db, table: string, versions: string): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    await db
      .insertInto(versions)
      .values(
        rows.map((row) => ({
          setupId: row.id,
          version: 1,
          createdAt: row.updatedAt,
          source: 'create',
          changes: JSON.stringify(firstChanges(row)),
        })),
      )
      .execute();
    after = rows[rows.length - 1]?.id;
  }
}

function firstChanges(row: Record<string, unknown>): Record<string, [null, unknown]> {
  const changes: Record<string, [null, unknown]> = {};
  for (const [key, value] of Object.entries(row)) {
    if (NOT_CONTENT.has(key) || value === null || value === '') continue;
    if (FLAGS.has(key)) {
      if (value === 1 || value === true) changes[key] = [null, true];
    } else changes[key] = [null, value];
  }
  return changes;
}

export async function down(db: Db): Promise<void> {
  for (const kind of KINDS) {
    await db.schema.dropTable(kind.versions).execute();
    await sql`alter table ${sql.table(kind.table)} drop column version`.execute(db);
  }
}
