import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, USERNAME_MAX_LENGTH } from '../constants/limits';
import { SECURITY_QUESTIONS } from '../constants/security-questions';

const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * Run a confirmation check whenever both fields hold text, even if other fields are still invalid,
 * so a form shows "Passwords don't match" together with the other messages (zod skips refinements
 * on data with issues unless told otherwise).
 */
const whenBothFilled =
  (a: string, b: string) =>
  (payload: { value: unknown }): boolean => {
    const v = payload.value as Record<string, unknown> | null;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string' && v[b] !== '';
  };

const email = z.string().trim().toLowerCase().pipe(z.email('Valid email is required'));
const optionalName = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .optional()
  .transform((v) => (v ? v : undefined));
const securityQuestion = (message: string) => z.enum(SECURITY_QUESTIONS, { error: message });
// Answers are compared case-sensitively (SPEC §5), so they are kept exactly as typed.
const answer = (message: string) => z.string().min(1, message).max(200, 'Answer is too long');

// Control, format (zero-width, text-direction), private-use, unassigned and default-ignorable
// characters: a name holding one can look like another racer's or hide what it says.
const INVISIBLE_OR_BIDI = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Stored in compatibility form (NFKC): full-width "ｒａｃｅｒ" is kept as "racer". */
const username = z
  .string({ error: 'Username is required' })
  .transform((v) => v.normalize('NFKC').trim())
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

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    username,
    email,
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(1024, 'Password is too long'),
    firstName: optionalName,
    lastName: optionalName,
    securityQuestion1: securityQuestion('Please select a security question'),
    securityAnswer1: answer('Please provide an answer'),
    securityQuestion2: securityQuestion('Please select a second security question'),
    securityAnswer2: answer('Please provide an answer'),
  })
  .refine((v) => v.securityQuestion1 !== v.securityQuestion2, {
    message: 'Please choose different security questions',
    path: ['securityQuestion2'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form: the API payload plus the confirmation the server never sees. */
export const registerFormSchema = registerSchema
  .and(z.object({ confirmPassword: z.string().min(1, 'Please confirm your password') }))
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
    when: whenBothFilled('password', 'confirmPassword'),
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const securityQuestionsRequestSchema = z.object({ email });
export const securityQuestionsResponseSchema = z.object({
  question1: z.string(),
  question2: z.string(),
});
export type SecurityQuestionsResponse = z.infer<typeof securityQuestionsResponseSchema>;

/** What a password reset or change answers: one line the client does not show (it words its own). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const resetPasswordSchema = z
  .object({
    email,
    securityQuestion1: z.string().min(1, 'Please answer the security question'),
    securityAnswer1: answer('Please provide an answer'),
    securityQuestion2: z.string().min(1, 'Please answer the security question'),
    securityAnswer2: answer('Please provide an answer'),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(1024, 'Password is too long'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
    when: whenBothFilled('newPassword', 'confirmPassword'),
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024, 'Password is too long'),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024, 'Password is too long'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form adds the confirmation, which stays in the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmNewPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmNewPassword'],
    when: whenBothFilled('newPassword', 'confirmNewPassword'),
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/**
 * Deleting the account asks for the current password, so a session left open on a shared
 * laptop cannot throw away a racer's fleet and setups. A request with no body at all counts as
 * a missing password.
 */
export const deleteAccountSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024, 'Password is too long'),
  }),
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
