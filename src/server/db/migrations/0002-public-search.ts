import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * Word index of shared setup sheets: one row per distinct word. A search for "tek" is an
 * indexed range scan (term >= 'tek' AND term < 'tel'), identical on both dialects. Terms are
 * compared byte-wise: SQLite's default, and an explicit C collation on PostgreSQL, whose
 * locale collations would not keep prefixes together.
 */
export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('public_setup_terms')
    .addColumn('term', 'text', (c) => (postgres ? c.notNull().modifyFront(sql`collate "C"`) : c.notNull()))
    .addColumn('setup_sheet_id', 'integer', (c) =>
      c.notNull().references('setup_sheets.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('public_setup_terms_pk', ['term', 'setup_sheet_id'])
    .execute();
  await db.schema
    .createIndex('public_setup_terms_sheet_idx')
    .on('public_setup_terms')
    .column('setup_sheet_id')
    .execute();
  await db.schema
    .createIndex('setup_sheets_public_make_model_idx')
    .on('setup_sheets')
    .columns(['is_public', 'vehicle_make', 'vehicle_model'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('setup_sheets_public_make_model_idx').execute();
  await db.schema.dropTable('public_setup_terms').execute();
}
