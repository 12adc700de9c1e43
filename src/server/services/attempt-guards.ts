import type { RateLimitConfig } from '../config';
import type { Db } from '../db';
import { isKnownDevice } from './known-devices';
import { assertNotRefused, consume, countAttempt, type KeySet } from './rate-limits';
import { hashToken } from './sessions';

/**
 * Which counters an attempt at a racer's secrets (password, security answers) is counted on,
 * always before the secret is checked. A browser the account knows (its `rc_device` cookie,
 * services/known-devices.ts) has a key of its own, which only guesses made in that browser can
 * lock; any other browser is counted per address, with an account-wide ceiling on top. So a
 * stranger's guesses, from however many addresses, never lock the owner's own browsers.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Where an attempt comes from. */
export interface Browser {
  /** The client address as Fastify resolved it (TRUST_PROXY decides whether a proxy's header counts). */
  ip: string;
  /** The browser's `rc_device` token, when it sent one. */
  deviceToken?: string;
}

/** The SHA-256 of the browser's token when the racer knows this browser; undefined otherwise. */
async function knownDevice(db: Db, userId: number | undefined, browser: Browser) {
  if (userId === undefined || !browser.deviceToken) return undefined;
  return (await isKnownDevice(db, userId, browser.deviceToken)) ? hashToken(browser.deviceToken) : undefined;
}

export interface SignInCount {
  /** The key a right password clears (never the account-wide ceiling). */
  key: string;
  ceiling?: string;
}

/**
 * Who a sign-in attempt is at: an account, by its id (so typing its e-mail or its username counts
 * alike), or, when no account has the identifier typed, that identifier (folded to lower case),
 * counted the same way so an unknown name answers like a known one.
 */
export type SignInTarget = { userId: number } | { unknownIdentifier: string };

const subjectOf = (target: SignInTarget): string =>
  'userId' in target ? `user:${target.userId}` : `name:${target.unknownIdentifier}`;

/**
 * Counts a sign-in attempt on `target`. Throws 429 while this browser's key, or for a browser the
 * account does not know the account-wide ceiling, refuses.
 */
export async function countSignIn(
  db: Db,
  target: SignInTarget,
  browser: Browser,
  limits: RateLimitConfig,
): Promise<SignInCount> {
  const device = 'userId' in target ? await knownDevice(db, target.userId, browser) : undefined;
  if (device && 'userId' in target) {
    const key = `login:device:${target.userId}:${device}`;
    await countAttempt(db, key, limits.loginFailuresBeforeLock);
    return { key };
  }
  const subject = subjectOf(target);
  const key = `login:addr:${subject}:${browser.ip}`;
  const ceiling = `login:account:${subject}`;
  // An attempt the ceiling already refuses is not this address's failure.
  assertNotRefused(db, ceiling);
  await countAttempt(db, key, limits.loginFailuresBeforeLock);
  await consume(db, ceiling, limits.loginAttemptsPerAccountPerHour, HOUR_MS);
  return { key, ceiling };
}

/**
 * Counts a security-answer attempt on a racer's account. Returns what a successful reset clears:
 * the keys counted, this browser's sign-in key and the sign-in ceiling (a new password makes
 * every earlier guess at the old one moot).
 */
export async function countReset(
  db: Db,
  userId: number,
  browser: Browser,
  limits: RateLimitConfig,
): Promise<string[]> {
  const device = await knownDevice(db, userId, browser);
  if (device) {
    const key = `reset:device:${userId}:${device}`;
    await consume(db, key, limits.resetAttemptsPerBrowserPerHour, HOUR_MS);
    return [key, `login:device:${userId}:${device}`, `login:account:user:${userId}`];
  }
  const key = `reset:addr:${userId}:${browser.ip}`;
  const ceiling = `reset:account:${userId}`;
  assertNotRefused(db, ceiling);
  await consume(db, key, limits.resetAttemptsPerBrowserPerHour, HOUR_MS);
  await consume(db, ceiling, limits.resetAttemptsPerAccountPerHour, HOUR_MS);
  return [key, ceiling, `login:addr:user:${userId}:${browser.ip}`, `login:account:user:${userId}`];
}

/**
 * Counts a signed-in racer's attempt at their current password (change password, delete
 * account): one key per racer, the sign-in lock rule. Returns the key a right password clears.
 */
export async function countPasswordCheck(db: Db, userId: number, limits: RateLimitConfig): Promise<string> {
  const key = `password:user:${userId}`;
  await countAttempt(db, key, limits.loginFailuresBeforeLock);
  return key;
}

/** Every key that names a racer's id: deleted with the account. */
export const racerKeys = (userId: number): KeySet => ({
  keys: [`reset:account:${userId}`, `password:user:${userId}`, `login:account:user:${userId}`],
  prefixes: [
    `login:device:${userId}:`,
    `login:addr:user:${userId}:`,
    `reset:device:${userId}:`,
    `reset:addr:${userId}:`,
  ],
});
