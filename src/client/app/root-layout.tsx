import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { Splash } from '../components/layout/splash';
import { AuthProvider, useAuth } from '../features/auth';

function Shell() {
  const { user, isLoading, logoutMutation } = useAuth();
  return (
    <AppShell user={user} authLoading={isLoading} onSignOut={() => logoutMutation.mutate()}>
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
