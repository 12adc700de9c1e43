import type {
  ChangePasswordInput,
  DeleteAccountInput,
  LoginInput,
  RegisterBody,
  ResetPasswordInput,
  SecurityQuestionsResponse,
} from '../../shared/schemas/auth';
import type { User } from '../../shared/schemas/user';
import { nowIso } from '../clock';
import type { RateLimitConfig } from '../config';
import type { Db } from '../db';
import { NO_SECURITY_QUESTION, toUser, type UserRow, userColumns } from '../db/mappers';
import { inTransaction, ownerTransaction } from '../db/transaction';
import { AppError, badRequest, notFound, unauthorized } from '../errors';
import { type Browser, countPasswordCheck, countReset, countSignIn, racerKeys } from './attempt-guards';
import { deleteUnusedBlobs } from './file-blobs';
import { hashSecret, verifyAgainstNoAccount, verifySecret } from './hashing';
import { clearKey, deleteKeys, forgetRefusals } from './rate-limits';
import { deleteUserSessions } from './sessions';
import { usernameKey } from './username-key';

const NO_ACCOUNT = 'No account found with that email';
const ANSWERS_DONT_MATCH = "The security answers don't match our records.";
/**
 * An account signed up without the questions (issue 33) and never given them: the reset has
 * nothing to check. The look-up already tells an unknown e-mail (404) from a known one (200), so
 * saying this tells nobody more about which e-mails have accounts.
 */
export const NO_QUESTIONS_SET =
  'This account has no security questions yet, so its password cannot be reset with them. ' +
  'If you can still sign in, set them in Settings.';
const noQuestionsSet = () => new AppError(409, NO_QUESTIONS_SET, 'no_security_questions');

/** A name that looks like a taken one (usernameKey) is taken too. */
async function assertAvailable(db: Db, email: string, key: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select(['email', 'usernameKey'])
    .where((eb) => eb.or([eb('email', '=', email), eb('usernameKey', '=', key)]))
    .execute();
  if (taken.some((u) => u.email === email)) throw badRequest('Email already registered', 'email_taken');
  if (taken.some((u) => u.usernameKey === key)) throw badRequest('Username already taken', 'username_taken');
}

/**
 * A new account: the three fields, and the questions only when a page from before issue 33 sent
 * them (shared/schemas/auth.ts); otherwise they stay unset until the racer sets them.
 */
export async function register(db: Db, input: RegisterBody): Promise<User> {
  const key = usernameKey(input.username);
  await assertAvailable(db, input.email, key);
  const questions = input.securityQuestion1 !== undefined && input.securityQuestion2 !== undefined;
  const [passwordHash, answer1Hash, answer2Hash] = await Promise.all([
    hashSecret(input.password),
    questions ? hashSecret(input.securityAnswer1 ?? '') : NO_SECURITY_QUESTION,
    questions ? hashSecret(input.securityAnswer2 ?? '') : NO_SECURITY_QUESTION,
  ]);
  const now = nowIso();
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: input.username,
        usernameKey: key,
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        profileImageUrl: null,
        securityQuestion1: input.securityQuestion1 ?? NO_SECURITY_QUESTION,
        securityAnswer1Hash: answer1Hash,
        securityQuestion2: input.securityQuestion2 ?? NO_SECURITY_QUESTION,
        securityAnswer2Hash: answer2Hash,
        createdAt: now,
        updatedAt: now,
      })
      .returning(userColumns('users'))
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (error) {
    // Two sign-ups for the same name can race past the check above; the unique index decides.
    await assertAvailable(db, input.email, key);
    throw error;
  }
}

// One answer for an unknown e-mail or username and for a wrong password: which e-mails and names
// have accounts is nobody's business ("No account enumeration at sign-in" in
// docs/decisions/accounts-and-security.md#everyday-friction-the-account-side-issue-14).
const SIGN_IN_REFUSED = 'Incorrect email, username or password';

type SignInRow = UserRow & { passwordHash: string };

/**
 * The account an identifier names: the one with that e-mail; else the one with exactly that
 * username; else the one whose username it is but for case. A look-alike of a username (the same
 * usernameKey, other letters) names nobody, so it can never sign in as that racer. The username is
 * found through its unique look-alike key, which folds case but for a few letters whose capital
 * has a look-alike of its own ("I" is "l"): the key of the name as typed, in lower and in upper
 * case covers every name that does not mix both cases of such letters.
 */
async function accountFor(db: Db, identifier: string): Promise<SignInRow | undefined> {
  const folded = identifier.toLowerCase();
  const keys = [...new Set([identifier, folded, identifier.toUpperCase()].map(usernameKey))];
  const rows = await db
    .selectFrom('users')
    .select(userColumns('users'))
    .select('users.passwordHash')
    .where((eb) =>
      eb.or([eb('email', '=', folded), eb('username', '=', identifier), eb('usernameKey', 'in', keys)]),
    )
    .execute();
  return (
    rows.find((r) => r.email === folded) ??
    rows.find((r) => r.username === identifier) ??
    rows.find((r) => r.username.normalize('NFKC').toLowerCase() === folded)
  );
}

/**
 * Checks a sign-in by e-mail or username. The attempt is counted on the account, whichever of the
 * two was typed, before the password is checked (attempt-guards.ts), so no number of parallel
 * guesses, nor switching between e-mail and username, gets more checks than the limits allow.
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  limits: RateLimitConfig,
  browser: Browser,
): Promise<User> {
  const row = await accountFor(db, input.identifier);
  const target = row ? { userId: row.id } : { unknownIdentifier: input.identifier.toLowerCase() };
  const counted = await countSignIn(db, target, browser, limits);
  if (!row) {
    await verifyAgainstNoAccount(input.password);
    throw unauthorized(SIGN_IN_REFUSED);
  }
  const { passwordHash, ...user } = row;
  if (!(await verifySecret(passwordHash, input.password))) throw unauthorized(SIGN_IN_REFUSED);
  await clearKey(db, counted.key);
  return toUser(user);
}

export async function getSecurityQuestions(db: Db, email: string): Promise<SecurityQuestionsResponse> {
  const row = await db
    .selectFrom('users')
    .select(['securityQuestion1', 'securityQuestion2'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) throw notFound(NO_ACCOUNT);
  if (row.securityQuestion1 === NO_SECURITY_QUESTION) throw noQuestionsSet();
  return { question1: row.securityQuestion1, question2: row.securityQuestion2 };
}

export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  limits: RateLimitConfig,
  browser: Browser,
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'securityQuestion1', 'securityAnswer1Hash', 'securityQuestion2', 'securityAnswer2Hash'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!row) throw notFound(NO_ACCOUNT);
  // Counted before checking, so parallel guesses cannot slip past the hourly allowance.
  const cleared = await countReset(db, row.id, browser, limits);
  if (row.securityAnswer1Hash === NO_SECURITY_QUESTION || row.securityAnswer2Hash === NO_SECURITY_QUESTION) {
    // As long as two answers checked against real hashes: the refusal costs what a wrong answer does.
    await Promise.all([
      verifyAgainstNoAccount(input.securityAnswer1),
      verifyAgainstNoAccount(input.securityAnswer2),
    ]);
    throw noQuestionsSet();
  }
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
  for (const key of cleared) await clearKey(db, key);
}

/**
 * Counts, then checks a signed-in racer's current password (400 'Current password is incorrect'
 * when wrong). Returns the counted key, which the caller clears once the change is made.
 */
export async function checkCurrentPassword(
  db: Db,
  userId: number,
  currentPassword: string,
  limits: RateLimitConfig,
): Promise<string> {
  const key = await countPasswordCheck(db, userId, limits);
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  if (!row) throw unauthorized();
  if (!(await verifySecret(row.passwordHash, currentPassword))) {
    throw badRequest('Current password is incorrect', 'wrong_password');
  }
  return key;
}

export async function changePassword(
  db: Db,
  userId: number,
  currentSid: string,
  input: ChangePasswordInput,
  limits: RateLimitConfig,
): Promise<void> {
  const counted = await checkCurrentPassword(db, userId, input.currentPassword, limits);
  const passwordHash = await hashSecret(input.newPassword);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: nowIso() })
      .where('id', '=', userId)
      .execute();
    await deleteUserSessions(trx, userId, currentSid);
  });
  await clearKey(db, counted);
}

/** Removes the user and everything they own, in one transaction, once the password is right. */
export async function deleteAccount(
  db: Db,
  userId: number,
  input: DeleteAccountInput,
  limits: RateLimitConfig,
): Promise<void> {
  await checkCurrentPassword(db, userId, input.currentPassword, limits);
  // The stored bytes their file records name, to delete once unused after the transaction (see
  // services/file-blobs.ts); one that slips in meanwhile is left for the housekeeping sweep.
  const blobs = await db.selectFrom('files').select('blobId').where('userId', '=', userId).execute();
  await ownerTransaction(db, userId, async (trx) => {
    // Foreign keys cascade as well; deleting explicitly, in the one lock order (racer → cars →
    // setups → files), keeps it identical whatever a dialect does with cascades.
    for (const table of ['cars', 'setupSheets', 'escSetups', 'transponders', 'files', 'sessions'] as const) {
      await trx.deleteFrom(table).where('userId', '=', userId).execute();
    }
    await deleteKeys(trx, racerKeys(userId));
    await trx.deleteFrom('knownDevices').where('userId', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  forgetRefusals(db, racerKeys(userId));
  await deleteUnusedBlobs(
    db,
    blobs.map((b) => b.blobId),
  );
}
