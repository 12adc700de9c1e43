import { z } from 'zod';

/**
 * Every `code` the API sends in an error body, so a client can rely on the list and the server
 * cannot send a typo (AppError takes only these). Grouped by who answers.
 */
export const API_ERROR_CODES = [
  // Any route: the request itself.
  'bad_request',
  'invalid_input',
  'invalid_text',
  'invalid_json',
  'body_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'idempotency_key_reused',
  // Our side or the database's.
  'internal',
  'db_unavailable',
  'busy',
  'storage_full',
  // Heavy work (imports, previews, exports): past a limit of the worker pool (issue 28).
  'too_slow_to_read',
  'too_large_to_read',
  'too_complex_to_read',
  // An account holds at most so many records of a kind (shared/constants/account-limits.ts).
  'account_limit',
  // Accounts.
  'email_taken',
  'username_taken',
  'answers_mismatch',
  // An account without security questions (issue 33): the reset has nothing to check.
  'no_security_questions',
  'wrong_password',
  'password_required',
  // Files.
  'not_multipart',
  'no_file',
  'bad_upload',
  'file_too_large',
  'invalid_file_type',
  'quota_exceeded',
  'unreadable_image',
  'image_too_large',
  // Cars and setups.
  'invalid_vehicle',
  'invalid_esc_setup',
  'no_vehicle',
  'share_incomplete',
  'version_conflict',
  // Runs and result imports.
  'invalid_setup_sheet',
  'invalid_version',
  'unreadable_result',
  'already_imported',
  // Tyre sets.
  'invalid_tyre_set',
  'tyre_set_in_use',
  // Export and import of a racer's data.
  'not_an_export',
  'export_too_new',
  'export_too_large',
  'invalid_export',
  // Tuning wizard.
  'unknown_question',
  'unknown_option',
  'missing_answers',
  'wrong_powertrain',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The one error shape every API failure uses (DESIGN "API decisions"). `code` is read as any
 * string here: a client must still make sense of a code a newer server added.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** What the server sends: the same body, with a code from the list. */
export type ApiErrorAnswer = Omit<ApiErrorBody, 'code'> & { code?: ApiErrorCode };
