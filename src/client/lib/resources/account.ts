import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  LoginInput,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
  SecurityQuestionsResponse,
  SecurityQuestionsUpdate,
} from '../../../shared/schemas/auth';
import type { ProfileUpdate, User } from '../../../shared/schemas/user';
import { apiRequest, getQueryFn, requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/**
 * The racer's account: the session (sign-in, sign-up, sign-out), password recovery and Settings' own
 * changes. This module is part of the signed-out entry (the app shell asks who is signed in), so it
 * imports types only from the shared schemas: zod must stay out of the entry.
 */

/** The user lookup doubles as the auth state: null means signed out (a 401, SPEC §4). */

// The server sets this readable, secret-free hint beside the HttpOnly session cookie.
const SIGNED_IN_HINT = 'rc_signed_in';
const hasSignedInHint = () => document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT}=`));
const fetchUser = getQueryFn<User | null>({ on401: 'returnNull' });

/**
 * Not retried (SPEC §9): a 401 is an answer, not a failure. A browser that never signed in is
 * known to be signed out without asking, which spares every visitor a request and a 401.
 */
export const userQueryOptions = queryOptions<User | null, Error>({
  queryKey: QUERY_KEYS.user,
  queryFn: async (context) => {
    if (!hasSignedInHint()) return null;
    const user = await fetchUser(context);
    // The session ended elsewhere (expiry, a reset): drop the stale hint.
    // biome-ignore lint/suspicious/noDocumentCookie: our own secret-free hint cookie; the Cookie Store API is not in every browser (nor jsdom)
    if (user === null) document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
    return user;
  },
  retry: false,
  // Asked even offline: the answer (or, where a racer was signed in, the saved one: lib/offline)
  // decides what the app shows; paused, the app would wait signed out.
  networkMode: 'always',
});

/**
 * What signing in, signing up, signing out and deleting the account do to the cache: the user is set
 * (null when signed out) and every other query dropped, because cached data never goes stale (SPEC §9)
 * and one racer's data must not outlive their session. Set before dropping, so the mounted user
 * observer sees the change (clear() would orphan it).
 */
export function setSessionUser(client: QueryClient, user: User | null): void {
  client.setQueryData(QUERY_KEYS.user, user);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== QUERY_KEYS.user[0] });
}

export const login = (credentials: LoginInput) => requestJson<User>('POST', '/api/login', credentials);
export const register = (input: RegisterInput) => requestJson<User>('POST', '/api/register', input);
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

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

/** Settings: the two questions the racer chose (never the answers). */
export const securityQuestionsQueryOptions = queryOptions<SecurityQuestionsResponse, Error>({
  queryKey: QUERY_KEYS.securityQuestions,
  queryFn: ({ signal }) =>
    requestJson<SecurityQuestionsResponse>('GET', '/api/security-questions', undefined, { signal }),
});

export const securityQuestionsUpdate: ResourceMutation<void, SecurityQuestionsUpdate> = {
  mutationFn: async (input) => {
    await apiRequest('PUT', '/api/security-questions', input);
  },
  invalidates: [QUERY_KEYS.securityQuestions],
};
