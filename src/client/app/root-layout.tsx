import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { Splash } from '../components/layout/splash';
import { AuthProvider, useAuth } from '../features/auth';
import { loadOffline } from './load-offline';

// Signed-in only, from its own chunk: "Offline — showing what this phone saved" (issue 18).
const OfflineBanner = lazy(() => loadOffline().then((m) => ({ default: m.OfflineBanner })));

function Shell() {
  const { user, isLoading, signOut } = useAuth();
  return (
    <AppShell user={user} authLoading={isLoading} onSignOut={() => void signOut()}>
      {user && (
        <Suspense>
          <OfflineBanner />
        </Suspense>
      )}
      <Outlet />
    </AppShell>
  );
}

export function RootLayout() {
  return (
    <AuthProvider>
      <Shell />
      <Splash />
      <ScrollRestoration />
    </AuthProvider>
  );
}
