import type { ReactNode } from 'react';
import type { User } from '../../../shared/schemas/user';
import { Footer } from './footer';
import { Header } from './header';
import { SIGNED_IN_TABS, SIGNED_OUT_TABS } from './nav-items';
import { SignInBanner } from './sign-in-banner';
import { TabBar } from './tab-bar';

interface AppShellProps {
  user: User | null;
  authLoading: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

/**
 * Header, tab bar, the single <main> and footer. It takes the auth state as props so that
 * shared components never import a feature; the app layer wires it to useAuth.
 */
export function AppShell({ user, authLoading, onSignOut, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header user={user} authLoading={authLoading} onSignOut={onSignOut} />
      {/* While the session is unknown an empty bar of the same height holds the layout steady. */}
      {authLoading ? (
        <div aria-hidden="true" className="h-12 border-b border-border bg-card" />
      ) : (
        <>
          <TabBar items={user ? SIGNED_IN_TABS : SIGNED_OUT_TABS} />
          {!user && <SignInBanner />}
        </>
      )}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none md:py-8"
      >
        {children}
      </main>
      <Footer />
    </div>
  );
}
