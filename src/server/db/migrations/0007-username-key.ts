import type { Kysely } from 'kysely';
import { usernameKey } from '../../services/username-key';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * users.username_key holds each name's look-alike skeleton (services/username-key.ts) under a
 * unique index, so "rаcer1" (Cyrillic а) or "ｒａｃｅｒ１" cannot be registered beside "racer1",
 * even by two sign-ups racing each other. Names registered before this rule that already look
 * alike keep working: the later one's key is suffixed with its id.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('username_key', 'text').execute();
  const users = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
  const taken = new Set<string>();
  for (const user of users) {
    let key = usernameKey(user.username);
    if (taken.has(key)) key = `${key}#${user.id}`;
    taken.add(key);
    await db.updateTable('users').set({ username_key: key }).where('id', '=', user.id).execute();
  }
  await db.schema
    .createIndex('users_username_key_unique')
    .on('users')
    .column('username_key')
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('users_username_key_unique').execute();
  await db.schema.alterTable('users').dropColumn('username_key').execute();
}
