import { randomBytes } from 'node:crypto';
import { isoIn, nowIso } from '../clock';
import type { Db } from '../db';
import { hashToken } from './sessions';

/** The browser keeps its `rc_device` cookie this long; a browser unseen for longer is forgotten. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
// Enough for every phone, laptop and pit-box tablet a racer uses; more would only be an
// attacker's cookies collected by signing in again and again.
export const MAX_DEVICES_PER_RACER = 20;

/** A 256-bit random token for a browser's `rc_device` cookie; only its SHA-256 is stored. */
export const newDeviceToken = (): string => randomBytes(32).toString('base64url');

/** What a token we made looks like; anything else a browser sends is not ours and is replaced. */
export const isDeviceToken = (token: string | undefined): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Whether the racer has signed in or registered from the browser holding `token`. */
export async function isKnownDevice(db: Db, userId: number, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom('knownDevices')
    .select('userId')
    .where('userId', '=', userId)
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the browser as known to the racer after a successful sign-in or registration, keeping
 * the token the browser already has (it may be known to other accounts too) or making one.
 * Returns the token for the cookie. Only the racer's most recently seen browsers are kept.
 */
export async function rememberDevice(db: Db, userId: number, token: string | undefined): Promise<string> {
  const kept = isDeviceToken(token) ? token : newDeviceToken();
  const now = nowIso();
  await db
    .insertInto('knownDevices')
    .values({ userId, tokenHash: hashToken(kept), createdAt: now, lastSeenAt: now })
    .onConflict((oc) => oc.columns(['userId', 'tokenHash']).doUpdateSet({ lastSeenAt: now }))
    .execute();
  await db
    .deleteFrom('knownDevices')
    .where('userId', '=', userId)
    .where('tokenHash', 'not in', (eb) =>
      eb
        .selectFrom('knownDevices')
        .select('tokenHash')
        .where('userId', '=', userId)
        .orderBy('lastSeenAt', 'desc')
        .orderBy('createdAt', 'desc')
        .limit(MAX_DEVICES_PER_RACER),
    )
    .execute();
  return kept;
}

/** Browsers unseen for longer than their cookie lives are swept now and then. */
export async function deleteStaleDevices(db: Db): Promise<void> {
  await db.deleteFrom('knownDevices').where('lastSeenAt', '<=', isoIn(-DEVICE_LIFETIME_MS)).execute();
}
