import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { isStalePlan } from './errors';

/**
 * Named statements a connection keeps at most. The app has a few hundred query shapes; a bound
 * keeps a runaway (a query whose text varies with its input, such as an IN list) from growing
 * every backend's memory. 256 holds the hot shapes with room to spare; PgBouncer's own default
 * `max_prepared_statements` (200) bounds its server side separately.
 */
export const NAMED_STATEMENT_LIMIT = 256;

const NAME_CACHE_LIMIT = 2000;
const names = new Map<string, string>();

/**
 * A statement's name: a short hash of its SQL text, the same in every process and after a
 * restart, so the name says which text it holds (in pg_prepared_statements too).
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= NAME_CACHE_LIMIT) names.clear();
    name = `rc_${createHash('sha256').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Only statements with parameters are named: a parameterless text is DDL (migrations), a
 * transaction's BEGIN/COMMIT, SET LOCAL or a probe, run rarely or unable to be prepared at all.
 */
export function shouldName(text: string, parameters: ReadonlyArray<unknown>): boolean {
  return parameters.length > 0 && text.length > 0;
}

/** pg's own record of what a connection has parsed; not in its types. */
interface PgConnection {
  parsedStatements: Record<string, string>;
  close: (message: { type: 'S'; name: string }) => void;
  sync: () => void;
}

/**
 * Frees a statement on the server with the protocol's Close message, in the client's queue so
 * no other query interleaves. Not SQL DEALLOCATE: PgBouncer tracks protocol-level statements
 * only and renames them on its server connections, where DEALLOCATE would name nothing.
 */
class CloseStatement implements pg.Submittable {
  #text = '';
  constructor(
    readonly statement: string,
    private readonly done: (error: Error | null) => void,
  ) {}

  submit(connection: pg.Connection): void {
    const c = connection as unknown as PgConnection;
    this.#text = c.parsedStatements[this.statement] ?? '';
    // Gone from pg's record before the next query is submitted, so a reuse parses it again.
    delete c.parsedStatements[this.statement];
    c.close({ type: 'S', name: this.statement });
    c.sync();
  }

  /** The server answered CloseComplete, then ReadyForQuery (pg ignores the former). */
  handleReadyForQuery(): void {
    this.done(null);
  }

  handleError(error: Error, connection: pg.Connection): void {
    // The server still holds it under that name: let pg reuse it rather than parse a duplicate.
    const c = connection as unknown as PgConnection | undefined;
    if (this.#text && c?.parsedStatements) c.parsedStatements[this.statement] = this.#text;
    this.done(error);
  }
}

/**
 * One pg client's named statements, least recently used first. Past the limit the oldest is
 * closed on the server before the new one is parsed.
 */
class NamingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #limit: number;
  readonly #names = new Map<string, true>();
  #inTransaction = false;

  constructor(client: pg.PoolClient, limit: number) {
    this.#client = client;
    this.#limit = limit;
  }

  release(): void {
    this.#client.release();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's cursor overload is never used here
  query(text: any, parameters?: ReadonlyArray<unknown>): any {
    if (typeof text !== 'string' || !parameters) return this.#client.query(text);
    this.#track(text);
    if (!shouldName(text, parameters)) return this.#client.query(text, [...parameters]);
    return this.#named(text, parameters);
  }

  async #named<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const name = statementName(text);
    this.#use(name);
    const run = () => this.#client.query({ name, text, values: [...parameters] });
    try {
      return (await run()) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      await this.#close(name);
      // In a transaction the error has aborted it; inTransaction runs it again (errors.ts).
      if (this.#inTransaction) throw error;
      this.#use(name);
      return (await run()) as unknown as PostgresQueryResult<R>;
    }
  }

  /** Kysely sends a transaction's control statements as plain text; they tell where we are. */
  #track(text: string): void {
    if (/^(begin|start transaction)\b/i.test(text)) this.#inTransaction = true;
    else if (/^(commit|rollback)$/i.test(text)) this.#inTransaction = false;
  }

  #use(name: string): void {
    if (this.#names.delete(name)) {
      this.#names.set(name, true);
      return;
    }
    this.#names.set(name, true);
    while (this.#names.size > this.#limit) {
      const oldest = this.#names.keys().next().value as string;
      void this.#close(oldest).catch(() => {});
    }
  }

  /** Queued before the query that needs the room; its failure is not the query's. */
  #close(name: string): Promise<void> {
    this.#names.delete(name);
    return new Promise((resolve, reject) => {
      this.#client.query(
        new CloseStatement(name, (error) => {
          if (!error) return resolve();
          this.#names.set(name, true); // still on the server: count it
          reject(error);
        }),
      );
    });
  }
}

/** The named-statement client Kysely gets for a pg client: one per connection, kept for its life. */
const wrappers = new WeakMap<pg.PoolClient, NamingClient>();

/**
 * The pool Kysely's PostgresDialect uses, sending every parameterised query as a named
 * statement: PostgreSQL parses and plans it once per connection instead of on every call, which
 * on a cached signed-in read cost several times its execution (issue 31).
 */
export function namingPool(pool: pg.Pool, limit = NAMED_STATEMENT_LIMIT): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new NamingClient(client, limit);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
