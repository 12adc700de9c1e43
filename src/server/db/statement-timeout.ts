import { sql, type Transaction } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

/**
 * Bounds every statement of the rest of a transaction (PostgreSQL's SET LOCAL, gone at commit or
 * rollback): a heavy write, such as an import, fails with a timeout instead of holding its
 * connection, and the racer's lock, for minutes. SQLite has no such setting; its writes there
 * are bounded by the batches the caller sends.
 */
export async function limitStatementTime(trx: Transaction<Database>, ms: number): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`statement timeout must be whole ms, got ${ms}`);
  await sql.raw(`set local statement_timeout = ${ms}`).execute(trx);
}
