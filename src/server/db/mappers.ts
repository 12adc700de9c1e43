import type { User } from '../../shared/schemas/user';

/** The user columns that may ever leave the data layer toward a client. */
const USER_PUBLIC_COLUMNS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  // Read only to say whether the questions are set (toUser); the text itself never leaves.
  'securityQuestion1',
  'createdAt',
  'updatedAt',
] as const;

/**
 * The security question columns of an account that has none yet (issue 33: sign-up no longer asks
 * them). Empty text rather than null: the columns were NOT NULL from the start, and loosening that on
 * SQLite means rebuilding the users table that every racer's records reference.
 */
export const NO_SECURITY_QUESTION = '';

export type UserRow = Omit<User, 'securityQuestionsSet'> & { securityQuestion1: string };

export function userColumns<T extends string>(table: T) {
  return USER_PUBLIC_COLUMNS.map((c) => `${table}.${c}` as `${T}.${(typeof USER_PUBLIC_COLUMNS)[number]}`);
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    securityQuestionsSet: row.securityQuestion1 !== NO_SECURITY_QUESTION,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
