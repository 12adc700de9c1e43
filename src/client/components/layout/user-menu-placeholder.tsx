import { ChevronDown } from 'lucide-react';
import type { User } from '../../../shared/schemas/user';
import { thumbnailSrc } from '../../../shared/upload-urls';
import { initials, menuLabel } from '../../../shared/user-display';

export const TRIGGER_CLASS =
  'inline-flex h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium hover:bg-muted';

/** Avatar (profile image, else initials) and label, shared by the menu trigger and its placeholder. */
export function UserMenuFace({ user }: { user: User }) {
  return (
    <>
      {user.profileImageUrl ? (
        // Decorative: the label beside it already names the racer.
        <img src={thumbnailSrc(user.profileImageUrl)} alt="" className="size-8 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initials(user)}
        </span>
      )}
      {/* Visually hidden on phones to save room, but always the trigger's accessible name. */}
      <span className="sr-only sm:not-sr-only">
        <span className="block max-w-28 truncate">{menuLabel(user)}</span>
      </span>
      <ChevronDown aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
    </>
  );
}

/** Shown for the moment the menu's chunk loads; same size, so nothing shifts. */
export function UserMenuPlaceholder({ user }: { user: User }) {
  return (
    <>
      {/* The notices bell's room (notice-bell.tsx). */}
      <span className="size-10" aria-hidden="true" />
      <span className={TRIGGER_CLASS} aria-hidden="true">
        <UserMenuFace user={user} />
      </span>
    </>
  );
}
