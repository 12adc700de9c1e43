import { sql } from 'kysely';
import { isoIn, nowIso } from '../clock';
import type { Db } from '../db';
import { tooManyRequests } from '../errors';

// Counters live in the database so that every app instance on one database shares them.

const MAX_LOCK_SECONDS = 15 * 60;

const secondsUntil = (ms: number): number => Math.max(1, Math.ceil((ms - Date.now()) / 1000));

// Keys the database has already refused for the rest of their window, per database. A flood
// from one address would otherwise cost a durable (fsync'd) write per request, which on SQLite
// holds up every other racer's request. Once over its limit a fixed window cannot recover before
// it ends, so answering from memory until then refuses exactly what the database would.
const refusedUntil = new WeakMap<Db, Map<string, number>>();
const REFUSED_KEYS_MAX = 10_000;

function remembered(db: Db): Map<string, number> {
  let keys = refusedUntil.get(db);
  if (!keys) {
    keys = new Map();
    refusedUntil.set(db, keys);
  }
  return keys;
}

function rememberRefusal(db: Db, key: string, until: string): void {
  const keys = remembered(db);
  if (keys.size >= REFUSED_KEYS_MAX) {
    const now = Date.now();
    for (const [k, t] of keys) if (t <= now) keys.delete(k);
    if (keys.size >= REFUSED_KEYS_MAX) keys.delete(keys.keys().next().value as string);
  }
  keys.set(key, Date.parse(until));
}

/**
 * Counts one hit in a fixed window, atomically (a single upsert), and throws 429 with
 * Retry-After once the window holds more than `limit` hits.
 */
export async function consume(db: Db, key: string, limit: number, windowMs: number): Promise<void> {
  const refusals = remembered(db);
  const refused = refusals.get(key);
  if (refused !== undefined) {
    if (refused > Date.now()) throw tooManyRequests(secondsUntil(refused));
    refusals.delete(key);
  }
  const now = nowIso();
  const fresh = isoIn(windowMs);
  const expired = sql<boolean>`${sql.ref('rateLimits.windowEndsAt')} <= ${now}`;
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, windowEndsAt: fresh, blockedUntil: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref('rateLimits.count')} + 1 end`,
        windowEndsAt: sql<string>`case when ${expired} then ${fresh} else ${sql.ref('rateLimits.windowEndsAt')} end`,
      }),
    )
    .returning(['count', 'windowEndsAt'])
    .executeTakeFirstOrThrow();
  if (row.count > limit) {
    rememberRefusal(db, key, row.windowEndsAt);
    throw tooManyRequests(secondsUntil(Date.parse(row.windowEndsAt)));
  }
}

/** Throws 429 while the key is locked by earlier failures. */
export async function assertNotLocked(db: Db, key: string): Promise<void> {
  const row = await db
    .selectFrom('rateLimits')
    .select('blockedUntil')
    .where('key', '=', key)
    .executeTakeFirst();
  if (row?.blockedUntil && row.blockedUntil > nowIso())
    throw tooManyRequests(secondsUntil(Date.parse(row.blockedUntil)));
}

/**
 * Records a failure; from the `freeFailures`-th failure on, the key is locked for a wait that
 * doubles with each further failure (1 s, 2 s, 4 s, … up to 15 minutes).
 */
export async function recordFailure(db: Db, key: string, freeFailures: number): Promise<void> {
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, windowEndsAt: isoIn(24 * 60 * 60 * 1000), blockedUntil: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ count: sql<number>`${sql.ref('rateLimits.count')} + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count < freeFailures) return;
  const waitSeconds = Math.min(MAX_LOCK_SECONDS, 2 ** (row.count - freeFailures));
  await db
    .updateTable('rateLimits')
    .set({ blockedUntil: isoIn(waitSeconds * 1000) })
    .where('key', '=', key)
    .execute();
}

export async function clearKey(db: Db, key: string): Promise<void> {
  remembered(db).delete(key);
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Old windows are swept now and then; a live lock is never removed. */
export async function deleteExpiredLimits(db: Db): Promise<void> {
  const now = nowIso();
  await db
    .deleteFrom('rateLimits')
    .where('windowEndsAt', '<=', now)
    .where((eb) => eb.or([eb('blockedUntil', 'is', null), eb('blockedUntil', '<=', now)]))
    .execute();
}
