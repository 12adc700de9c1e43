import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../shared/schemas/user';
import { useSignInHere } from '../../lib/return-to';
import { buttonClass } from '../ui/button';
import { MobileMenuButton, MobileMenuPanel, useMobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';
import { UserMenuPlaceholder } from './user-menu-placeholder';

// The dropdown (Radix menu, popper, floating-ui) is only for signed-in racers, so it is left out
// of the entry chunk a signed-out visitor downloads.
const UserMenu = lazy(() => import('./user-menu'));

interface HeaderProps {
  user: User | null;
  /** While the session is unknown neither Sign In nor the user menu shows, so neither flashes. */
  authLoading: boolean;
  onSignOut: () => void;
}

export function Header({ user, authLoading, onSignOut }: HeaderProps) {
  const menu = useMobileMenu();
  const signIn = useSignInHere();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex min-w-0 items-center gap-3">
          <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md">
            <img src="/logo.svg" alt="" width="36" height="36" className="size-9 shrink-0" />
            {/* Two short lines on a phone rather than a clipped name. */}
            <span className="line-clamp-2 text-base leading-tight font-bold tracking-tight sm:text-lg">
              RC Setup Assistant
            </span>
          </Link>
          <p className="hidden border-l border-border pl-3 text-sm text-muted-foreground md:block">
            Complete RC Setup Assistant
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <ThemeToggle />
          {!authLoading &&
            (user ? (
              <>
                <Suspense fallback={<UserMenuPlaceholder user={user} />}>
                  <UserMenu user={user} onSignOut={onSignOut} />
                </Suspense>
                <MobileMenuButton open={menu.open} onToggle={menu.toggle} />
              </>
            ) : (
              <Link to={signIn} className={buttonClass('primary', 'sm')}>
                Sign In
              </Link>
            ))}
        </div>
      </div>
      {user && <MobileMenuPanel open={menu.open} onNavigate={menu.close} />}
    </header>
  );
}
