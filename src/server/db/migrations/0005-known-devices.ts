import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * known_devices: the browsers a racer has signed in or registered from, each marked by a random
 * `rc_device` cookie whose SHA-256 is stored here. Sign-in and reset attempts from a browser the
 * account knows are counted on their own key, so nobody else's guesses can lock the owner out.
 * A browser is known only for the account it signed in to: the key is the pair, not the token.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    // The pair is the row's identity: unique, and the index every look-up by racer uses.
    .addPrimaryKeyConstraint('known_devices_pkey', ['user_id', 'token_hash'])
    .execute();
  // The hourly sweep drops browsers unseen for longer than the cookie lives.
  await db.schema
    .createIndex('known_devices_last_seen_at_idx')
    .on('known_devices')
    .column('last_seen_at')
    .execute();
  // login:account:<email> counted failures for a per-account lock until now; from here on it is
  // a ceiling on attempts from unknown browsers, which an old day-long count would fill at once.
  await db.deleteFrom('rate_limits').where('key', 'like', 'login:account:%').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}
