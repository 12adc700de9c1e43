import { createHash, randomBytes } from 'node:crypto';
import { isoIn, nowIso } from '../clock';
import type { Db } from '../db';
import { type UserRow, userColumns } from '../db/mappers';
import { type Param, preparedQuery } from '../db/prepared-query';
import type { SessionCache } from './session-cache';

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding the idle expiry on every request would turn each read into a write; an hour of
// slack keeps reads read-only and costs nothing a racer would notice.
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Makes a 256-bit token; only its SHA-256 is stored. Returns the token for the cookie. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      sid: hashToken(token),
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: isoIn(SESSION_IDLE_MS, now),
      absoluteExpiresAt: isoIn(SESSION_ABSOLUTE_MS, now),
    })
    .execute();
  return token;
}

export interface ActiveSession {
  sid: string;
  user: UserRow;
  /** The racer's data revision as of this request (see migration 0003). */
  dataRevision: number;
}

// Every signed-in request runs this, so it is compiled once rather than per request.
const liveSession = preparedQuery((db, param: Param<{ sid: string; now: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.absoluteExpiresAt as sessionAbsoluteExpiresAt',
      'users.dataRevision',
    ])
    .select(userColumns('users'))
    .where('sessions.sid', '=', param('sid'))
    .where('sessions.expiresAt', '>', param('now'))
    .where('sessions.absoluteExpiresAt', '>', param('now')),
);

/**
 * The live session for a cookie token, sliding its idle expiry; undefined when none. With a
 * cache (services/session-cache.ts) a session and racer kept since the last change cost no
 * statement.
 */
export async function findSession(
  db: Db,
  token: string,
  cache?: SessionCache,
): Promise<ActiveSession | undefined> {
  const sid = hashToken(token);
  const now = Date.now();
  let found = cache?.get(sid);
  if (!found) {
    const ticket = cache?.ticket();
    let row: Awaited<ReturnType<typeof liveSession>>[number] | undefined;
    try {
      [row] = await liveSession(db, { sid, now: new Date(now).toISOString() });
    } finally {
      if (ticket !== undefined && !row) cache?.release();
    }
    if (!row) return undefined;
    const { sessionExpiresAt, sessionAbsoluteExpiresAt, dataRevision, ...user } = row;
    found = { expiresAt: sessionExpiresAt, absoluteExpiresAt: sessionAbsoluteExpiresAt, user, dataRevision };
    if (ticket !== undefined) cache?.keep(ticket, sid, found);
  }
  const { expiresAt, absoluteExpiresAt, user, dataRevision } = found;
  const slid = now + SESSION_IDLE_MS;
  if (slid - Date.parse(expiresAt) > SLIDE_AFTER_MS) {
    const capped = new Date(Math.min(slid, Date.parse(absoluteExpiresAt))).toISOString();
    await db.updateTable('sessions').set({ expiresAt: capped }).where('sid', '=', sid).execute();
    // The triggers drop it too; at once here, so the next request reads the new expiry.
    cache?.dropRacer(user.id);
  }
  return { sid, user, dataRevision };
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Ends every session of a user, or every one but `keepSid`. */
export async function deleteUserSessions(db: Db, userId: number, keepSid?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSid) query = query.where('sid', '!=', keepSid);
  await query.execute();
}

/** Expired rows are swept now and then so the table does not grow without end. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  const now = nowIso();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('absoluteExpiresAt', '<=', now)]))
    .execute();
}
