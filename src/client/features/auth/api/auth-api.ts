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

/** Not retried (SPEC §9): a 401 is an answer, not a failure. */
export const userQueryOptions = queryOptions<User | null, Error>({
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
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
