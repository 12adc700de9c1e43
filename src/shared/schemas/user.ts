import { z } from 'zod';
import { email } from './account-fields';

/** A user as the API shows it: never a hash, an answer or a question (only whether they are set). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Whether the two security questions are set: without them the password cannot be reset (issue 33). */
  securityQuestionsSet: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type User = z.infer<typeof userSchema>;

export const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email';

// An empty name clears it; an absent one is left as it is.
const editableName = z.string().trim().max(100, 'Must be at most 100 characters');

/**
 * Settings' profile edit: the names, and the e-mail, which needs the current password as the
 * account's sign-in and recovery hang on it (the password is not asked when the e-mail stays).
 */
export const profileUpdateSchema = z.object({
  firstName: editableName.optional(),
  lastName: editableName.optional(),
  email: email.optional(),
  currentPassword: z
    .string()
    .max(1024, 'Password is too long')
    .optional()
    .transform((v) => v || undefined),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile form: the same fields, and the password asked for as soon as the e-mail differs. */
export const profileFormSchema = (savedEmail: string) =>
  profileUpdateSchema.refine((v) => v.email === undefined || v.email === savedEmail || v.currentPassword, {
    message: PASSWORD_FOR_EMAIL,
    path: ['currentPassword'],
  });
export type ProfileFormInput = z.input<typeof profileUpdateSchema>;
