import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { AppError, tooManyRequests } from '../errors';

// argon2id with OWASP's parameters (DESIGN "Stack"). 2 is Algorithm.Argon2id; the enum is a
// const enum, which isolated modules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// argon2 runs on libuv's thread pool (four threads): on a 2-core machine four hashes at once leave
// no core for the event loop, and a sign-in flood from many addresses would stall every racer's
// page. One hash fewer than there are cores runs at a time; the rest wait their turn.
export const HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);
const hashing = pLimit(HASH_CONCURRENCY);
// A queue this long is a flood, not a club signing in: refuse rather than let every wait grow.
export const MAX_WAITING_HASHES = 64;

function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= MAX_WAITING_HASHES) return Promise.reject(tooManyRequests(1));
  return hashing(task);
}

export function hashSecret(secret: string): Promise<string> {
  return inTurn(() => hash(secret, OPTIONS));
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(hashed, secret));
  } catch (error) {
    if (error instanceof AppError) throw error; // refused for want of a turn, not a wrong secret
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time a password check takes, and fails: a sign-in naming no account must not answer
 * sooner than a wrong password, or the delay alone would tell which e-mails and names exist.
 */
export async function verifyAgainstNoAccount(secret: string): Promise<false> {
  decoy ??= hashSecret(randomBytes(16).toString('base64url')).catch((error: unknown) => {
    decoy = undefined; // refused for want of a turn: make it at the next attempt
    throw error;
  });
  await verifySecret(await decoy, secret);
  return false;
}
