/**
 * What a database failure means for the request that met it, decided from the driver's own
 * codes (PostgreSQL SQLSTATEs, SQLite result codes, Node's socket errors). The one place that
 * reads them: services and the error handler ask here instead.
 */
export type DatabaseFault =
  /** The database cannot be reached or went away mid-request: try again shortly (503). */
  | 'unavailable'
  /** A deadlock or serialization failure: the transaction was rolled back and may simply run again. */
  | 'retryable'
  /** A referenced row vanished while the request ran (its owner or car was deleted meanwhile). */
  | 'missing-reference'
  /** A unique index refused a duplicate that a check moments earlier did not see. */
  | 'duplicate'
  /** The disk (or the database's size limit) is full (507). */
  | 'storage-full';

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: terminated,
// shutting down, starting up), and 53300 too_many_connections: the server is not serving us now.
const PG_UNAVAILABLE = /^(08|57P|53300)/;
const PG_RETRYABLE = new Set(['40001', '40P01']);
const NODE_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// pg reports a dropped socket and a pool wait that ran out with messages alone, no code.
const PG_UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Client was closed/i;

// A named statement parsed before a migration changed its table's columns: parsing it again
// (named-statements.ts drops the name) and running the transaction again succeeds.
const PG_STALE_PLAN = /cached plan must not change result type/;

/** The error a named statement prepared before a schema change meets. */
export function isStalePlan(error: unknown): boolean {
  return error instanceof Error && codeOf(error) === '0A000' && PG_STALE_PLAN.test(error.message);
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function classifyDatabaseError(error: unknown): DatabaseFault | null {
  if (!(error instanceof Error)) return null;
  const code = codeOf(error);
  if (code) {
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'missing-reference';
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
      return 'duplicate';
    if (PG_RETRYABLE.has(code) || isStalePlan(error)) return 'retryable';
    if (code === '53100' || code === 'SQLITE_FULL') return 'storage-full';
    // SQLITE_BUSY outlived busy_timeout: another process holds the file; treat as a short outage.
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_IOERR')) return 'unavailable';
    if (PG_UNAVAILABLE.test(code) || NODE_UNAVAILABLE.has(code)) return 'unavailable';
  }
  if (PG_UNAVAILABLE_MESSAGE.test(error.message)) return 'unavailable';
  // A transaction whose rollback also failed carries the first failure as its cause.
  if (error.cause && error.cause !== error) return classifyDatabaseError(error.cause);
  return null;
}
