import { Bell, Flag, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../shared/schemas/user';
import { fullName } from '../../../shared/user-display';
import { unsavedChangeNames } from '../../lib/unsaved-changes';
import { changes, OutboxButton } from '../outbox/outbox-button';
import { useQueuedWrites } from '../outbox/use-outbox';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { NoticeBell } from './notice-bell';
import { TRIGGER_CLASS, UserMenuFace } from './user-menu-placeholder';

interface UserMenuProps {
  user: User;
  onSignOut: () => void;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-muted data-[disabled]:opacity-60';

/** What signing out would throw away: unsaved drafts and changes not sent yet, each said once. */
function lostOnSignOut(unsaved: string[], queued: number): string {
  const parts: string[] = [];
  if (unsaved.length > 0) parts.push(`The changes to ${unsaved.join(' and ')} have not been saved.`);
  if (queued > 0) {
    parts.push(
      `${changes(queued)} made without a connection ${queued === 1 ? 'has' : 'have'} not been sent yet.`,
    );
  }
  return `${parts.join(' ')} Signing out discards ${unsaved.length + queued > 1 ? 'them' : 'it'}.`;
}

/** Radix DropdownMenu: keyboard navigable and closes on an outside click or Escape (SPEC §2). */
export default function UserMenu({ user, onSignOut }: UserMenuProps) {
  const name = fullName(user) || user.username;
  const queued = useQueuedWrites(user.id);
  // Signing out removes unsaved drafts and changes not sent yet (a shared pit laptop keeps nothing of
  // the racer): ask first.
  /** The unsaved drafts named while the racer is asked (null: not asking). */
  const [unsaved, setUnsaved] = useState<string[] | null>(null);
  const signOut = () => {
    const names = unsavedChangeNames();
    if (names.length > 0 || queued.length > 0) setUnsaved(names);
    else onSignOut();
  };
  return (
    <>
      <OutboxButton userId={user.id} writes={queued} />
      <NoticeBell />
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
              <Link to="/notices">
                <Bell aria-hidden="true" className="size-4" />
                Notices
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/clubs">
                <Flag aria-hidden="true" className="size-4" />
                Clubs
              </Link>
            </DropdownMenu.Item>
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
        open={unsaved !== null}
        onOpenChange={(open) => {
          if (!open) setUnsaved(null);
        }}
        title="Sign out without saving?"
        description={lostOnSignOut(unsaved ?? [], queued.length)}
        cancelLabel="Stay"
        confirmLabel="Sign out"
        onConfirm={() => {
          setUnsaved(null);
          onSignOut();
        }}
      />
    </>
  );
}
