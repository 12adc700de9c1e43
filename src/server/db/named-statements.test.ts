import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { privatePgSchema } from '../test/harness';
import { type DatabaseHandle, openDatabase } from '.';
import { classifyDatabaseError } from './errors';
import { NAMED_STATEMENT_LIMIT, statementName } from './named-statements';

interface Prepared {
  name: string;
  statement: string;
  executions: number;
}

/**
 * What the server holds for the one connection of a one-connection pool. The look-up has no
 * parameters, so it is never named itself and does not count.
 */
async function prepared(database: DatabaseHandle): Promise<Prepared[]> {
  const { rows } = await sql<Prepared>`
    select name, statement, (generic_plans + custom_plans)::int as executions
    from pg_prepared_statements order by prepare_time, name`.execute(database.db);
  return rows;
}

/** A distinct SQL text per `i`, with one parameter. */
const probe = (database: DatabaseHandle, i: number, x: number) =>
  sql<{ n: number }>`select ${sql.lit(i)}::int + ${x}::int as n`.execute(database.db);

describe.skipIf(!process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });

  async function open(preparedStatements?: boolean) {
    const { schema, drop } = await privatePgSchema();
    cleanups.push(drop);
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      pgSchema: schema,
      poolSize: 1, // one connection: what the server holds is what this pool prepared
      preparedStatements,
    });
    cleanups.push(() => database.close());
    return { database, schema };
  }

  it('names each parameterised SQL text once and reuses it; DDL and BEGIN/COMMIT stay unnamed', async () => {
    const { database } = await open();
    await sql`create table drivers (id serial primary key, name text not null)`.execute(database.db);
    await sql`insert into drivers (name) values ('sam'), ('alex')`.execute(database.db);
    const named = (name: string) => sql<{ id: number }>`select id from drivers where name = ${name}`;
    const { sql: text } = named('x').compile(database.db);
    const before = await prepared(database);
    const answers = [];
    for (const name of ['sam', 'alex', 'nobody']) answers.push((await named(name).execute(database.db)).rows);
    expect(answers).toEqual([[{ id: 1 }], [{ id: 2 }], []]);
    // Two texts in one transaction (one connection, between BEGIN and COMMIT).
    await database.db.transaction().execute(async (trx) => {
      await sql`update drivers set name = ${'sam b'} where id = ${1}`.execute(trx);
      await sql`update drivers set name = ${'alex b'} where id = ${2}`.execute(trx);
    });
    expect((await named('sam b').execute(database.db)).rows).toEqual([{ id: 1 }]);

    const after = await prepared(database);
    const mine = after.find((p) => p.statement === text);
    expect(mine?.name).toBe(statementName(text));
    expect(mine?.executions).toBe(4); // parsed once, run four times
    const update = after.filter((p) => /^update drivers/.test(p.statement));
    expect(update).toHaveLength(1);
    expect(update[0]?.executions).toBe(2);
    expect(before.some((p) => p.statement === text)).toBe(false);
    // Only parameterised statements: DDL, the literal insert and BEGIN/COMMIT are not there.
    expect(after.every((p) => /\$1/.test(p.statement))).toBe(true);
    const unnamed = /^\s*(create|alter|insert into drivers|begin|commit)/i;
    expect(after.filter((p) => unnamed.test(p.statement))).toEqual([]);
  });

  it(`keeps at most ${NAMED_STATEMENT_LIMIT} per connection, closing the least recently used`, async () => {
    const { database } = await open();
    const extra = 20;
    for (let i = 0; i < NAMED_STATEMENT_LIMIT + extra; i++) {
      const { rows } = await probe(database, i, 1);
      expect(rows[0]?.n).toBe(i + 1);
      // Text 0 is used again all along: the most recently used survives eviction.
      if (i % 50 === 49) expect((await probe(database, 0, 5)).rows[0]?.n).toBe(5);
    }
    const held = await prepared(database);
    expect(held.length).toBeLessThanOrEqual(NAMED_STATEMENT_LIMIT);
    const texts = new Set(held.map((p) => p.statement));
    const textOf = (i: number) => `select ${i}::int + $1::int as n`;
    expect(texts.has(textOf(0))).toBe(true);
    expect(texts.has(textOf(1))).toBe(false);
    expect(texts.has(textOf(NAMED_STATEMENT_LIMIT + extra - 1))).toBe(true);
    // An evicted text is parsed again under its name and answers as before.
    expect((await probe(database, 1, 2)).rows[0]?.n).toBe(3);
    expect((await prepared(database)).some((p) => p.statement === textOf(1))).toBe(true);
  });

  it('sends nothing named with the setting off', async () => {
    const { database } = await open(false);
    for (let i = 0; i < 3; i++) await probe(database, i, 1);
    await database.db.selectFrom('users').selectAll().where('id', '=', 1).execute();
    expect(await prepared(database)).toEqual([]);
  });

  it('parses a statement again when a migration changed its columns, in or out of a transaction', async () => {
    const { database, schema } = await open();
    await sql`create table probe_rows (id int primary key)`.execute(database.db);
    await sql`insert into probe_rows values (1)`.execute(database.db);
    const read = () =>
      sql<Record<string, unknown>>`select * from probe_rows where id = ${1}`.execute(database.db);
    expect((await read()).rows).toEqual([{ id: 1 }]);
    // Another instance's migration adds a column: the statement this connection holds is stale.
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    await other.query(`alter table ${schema}.probe_rows add column note text default 'new'`);
    await other.end();
    expect((await read()).rows).toEqual([{ id: 1, note: 'new' }]);

    await sql`alter table probe_rows add column grip int default 3`.execute(database.db);
    // In a transaction the error has aborted it: it is reported as one to run again, and it does.
    const inTrx = () =>
      database.db.transaction().execute((trx) => sql`select * from probe_rows where id = ${1}`.execute(trx));
    const failure = await inTrx().catch((error: unknown) => error);
    expect(classifyDatabaseError(failure)).toBe('retryable');
    expect((await inTrx()).rows).toEqual([{ id: 1, note: 'new', grip: 3 }]);
  });
});
