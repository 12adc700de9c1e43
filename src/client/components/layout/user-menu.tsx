import { LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../shared/schemas/user';
import { fullName } from '../../../shared/user-display';
import { unsavedChangeNames } from '../../lib/unsaved-changes';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TRIGGER_CLASS, UserMenuFace } from './user-menu-placeholder';

interface UserMenuProps {
  user: User;
  onSignOut: () => void;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-muted data-[disabled]:opacity-60';

/** Radix DropdownMenu: keyboard navigable and closes on an outside click or Escape (SPEC §2). */
export default function UserMenu({ user, onSignOut }: UserMenuProps) {
  const name = fullName(user) || user.username;
  // Signing out removes unsaved drafts (a shared pit laptop keeps nothing of the racer): ask first.
  const [unsaved, setUnsaved] = useState<string[]>([]);
  const signOut = () => {
    const names = unsavedChangeNames();
    if (names.length > 0) setUnsaved(names);
    else onSignOut();
  };
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={TRIGGER_CLASS}>
          <UserMenuFace user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-56 rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
          >
            <DropdownMenu.Label className="px-2 py-2">
              <span className="block truncate text-sm font-semibold">{name}</span>
              <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/settings">
                <Settings aria-hidden="true" className="size-4" />
                Settings
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={signOut}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={unsaved.length > 0}
        onOpenChange={(open) => {
          if (!open) setUnsaved([]);
        }}
        title="Sign out without saving?"
        description={`The changes to ${unsaved.join(' and ')} have not been saved and will be discarded.`}
        cancelLabel="Stay"
        confirmLabel="Sign out"
        onConfirm={() => {
          setUnsaved([]);
          onSignOut();
        }}
      />
    </>
  );
}
