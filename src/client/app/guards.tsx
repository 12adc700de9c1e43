import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';

/** Signed-in routes (SPEC §2): spinner while the session is unknown, /auth when signed out. */
export function RequireAuth() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** /auth: a signed-in racer has nothing to do there and goes home. */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
