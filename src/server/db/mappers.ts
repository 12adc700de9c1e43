import type { User } from '../../shared/schemas/user';

/** The user columns that may ever leave the data layer toward a client. */
const USER_PUBLIC_COLUMNS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'createdAt',
  'updatedAt',
] as const;

export type UserRow = User;

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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
