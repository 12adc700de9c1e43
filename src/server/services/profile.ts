import { FIRST_ANSWERS_WITHOUT_PASSWORD_MS } from '../../shared/constants/security-questions';
import type { SavedSecurityQuestions, SecurityQuestionsUpdate } from '../../shared/schemas/auth';
import { PASSWORD_FOR_EMAIL, type ProfileUpdate, type User } from '../../shared/schemas/user';
import { nowIso } from '../clock';
import type { RateLimitConfig } from '../config';
import type { Db } from '../db';
import { classifyDatabaseError } from '../db/errors';
import { NO_SECURITY_QUESTION, toUser, type UserRow, userColumns } from '../db/mappers';
import { AppError, badRequest, unauthorized } from '../errors';
import { checkCurrentPassword } from './accounts';
import { hashSecret } from './hashing';
import { clearKey } from './rate-limits';

/** Settings' edits of the racer's own account: names, e-mail and security questions. */

const emailTaken = () => new AppError(409, 'That email is already used by another account', 'email_taken');

/**
 * Saves the names and the e-mail the racer edited (an absent field stays, an empty name is
 * cleared). A new e-mail needs the current password, checked and counted like any other
 * (attempt-guards.ts); a wrong one changes nothing, names included.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: ProfileUpdate,
  limits: RateLimitConfig,
): Promise<User> {
  const saved = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!saved) throw unauthorized();
  const newEmail = input.email !== undefined && input.email !== saved.email ? input.email : undefined;
  let counted: string | undefined;
  if (newEmail !== undefined) {
    if (!input.currentPassword) throw badRequest(PASSWORD_FOR_EMAIL, 'password_required');
    counted = await checkCurrentPassword(db, userId, input.currentPassword, limits);
  }
  let row: UserRow;
  try {
    row = await db
      .updateTable('users')
      .set({
        ...(input.firstName === undefined ? {} : { firstName: input.firstName || null }),
        ...(input.lastName === undefined ? {} : { lastName: input.lastName || null }),
        ...(newEmail === undefined ? {} : { email: newEmail }),
        updatedAt: nowIso(),
      })
      .where('id', '=', userId)
      .returning(userColumns('users'))
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Another racer has the address: the unique index decides, so a race between two racers cannot slip by.
    if (newEmail !== undefined && classifyDatabaseError(error) === 'duplicate') throw emailTaken();
    throw error;
  }
  if (counted) await clearKey(db, counted);
  return toUser(row);
}

/** The two questions the racer chose (never the answers), for Settings to show; null while unset. */
export async function securityQuestionsOf(db: Db, userId: number): Promise<SavedSecurityQuestions> {
  const row = await db
    .selectFrom('users')
    .select(['securityQuestion1', 'securityQuestion2'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  if (row.securityQuestion1 === NO_SECURITY_QUESTION) return { question1: null, question2: null };
  return { question1: row.securityQuestion1, question2: row.securityQuestion2 };
}

export const PASSWORD_FOR_QUESTIONS = 'Current password is required';

/**
 * Whether these answers may be saved without the current password: only the first ones, within the
 * hour after sign-up. The racer typed the password moments ago on the step that follows sign-up;
 * asking it again there buys nothing, as every session was opened with the password. Later, a
 * session cookie alone (a shared laptop, a stolen cookie) must not be enough to set answers that
 * can then reset the password.
 */
const firstAnswersJustAfterSignUp = (row: { securityQuestion1: string; createdAt: string }) =>
  row.securityQuestion1 === NO_SECURITY_QUESTION &&
  Date.now() - Date.parse(row.createdAt) < FIRST_ANSWERS_WITHOUT_PASSWORD_MS;

/**
 * New questions and answers, hashed as at sign-up, once the current password is right (checked and
 * counted like any other, attempt-guards.ts) or not needed (firstAnswersJustAfterSignUp).
 */
export async function updateSecurityQuestions(
  db: Db,
  userId: number,
  input: SecurityQuestionsUpdate,
  limits: RateLimitConfig,
): Promise<void> {
  const saved = await db
    .selectFrom('users')
    .select(['securityQuestion1', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!saved) throw unauthorized();
  let counted: string | undefined;
  if (input.currentPassword !== undefined) {
    counted = await checkCurrentPassword(db, userId, input.currentPassword, limits);
  } else if (!firstAnswersJustAfterSignUp(saved)) {
    throw badRequest(PASSWORD_FOR_QUESTIONS, 'password_required');
  }
  const [answer1Hash, answer2Hash] = await Promise.all([
    hashSecret(input.securityAnswer1),
    hashSecret(input.securityAnswer2),
  ]);
  await db
    .updateTable('users')
    .set({
      securityQuestion1: input.securityQuestion1,
      securityAnswer1Hash: answer1Hash,
      securityQuestion2: input.securityQuestion2,
      securityAnswer2Hash: answer2Hash,
      updatedAt: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
  if (counted) await clearKey(db, counted);
}
