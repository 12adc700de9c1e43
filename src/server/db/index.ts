import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { attachChangeFeed, type ChangeFeed, sqliteChangeFeed } from './change-feed';
import type { DialectName } from './dialect';
import { migrateToLatest } from './migrate';
import { namingPool } from './named-statements';
import { PgChangeFeed } from './pg-change-feed';
import type { Database } from './schema';
import { type DatabaseLog, waitForDatabase } from './wait';

export type { DatabaseLog };

export type Db = Kysely<Database>;

export interface DatabaseConfig {
  /** postgres://… selects PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string;
  poolSize?: number;
  /** How long start-up waits for PostgreSQL to answer before giving up (default 30 s). */
  waitMs?: number;
  /**
   * PostgreSQL: send parameterised queries as named prepared statements (default on). Off for a
   * pooler that cannot keep them (PgBouncer before 1.21, or without max_prepared_statements).
   */
  preparedStatements?: boolean;
}

const SILENT: DatabaseLog = { info: () => {}, warn: () => {} };

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Word of changes to sessions and racers' rows, for the session cache (db/change-feed.ts). */
  changes: ChangeFeed;
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

function openSqlite(file: string): { dialect: SqliteDialect; sqlite: SqliteDatabase.Database } {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not just a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), sqlite };
}

/**
 * A pool that outlives the database going away. pg emits 'error' on a client whose server
 * connection drops (a restart, a failover, pg_terminate_backend); with nobody listening that
 * event ends the process. Listening on every client, idle or checked out, keeps the process
 * up: the broken client is discarded, the request that used it is answered 503, and the next
 * request opens a fresh connection.
 */
function openPostgres(config: DatabaseConfig, url: string, log: DatabaseLog): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: config.poolSize ?? 10,
    // Requests during an outage are answered within seconds instead of queueing for ever.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    // Names the app's connections in pg_stat_activity (a URL's application_name wins).
    fallback_application_name: 'rc-setup-assistant',
    ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
  });
  const lost = (error: Error) => log.warn({ err: error }, 'database connection lost; it will be replaced');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  // Named statements (named-statements.ts) unless turned off; SQLite has its own cache above.
  return new PostgresDialect({ pool: config.preparedStatements === false ? pool : namingPool(pool) });
}

/** The change listener's own connection (db/pg-change-feed.ts), set up as the pool's are. */
function listenerConfig(config: DatabaseConfig, url: string): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    fallback_application_name: 'rc-setup-assistant listener',
    ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
  };
}

/** host:port/database of a connection URL, without its credentials, for log lines. */
function describeUrl(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}:${port || 5432}${pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

export async function openDatabase(config: DatabaseConfig, log = SILENT): Promise<DatabaseHandle> {
  const url = config.databaseUrl;
  const usePostgres = !!url && /^postgres(ql)?:\/\//.test(url);
  const sqlite = usePostgres ? undefined : openSqlite(config.sqliteFile ?? ':memory:');
  const dialect = sqlite ? sqlite.dialect : openPostgres(config, url as string, log);
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  if (usePostgres) {
    await waitForDatabase(db, describeUrl(url), log, config.waitMs ?? 30_000).catch(async (error) => {
      await db.destroy();
      throw error;
    });
  }
  await migrateToLatest(db);
  // The PostgreSQL listener connects only once the app subscribes (scripts never open it).
  const changes = sqlite
    ? sqliteChangeFeed(sqlite.sqlite)
    : new PgChangeFeed(listenerConfig(config, url as string), log);
  attachChangeFeed(db, changes);
  const close = async () => {
    await changes.close();
    await db.destroy();
  };
  return { db, dialect: usePostgres ? 'postgres' : 'sqlite', changes, close };
}
