import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  SecurityQuestionsResponse,
} from '../../shared/schemas/auth';
import type { User } from '../../shared/schemas/user';
import { nowIso } from '../clock';
import type { RateLimitConfig } from '../config';
import type { Db } from '../db';
import { toUser, userColumns } from '../db/mappers';
import { inTransaction, ownerTransaction } from '../db/transaction';
import { badRequest, notFound, unauthorized } from '../errors';
import { deleteUnusedBlobs } from './file-blobs';
import { hashSecret, verifySecret } from './hashing';
import { assertNotLocked, clearKey, consume, recordFailure } from './rate-limits';
import { deleteUserSessions } from './sessions';

const NO_ACCOUNT = 'No account found with that email';
const ANSWERS_DONT_MATCH = "The security answers don't match our records.";
const HOUR_MS = 60 * 60 * 1000;

async function assertAvailable(db: Db, email: string, username: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select(['email', 'username'])
    .where((eb) => eb.or([eb('email', '=', email), eb('username', '=', username)]))
    .execute();
  if (taken.some((u) => u.email === email)) throw badRequest('Email already registered', 'email_taken');
  if (taken.some((u) => u.username === username))
    throw badRequest('Username already taken', 'username_taken');
}

export async function register(db: Db, input: RegisterInput): Promise<User> {
  await assertAvailable(db, input.email, input.username);
  const [passwordHash, answer1Hash, answer2Hash] = await Promise.all([
    hashSecret(input.password),
    hashSecret(input.securityAnswer1),
    hashSecret(input.securityAnswer2),
  ]);
  const now = nowIso();
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        profileImageUrl: null,
        securityQuestion1: input.securityQuestion1,
        securityAnswer1Hash: answer1Hash,
        securityQuestion2: input.securityQuestion2,
        securityAnswer2Hash: answer2Hash,
        createdAt: now,
        updatedAt: now,
      })
      .returning(userColumns('users'))
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (error) {
    // Two sign-ups for the same name can race past the check above; the unique index decides.
    await assertAvailable(db, input.email, input.username);
    throw error;
  }
}

export async function authenticate(db: Db, input: LoginInput, limits: RateLimitConfig): Promise<User> {
  const accountKey = `login:account:${input.email}`;
  await assertNotLocked(db, accountKey);
  const row = await db
    .selectFrom('users')
    .select(userColumns('users'))
    .select('users.passwordHash')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!row) throw unauthorized(NO_ACCOUNT);
  const { passwordHash, ...user } = row;
  if (!(await verifySecret(passwordHash, input.password))) {
    await recordFailure(db, accountKey, limits.loginFailuresBeforeLock);
    throw unauthorized('Incorrect password');
  }
  await clearKey(db, accountKey);
  return toUser(user);
}

export async function getSecurityQuestions(db: Db, email: string): Promise<SecurityQuestionsResponse> {
  const row = await db
    .selectFrom('users')
    .select(['securityQuestion1', 'securityQuestion2'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) throw notFound(NO_ACCOUNT);
  return { question1: row.securityQuestion1, question2: row.securityQuestion2 };
}

export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  limits: RateLimitConfig,
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'securityQuestion1', 'securityAnswer1Hash', 'securityQuestion2', 'securityAnswer2Hash'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!row) throw notFound(NO_ACCOUNT);
  // Counted before checking, so parallel guesses cannot slip past the hourly allowance.
  const attemptsKey = `reset:account:${row.id}`;
  await consume(db, attemptsKey, limits.resetAttemptsPerAccountPerHour, HOUR_MS);
  const questionsMatch =
    row.securityQuestion1 === input.securityQuestion1 && row.securityQuestion2 === input.securityQuestion2;
  const [ok1, ok2] = await Promise.all([
    verifySecret(row.securityAnswer1Hash, input.securityAnswer1),
    verifySecret(row.securityAnswer2Hash, input.securityAnswer2),
  ]);
  if (!questionsMatch || !ok1 || !ok2) throw badRequest(ANSWERS_DONT_MATCH, 'answers_mismatch');
  const passwordHash = await hashSecret(input.newPassword);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: nowIso() })
      .where('id', '=', row.id)
      .execute();
    await deleteUserSessions(trx, row.id);
  });
  await clearKey(db, attemptsKey);
  await clearKey(db, `login:account:${input.email}`);
}

export async function changePassword(
  db: Db,
  userId: number,
  currentSid: string,
  input: ChangePasswordInput,
): Promise<void> {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  if (!row) throw unauthorized();
  if (!(await verifySecret(row.passwordHash, input.currentPassword))) {
    throw badRequest('Current password is incorrect', 'wrong_password');
  }
  const passwordHash = await hashSecret(input.newPassword);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: nowIso() })
      .where('id', '=', userId)
      .execute();
    await deleteUserSessions(trx, userId, currentSid);
  });
}

/** Removes the user and everything they own, in one transaction. */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  // The stored bytes their file records name, to delete once unused after the transaction (see
  // services/file-blobs.ts); one that slips in meanwhile is left for the housekeeping sweep.
  const blobs = await db.selectFrom('files').select('blobId').where('userId', '=', userId).execute();
  await ownerTransaction(db, userId, async (trx) => {
    // Foreign keys cascade as well; deleting explicitly, in the one lock order (racer → cars →
    // setups → files), keeps it identical whatever a dialect does with cascades.
    for (const table of ['cars', 'setupSheets', 'escSetups', 'transponders', 'files', 'sessions'] as const) {
      await trx.deleteFrom(table).where('userId', '=', userId).execute();
    }
    await trx.deleteFrom('rateLimits').where('key', '=', `reset:account:${userId}`).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  await deleteUnusedBlobs(
    db,
    blobs.map((b) => b.blobId),
  );
}
