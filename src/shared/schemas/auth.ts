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

export const registerSchema = differentQuestions(
  z.object({
    username,
    email,
    password: newPassword(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    firstName: optionalName,
    lastName: optionalName,
    ...securityQuestionFields,
  }),
);
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
 * Settings: new security questions and answers, under sign-up's rules. The current password is
 * asked too, as whoever knows the answers can set a new password.
 */
export const securityQuestionsUpdateSchema = differentQuestions(
  z.object({ currentPassword, ...securityQuestionFields }),
);
export type SecurityQuestionsUpdate = z.infer<typeof securityQuestionsUpdateSchema>;
export type SecurityQuestionsUpdateForm = z.input<typeof securityQuestionsUpdateSchema>;
