import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseConfig {
  /** postgres://… selects PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close: () => Promise<void>;
}

// pg returns BIGINT (count(*)) as strings; the counts we read always fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

const STATEMENT_CACHE_LIMIT = 500;

/**
 * Kysely's SQLite driver prepares every statement anew, which costs more than running it.
 * Statements are reusable, so prepare each distinct SQL text once. The number of distinct
 * texts is bounded by the app's query shapes; the cap only guards against a runaway.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
      statement = sqlite.prepare(source);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function openSqlite(file: string): SqliteDialect {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not just a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}

function openPostgres(url: string, schema: string | undefined, poolSize: number): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new PostgresDialect({ pool });
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const usePostgres = !!config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl);
  const dialect = usePostgres
    ? openPostgres(config.databaseUrl as string, config.pgSchema, config.poolSize ?? 10)
    : openSqlite(config.sqliteFile ?? ':memory:');
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  await migrateToLatest(db);
  return { db, dialect: usePostgres ? 'postgres' : 'sqlite', close: () => db.destroy() };
}
