import { Bell } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useUnreadCount } from '../../lib/resources/notices';
import { buttonClass } from '../ui/button';

/** What the bell says to a screen reader; the badge shows the number to the eye. */
export const bellLabel = (unread: number) => (unread === 0 ? 'Notices' : `Notices, ${unread} unread`);

/**
 * The header's bell (issue 30, signed in): notices that arrived by themselves, their unread count
 * asked gently (every minute and when the racer returns to the tab). It sits in the user menu's lazy
 * chunk, so the signed-out entry does not carry it.
 */
export function NoticeBell() {
  const { pathname } = useLocation();
  const unread = useUnreadCount().data ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Link
      to="/notices"
      aria-label={bellLabel(unread)}
      aria-current={pathname === '/notices' ? 'page' : undefined}
      className={cn(buttonClass('ghost', 'icon'), 'relative')}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-semibold text-danger-foreground"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
