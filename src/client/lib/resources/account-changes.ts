import { queryOptions } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  LoginInput,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
  SavedSecurityQuestions,
  SecurityQuestionsResponse,
  SecurityQuestionsUpdate,
} from '../../../shared/schemas/auth';
import type { ProfileUpdate, User } from '../../../shared/schemas/user';
import { apiRequest, requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/**
 * What the sign-in page (sign-in, sign-up, password recovery) and Settings send. Apart from
 * account.ts, which is part of the signed-out entry, so that only those pages' chunks carry them.
 */

export const login = (credentials: LoginInput) => requestJson<User>('POST', '/api/login', credentials);
export const register = (input: RegisterInput) => requestJson<User>('POST', '/api/register', input);

export const getSecurityQuestions = (email: string) =>
  requestJson<SecurityQuestionsResponse>('POST', '/api/get-security-questions', { email });
export const resetPassword = (input: ResetPasswordInput) =>
  requestJson<MessageResponse>('POST', '/api/reset-password', input);

/** Settings: nothing cached changes with the password. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('POST', '/api/change-password', input);
}

/** Settings: the caller then signs the racer out locally (setSessionUser with null). */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest('DELETE', '/api/delete-account', input);
}

/** Settings: names and e-mail; the user lookup is fetched again, so every screen shows the new values. */
export const profileUpdate: ResourceMutation<User, ProfileUpdate> = {
  mutationFn: (input) => requestJson<User>('PATCH', '/api/profile', input),
  invalidates: [QUERY_KEYS.user],
};

/** Settings: the two questions the racer chose (never the answers); null while none are set. */
export const securityQuestionsQueryOptions = queryOptions<SavedSecurityQuestions, Error>({
  queryKey: QUERY_KEYS.securityQuestions,
  queryFn: ({ signal }) =>
    requestJson<SavedSecurityQuestions>('GET', '/api/security-questions', undefined, { signal }),
});

/**
 * The step after sign-up and Settings. The user lookup is fetched again: it says whether the
 * questions are set, which ends the reminders.
 */
export const securityQuestionsUpdate: ResourceMutation<void, SecurityQuestionsUpdate> = {
  mutationFn: async (input) => {
    await apiRequest('PUT', '/api/security-questions', input);
  },
  invalidates: [QUERY_KEYS.securityQuestions, QUERY_KEYS.user],
};
