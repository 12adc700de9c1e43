/**
 * The user lookup's key, apart from query-keys.ts: the signed-out entry (the session in account.ts
 * and the auth feature) needs this one key only, and the whole table would come with it.
 */
export const USER_KEY = ['/api/auth/user'] as const;
