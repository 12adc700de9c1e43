import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, USERNAME_MAX_LENGTH } from '../constants/limits';
import { SECURITY_QUESTIONS } from '../constants/security-questions';

/**
 * The fields of a racer's account, each with one set of rules, shared by sign-up, sign-in, the
 * password reset and Settings' edits (auth.ts, user.ts), so an edit can never accept what sign-up
 * would refuse.
 */

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * Run a confirmation check whenever both fields hold text, even if other fields are still invalid,
 * so a form shows "Passwords don't match" together with the other messages (zod skips refinements
 * on data with issues unless told otherwise).
 */
export const whenBothFilled =
  (a: string, b: string) =>
  (payload: { value: unknown }): boolean => {
    const v = payload.value as Record<string, unknown> | null;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string' && v[b] !== '';
  };

/** Stored lower-cased, so "Sam@Club.org" and "sam@club.org" are one account. */
export const email = z.string().trim().toLowerCase().pipe(z.email('Valid email is required'));

export const optionalName = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

export const newPassword = (tooShort: string) =>
  z.string().min(MIN_PASSWORD_LENGTH, tooShort).max(1024, 'Password is too long');

/** The password the racer has now, asked before a change that matters (Settings). */
export const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(1024, 'Password is too long');

const securityQuestion = (message: string) => z.enum(SECURITY_QUESTIONS, { error: message });
// Answers are compared case-sensitively (SPEC §5), so they are kept exactly as typed.
export const answer = (message: string) => z.string().min(1, message).max(200, 'Answer is too long');

/** The two question/answer pairs, as sign-up and Settings both take them. */
export const securityQuestionFields = {
  securityQuestion1: securityQuestion('Please select a security question'),
  securityAnswer1: answer('Please provide an answer'),
  securityQuestion2: securityQuestion('Please select a second security question'),
  securityAnswer2: answer('Please provide an answer'),
};

/** The two questions must differ: one answer would otherwise unlock the reset alone. */
export const differentQuestions = <
  S extends z.ZodType<{ securityQuestion1: string; securityQuestion2: string }>,
>(
  schema: S,
): S =>
  schema.refine((v) => v.securityQuestion1 !== v.securityQuestion2, {
    message: 'Please choose different security questions',
    path: ['securityQuestion2'],
  });

// Control, format (zero-width, text-direction), private-use, unassigned and default-ignorable
// characters: a name holding one can look like another racer's or hide what it says.
const INVISIBLE_OR_BIDI = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** The compatibility form (NFKC) usernames are stored in: full-width "ｒａｃｅｒ" is "racer". */
export const usernameForm = (v: string): string => v.normalize('NFKC').trim();

export const username = z
  .string({ error: 'Username is required' })
  .transform(usernameForm)
  .pipe(
    z
      .string()
      .min(1, 'Username is required')
      .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
      .refine(
        (v) => !INVISIBLE_OR_BIDI.test(v),
        'Username cannot contain invisible or text-direction characters',
      ),
  );
