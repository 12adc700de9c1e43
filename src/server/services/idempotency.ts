import { isoIn, nowIso } from '../clock';
import type { Db } from '../db';

/** DESIGN Wave 2: a key is kept, and its answer repeated, for 24 hours. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still marked running after this long died with its process (an upload over a
 * slow track-side link is the longest a live one takes): a repeat may then run it again.
 */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60 * 1000;

export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

export type Claim =
  /** This request is the key's first: run it, then `storeAnswer` or `releaseKey`. */
  | { state: 'claimed'; createdAt: string }
  /** The key already answered this same request. */
  | { state: 'answered'; answer: StoredAnswer }
  /** The key's first request is still running. */
  | { state: 'running' }
  /** The key was first used for another request (method, route or body). */
  | { state: 'mismatch' };

/**
 * Takes the racer's key for this request, or says what became of it. The insert is the lock:
 * of two requests arriving together with one key exactly one inserts, whatever the dialect.
 * A key older than a day, or a first request abandoned, is taken over as if new.
 */
export async function claimKey(db: Db, userId: number, key: string, fingerprint: string): Promise<Claim> {
  for (;;) {
    const createdAt = nowIso();
    const inserted = await db
      .insertInto('idempotencyKeys')
      .values({ userId, key, fingerprint, createdAt })
      .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { state: 'claimed', createdAt };

    const row = await db
      .selectFrom('idempotencyKeys')
      .select(['fingerprint', 'statusCode', 'contentType', 'body', 'createdAt'])
      .where('userId', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) continue; // released or swept meanwhile: try again
    const expired = row.createdAt <= isoIn(-IDEMPOTENCY_KEY_LIFETIME_MS);
    const abandoned = row.statusCode === null && row.createdAt <= isoIn(-IDEMPOTENCY_ABANDONED_MS);
    if (expired || abandoned) {
      // Only the request that still sees the old row removes it, so two cannot both take it over.
      await db
        .deleteFrom('idempotencyKeys')
        .where('userId', '=', userId)
        .where('key', '=', key)
        .where('createdAt', '=', row.createdAt)
        .execute();
      continue;
    }
    if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
    if (row.statusCode === null) return { state: 'running' };
    return {
      state: 'answered',
      answer: { statusCode: row.statusCode, contentType: row.contentType, body: row.body ?? '' },
    };
  }
}

/** Keeps the answer of the request that claimed the key. */
export async function storeAnswer(
  db: Db,
  userId: number,
  key: string,
  createdAt: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set({ statusCode: answer.statusCode, contentType: answer.contentType, body: answer.body })
    .where('userId', '=', userId)
    .where('key', '=', key)
    .where('createdAt', '=', createdAt)
    .execute();
}

/** Gives the key back when its request failed (it wrote nothing), so a retry runs it again. */
export async function releaseKey(db: Db, userId: number, key: string, createdAt: string): Promise<void> {
  await db
    .deleteFrom('idempotencyKeys')
    .where('userId', '=', userId)
    .where('key', '=', key)
    .where('createdAt', '=', createdAt)
    .where('statusCode', 'is', null)
    .execute();
}

/** The hourly sweep: keys past their day. */
export async function deleteExpiredIdempotencyKeys(db: Db): Promise<void> {
  await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<=', isoIn(-IDEMPOTENCY_KEY_LIFETIME_MS))
    .execute();
}
