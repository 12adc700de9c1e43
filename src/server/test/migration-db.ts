import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterEach } from 'vitest';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { privatePgSchema } from './harness';

/** An empty database on the dialect, with the app's plugin but not yet migrated. */
export async function emptyDatabase(
  dialect: DialectName,
): Promise<{ db: Kysely<Database>; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, drop: () => db.destroy() };
  }
  const schema = await privatePgSchema();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 2 }) }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await schema.drop();
    },
  };
}

/** For a describe block: opens an empty database per test and drops it after the test. */
export function emptyDatabasePerTest(dialect: DialectName): () => ReturnType<typeof emptyDatabase> {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });
  return async () => {
    const opened = await emptyDatabase(dialect);
    drop = opened.drop;
    return opened;
  };
}

/** A racer as an earlier schema held one (the columns every migration so far has had); its id. */
export async function insertEarlierRacer(db: Kysely<Database>, username = 'old'): Promise<number> {
  const now = new Date().toISOString();
  // biome-ignore lint/suspicious/noExplicitAny: the users table as it was before later migrations
  const row = await (db as Kysely<any>)
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: 'x',
      securityQuestion1: 'q1',
      securityAnswer1Hash: 'a1',
      securityQuestion2: 'q2',
      securityAnswer2Hash: 'a2',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}
