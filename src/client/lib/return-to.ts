import { useLocation } from 'react-router';

/**
 * Where a racer goes back to once signed in: /auth carries the page they came from as
 * `?returnTo=/path?query`. Only a path on this site is followed; anything else (another site,
 * "//evil.com", "/\evil.com", a scheme) goes to the dashboard, so a link cannot send a racer who
 * signs in on to someone else's page.
 */
export const RETURN_TO_PARAM = 'returnTo';

const HOME = '/';
// Any origin of our own making: a target that resolves elsewhere named a host or a scheme.
const BASE = 'http://return-to.invalid';
// Browsers read a backslash as a slash ("/\evil.com" is "//evil.com") and drop tabs and line
// breaks inside a URL ("/\t/evil.com" too): a path holding either is refused, not repaired.
const UNSAFE = /[\\\s\p{Cc}]/u;

/** The same-origin path (with its query and hash) `target` names, or '/' when it names anything else. */
export function safeReturnPath(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || UNSAFE.test(target)) return HOME;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE) return HOME;
  // Back to the sign-in page itself would only go round in a circle.
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, coming back to `path` (path and query of this site) once signed in. */
export function signInPath(path: string): string {
  const back = safeReturnPath(path);
  return back === HOME ? '/auth' : `/auth?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
}

/** The sign-in page, coming back to the page shown now (a header or banner link on a public page). */
export function useSignInHere(): string {
  const { pathname, search } = useLocation();
  return signInPath(`${pathname}${search}`);
}

/** The step that asks a new racer's security questions (issue 33), going on to `path` after. */
export const SECURITY_STEP_PATH = '/security-questions';

export function securityStepPath(path: string): string {
  const next = safeReturnPath(path);
  return next === HOME
    ? SECURITY_STEP_PATH
    : `${SECURITY_STEP_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(next)}`;
}
