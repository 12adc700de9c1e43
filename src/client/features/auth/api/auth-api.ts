import { queryOptions } from '@tanstack/react-query';
import type {
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  SecurityQuestionsResponse,
} from '../../../../shared/schemas/auth';
import type { User } from '../../../../shared/schemas/user';
import { apiRequest, getQueryFn, readJson } from '../../../lib/api';

/** The user lookup doubles as the auth state: null means signed out (a 401, SPEC §4). */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;

// The server sets this readable, secret-free hint beside the HttpOnly session cookie.
const SIGNED_IN_HINT = 'rc_signed_in';
const hasSignedInHint = () => document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT}=`));
const fetchUser = getQueryFn<User | null>({ on401: 'returnNull' });

/**
 * Not retried (SPEC §9): a 401 is an answer, not a failure. A browser that never signed in is
 * known to be signed out without asking, which spares every visitor a request and a 401.
 */
export const userQueryOptions = queryOptions<User | null, Error>({
  queryKey: USER_QUERY_KEY,
  queryFn: async (context) => {
    if (!hasSignedInHint()) return null;
    const user = await fetchUser(context);
    // The session ended elsewhere (expiry, a reset): drop the stale hint.
    // biome-ignore lint/suspicious/noDocumentCookie: our own secret-free hint cookie; the Cookie Store API is not in every browser (nor jsdom)
    if (user === null) document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
    return user;
  },
  retry: false,
});

export async function login(credentials: LoginInput): Promise<User> {
  return readJson<User>(await apiRequest('POST', '/api/login', credentials));
}

export async function register(input: RegisterInput): Promise<User> {
  return readJson<User>(await apiRequest('POST', '/api/register', input));
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

export async function getSecurityQuestions(email: string): Promise<SecurityQuestionsResponse> {
  return readJson<SecurityQuestionsResponse>(
    await apiRequest('POST', '/api/get-security-questions', { email }),
  );
}

export async function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return readJson<{ message: string }>(await apiRequest('POST', '/api/reset-password', input));
}
