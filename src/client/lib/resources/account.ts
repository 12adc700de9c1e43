import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { User } from '../../../shared/schemas/user';
import { apiRequest, getQueryFn } from '../api';
import { USER_KEY } from './user-key';

/**
 * The racer's session: who is signed in, and sign-out. This module is part of the signed-out entry
 * (the app shell asks who is signed in), so it imports types only from the shared schemas: zod must
 * stay out of the entry. What only the sign-in page and Settings send (sign-in, sign-up, password
 * recovery, the account's changes) is in account-changes.ts, for the same reason.
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
  queryKey: USER_KEY,
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
  client.setQueryData(USER_KEY, user);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
