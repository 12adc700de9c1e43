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
// it ends, so answering from memory until then refuses exactly what the database would. A lock
// (countAttempt) likewise only ends early when a right secret clears its key, and clearKey
// forgets it here too; a clear made through another instance is not seen here, which at worst
// holds a refusal until the lock's own end.
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

/** Throws 429 if this instance already knows `key` is refused; touches no database. */
export function assertNotRefused(db: Db, key: string): void {
  const refusals = remembered(db);
  const refused = refusals.get(key);
  if (refused === undefined) return;
  if (refused > Date.now()) throw tooManyRequests(secondsUntil(refused));
  refusals.delete(key);
}

/**
 * Counts one hit in a fixed window, atomically (a single upsert), and throws 429 with
 * Retry-After once the window holds more than `limit` hits.
 */
export async function consume(db: Db, key: string, limit: number, windowMs: number): Promise<void> {
  assertNotRefused(db, key);
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

// A failure-counting key forgets its failures a day after the first one, unless it is locked.
const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The lock each count of failures leaves: none for the first `freeFailures - 1`, then 1 s from
 * the `freeFailures`-th, doubling with each further failure, up to 15 minutes. Precomputed as
 * timestamps here so that the statement below picks one with a plain CASE on both dialects.
 */
function lockLadder(freeFailures: number, from: number) {
  const steps: Array<[count: number, until: string]> = [];
  for (let n = 0; 2 ** n < MAX_LOCK_SECONDS; n++) steps.push([freeFailures + n, isoIn(2 ** n * 1000, from)]);
  const last = isoIn(MAX_LOCK_SECONDS * 1000, from);
  const at = (count: number): string | null =>
    count < freeFailures ? null : (steps.find(([c]) => c === count)?.[1] ?? last);
  return { steps, last, at };
}

/**
 * Counts one attempt at a secret on `key` BEFORE the secret is checked, and refuses it with 429
 * while the key is locked. One atomic upsert both refuses and counts, and it counts the attempt
 * as if it will fail (setting the lock that failure earns), so parallel attempts cannot slip in
 * between a check and the count: at most `freeFailures` attempts ever reach the secret before
 * the lock holds. The caller clears the key when the secret was right (`clearKey`).
 */
export async function countAttempt(db: Db, key: string, freeFailures: number): Promise<void> {
  assertNotRefused(db, key);
  const from = Date.now();
  const now = new Date(from).toISOString();
  const fresh = isoIn(FAILURE_WINDOW_MS, from);
  const ladder = lockLadder(freeFailures, from);
  const expired = sql<boolean>`${sql.ref('rateLimits.windowEndsAt')} <= ${now}`;
  const next = sql<number>`(case when ${expired} then 1 else ${sql.ref('rateLimits.count')} + 1 end)`;
  const pick = sql.join(
    ladder.steps.map(([count, until]) => sql`when ${count} then ${until}`),
    sql` `,
  );
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, windowEndsAt: fresh, blockedUntil: ladder.at(1) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: next,
          windowEndsAt: sql<string>`case when ${expired} then ${fresh} else ${sql.ref('rateLimits.windowEndsAt')} end`,
          blockedUntil: sql<
            string | null
          >`case when ${next} < ${freeFailures} then null else case ${next} ${pick} else ${ladder.last} end end`,
        })
        // A locked row is left as it is, and a row left alone is not returned: that is the refusal.
        .where((eb) =>
          eb.or([eb('rateLimits.blockedUntil', 'is', null), eb('rateLimits.blockedUntil', '<=', now)]),
        ),
    )
    .returning('count')
    .executeTakeFirst();
  if (row) return;
  const lock = await db
    .selectFrom('rateLimits')
    .select('blockedUntil')
    .where('key', '=', key)
    .executeTakeFirst();
  // The lock cannot end before its time unless a right secret cleared it meanwhile (then: 1 s).
  const until = lock?.blockedUntil && lock.blockedUntil > now ? lock.blockedUntil : isoIn(1000, from);
  rememberRefusal(db, key, until);
  throw tooManyRequests(secondsUntil(Date.parse(until)));
}

export async function clearKey(db: Db, key: string): Promise<void> {
  remembered(db).delete(key);
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Some keys by name and some by prefix: every key that names one racer, say. */
export interface KeySet {
  keys: string[];
  prefixes: string[];
}

const inSet = (set: KeySet, key: string): boolean =>
  set.keys.includes(key) || set.prefixes.some((prefix) => key.startsWith(prefix));

/** Deletes the keys of `set`; `executor` may be a transaction (then call forgetRefusals after it). */
export async function deleteKeys(executor: Db, set: KeySet): Promise<void> {
  // Prefixes are made of fixed words, digits and colons only, so LIKE's wildcards cannot occur in them.
  await executor
    .deleteFrom('rateLimits')
    .where((eb) =>
      eb.or([
        ...(set.keys.length ? [eb('key', 'in', set.keys)] : []),
        ...set.prefixes.map((prefix) => eb('key', 'like', `${prefix}%`)),
      ]),
    )
    .execute();
}

/** Forgets this instance's remembered refusals of the keys of `set`. */
export function forgetRefusals(db: Db, set: KeySet): void {
  const refusals = remembered(db);
  for (const key of refusals.keys()) if (inSet(set, key)) refusals.delete(key);
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
