import type { Kysely } from 'kysely';
import type { ImportContext } from './import-context';

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: the import writes many tables through one helper; each caller builds its table's rows
type LooseDb = Kysely<any>;

/**
 * Values one statement binds: under SQLite's 32,766 and PostgreSQL's 65,535 bind parameters,
 * and at most 1,000 rows, past which a bigger statement saves no round trip worth having.
 */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1_000;

const rowsPerStatement = (row: Row | undefined) =>
  Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(row ?? {}).length))));

/**
 * Inserts rows in multi-row statements (one statement a row held a PostgreSQL import to ~250 rows
 * a second) and answers their new ids in the order of `rows`. The ids are sorted, not taken in
 * the order RETURNING lists them, which neither database promises: both give the rows of one
 * statement ascending ids in the order of its VALUES (a serial's nextval, SQLite's AUTOINCREMENT),
 * and the racer's lock keeps the statements of one import in order.
 */
export async function insertRows(ctx: ImportContext, table: string, rows: Row[]): Promise<number[]> {
  const db = ctx.trx as unknown as LooseDb;
  const ids: number[] = [];
  const size = rowsPerStatement(rows[0]);
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const written = (await db.insertInto(table).values(chunk).returning('id').execute()) as Array<{
      id: number;
    }>;
    if (written.length !== chunk.length)
      throw new Error(`${table}: wrote ${written.length} of ${chunk.length}`);
    ids.push(...written.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** The same, for rows nothing links to (no ids needed back). */
export async function insertRowsOnly(ctx: ImportContext, table: string, rows: Row[]): Promise<void> {
  const db = ctx.trx as unknown as LooseDb;
  const size = rowsPerStatement(rows[0]);
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
}
