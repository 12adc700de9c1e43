import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * idempotency_keys: the answer each racer's `Idempotency-Key` got (DESIGN Wave 2, "Idempotency"),
 * so a repeat within 24 hours gets the first answer and writes nothing. A key is the racer's own:
 * the pair is the row's identity. `status_code` is null while the first request is still running.
 * `fingerprint` is the method, route and body the key was first used for.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  // The hourly sweep drops keys older than a day.
  await db.schema
    .createIndex('idempotency_keys_created_at_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
