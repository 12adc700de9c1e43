import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants/limits';
import {
  answer,
  currentPassword,
  differentQuestions,
  email,
  newPassword,
  optionalName,
  PASSWORDS_DONT_MATCH,
  securityQuestionFields,
  username,
  usernameForm,
  whenBothFilled,
} from './account-fields';

/**
 * What the sign-in form sends: the account's e-mail or its username (which one is the server's
 * business, services/accounts.ts), in the form usernames are stored in, and the password.
 */
export const loginFormSchema = z.object({
  identifier: z
    .string({ error: 'Email or username is required' })
    .transform(usernameForm)
    .pipe(z.string().min(1, 'Email or username is required').max(320, 'Email or username is too long')),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});

/** Sign-in. A client from before sign-in by username sends `email`: it is taken as the identifier. */
export const loginSchema = z.preprocess((body) => {
  if (typeof body !== 'object' || body === null) return body;
  const fields = body as Record<string, unknown>;
  return fields.identifier === undefined ? { ...fields, identifier: fields.email } : body;
}, loginFormSchema);
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Sign-up (issue 33): three fields. The security questions follow on a step of their own
 * (securityQuestionsUpdateSchema), so a first visit asks only what an account needs.
 */
export const registerSchema = z.object({
  username,
  email,
  password: newPassword(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
});
export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFormInput = z.input<typeof registerSchema>;

const LEGACY_QUESTION_KEYS = [
  'securityQuestion1',
  'securityAnswer1',
  'securityQuestion2',
  'securityAnswer2',
] as const;
const LEGACY_MISSING = {
  securityQuestion1: 'Please select a security question',
  securityAnswer1: 'Please provide an answer',
  securityQuestion2: 'Please select a second security question',
  securityAnswer2: 'Please provide an answer',
} as const;

/**
 * What POST /api/register accepts: the three fields, and what a page loaded before issue 33 (the
 * installed app may keep one for days) still sends, the names and both questions with their
 * answers. Those are kept rather than dropped, so such a racer has a working reset at once; the
 * questions come all four or none, under the rules sign-up had.
 */
export const registerBodySchema = registerSchema
  .extend({
    firstName: optionalName,
    lastName: optionalName,
    securityQuestion1: securityQuestionFields.securityQuestion1.optional(),
    securityAnswer1: securityQuestionFields.securityAnswer1.optional(),
    securityQuestion2: securityQuestionFields.securityQuestion2.optional(),
    securityAnswer2: securityQuestionFields.securityAnswer2.optional(),
  })
  .superRefine((v, ctx) => {
    if (LEGACY_QUESTION_KEYS.every((k) => v[k] === undefined)) return;
    for (const k of LEGACY_QUESTION_KEYS) {
      if (v[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: LEGACY_MISSING[k] });
    }
    if (v.securityQuestion1 !== undefined && v.securityQuestion1 === v.securityQuestion2) {
      ctx.addIssue({
        code: 'custom',
        path: ['securityQuestion2'],
        message: 'Please choose different security questions',
      });
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

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
    newPassword: newPassword(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
    when: whenBothFilled('newPassword', 'confirmPassword'),
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: newPassword(`New password must be at least ${MIN_PASSWORD_LENGTH} characters`),
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
export const deleteAccountSchema = z.preprocess((body) => body ?? {}, z.object({ currentPassword }));
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * The racer's two questions and answers (PUT /api/security-questions), under sign-up's old rules:
 * set on the step right after sign-up, or changed in Settings. Whoever knows the answers can set a
 * new password, so the current password is asked; the server lets it be left out only for the
 * first answers of an account signed up within the hour (services/profile.ts).
 */
export const securityQuestionsUpdateSchema = differentQuestions(
  z.object({
    currentPassword: z
      .string()
      .max(1024, 'Password is too long')
      .optional()
      .transform((v) => v || undefined),
    ...securityQuestionFields,
  }),
);
export type SecurityQuestionsUpdate = z.infer<typeof securityQuestionsUpdateSchema>;
export type SecurityQuestionsUpdateForm = z.input<typeof securityQuestionsUpdateSchema>;

/** Settings' form: there the current password is always asked (a change, or a first set made later). */
export const securityQuestionsChangeFormSchema = differentQuestions(
  z.object({ currentPassword, ...securityQuestionFields }),
);
export type SecurityQuestionsChangeForm = z.input<typeof securityQuestionsChangeFormSchema>;

/** Settings: the two questions the racer chose (never the answers); null while none are set. */
export const savedSecurityQuestionsSchema = z.object({
  question1: z.string().nullable(),
  question2: z.string().nullable(),
});
export type SavedSecurityQuestions = z.infer<typeof savedSecurityQuestionsSchema>;
