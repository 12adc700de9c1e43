import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';
import { RETURN_TO_PARAM, safeReturnPath, securityStepPath, signInPath } from '../lib/return-to';

/**
 * Signed-in routes (SPEC §2): spinner while the session is unknown, /auth when signed out, which
 * brings the racer back to this very page (path and query) once signed in. A racer who has just
 * signed out (or deleted the account) on this page is not sent back to it.
 */
export function RequireAuth() {
  const { user, isLoading, signedOutOnPurpose } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) {
    return <Navigate to={signedOutOnPurpose() ? '/auth' : signInPath(`${pathname}${search}`)} replace />;
  }
  return <Outlet />;
}

/**
 * /auth: a signed-in racer has nothing to do there. Once signed in or registered, they go to the
 * page they came from when /auth names one of this site's pages, else home (the dashboard). A racer
 * who has just signed up meets the security questions step on the way (issue 33).
 */
export function RedirectIfSignedIn() {
  const { user, isLoading, signedUpJustNow } = useAuth();
  const [params] = useSearchParams();
  if (isLoading) return <Spinner />;
  if (user) {
    const next = safeReturnPath(params.get(RETURN_TO_PARAM));
    const askQuestions = signedUpJustNow() && user.securityQuestionsSet === false;
    return <Navigate to={askQuestions ? securityStepPath(next) : next} replace />;
  }
  return <Outlet />;
}
