import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * share_links (issue 18): one unlisted link to one of a racer's setups, readable by anyone who has
 * its slug. A link names either a setup sheet or an ESC setup (exactly one column is set); deleting
 * the setup or the account deletes its link. Revoking deletes the row, so the slug answers 404.
 * One live link per setup: posting again answers the same link (the unique indexes hold it).
 */
export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('share_links');
  await (dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('setup_sheet_id', 'integer', (c) => c.references('setup_sheets.id').onDelete('cascade'))
    .addColumn('esc_setup_id', 'integer', (c) => c.references('esc_setups.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('share_links_one_setup', sql`(setup_sheet_id is null) <> (esc_setup_id is null)`)
    .execute();
  await db.schema
    .createIndex('share_links_setup_sheet_idx')
    .on('share_links')
    .column('setup_sheet_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('share_links_esc_setup_idx')
    .on('share_links')
    .column('esc_setup_id')
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('share_links').execute();
}
