/**
 * How a user is named in the header's user menu (SPEC §2 "User menu").
 * Pure so both the client and any server-rendered text can share the rules.
 */
export interface DisplayableUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

/** First letters of first and last name; else the first two letters of the e-mail in capitals; else 'U'. */
export function initials(user: DisplayableUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = clean(user?.email);
  if (email) return email.slice(0, 2).toUpperCase();
  return 'U';
}

/** The first name; else the part of the e-mail before the @; else 'User'. */
export function menuLabel(user: DisplayableUser | null | undefined): string {
  const first = clean(user?.firstName);
  if (first) return first;
  const local = clean(user?.email).split('@')[0] ?? '';
  return local || 'User';
}

/** First and last name joined; empty when neither is set. */
export function fullName(user: DisplayableUser | null | undefined): string {
  return [clean(user?.firstName), clean(user?.lastName)].filter(Boolean).join(' ');
}
