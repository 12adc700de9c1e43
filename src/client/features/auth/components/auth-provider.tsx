import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../shared/schemas/user';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { logout, setSessionUser, userQueryOptions } from '../../../lib/resources/account';
import { USER_KEY } from '../../../lib/resources/user-key';

export interface AuthContextValue {
  user: User | null;
  /** True only until the first user lookup settles; guards show a spinner meanwhile. */
  isLoading: boolean;
  error: Error | null;
  /**
   * A sign-in or sign-up succeeded: the racer is the user from now on. Those two requests live with
   * their forms (login-form.tsx, register-form.tsx), in the /auth chunk rather than the entry.
   * `signedUp`: the account is new, so /auth's guard opens the security questions step first.
   */
  signedIn: (user: User, how?: { signedUp?: boolean }) => void;
  /** Whether the racer of this session signed up in this tab (and has not signed in since). */
  signedUpJustNow: () => boolean;
  /** Signs out on the server, then locally (clearSession) and opens /auth; a failure says so in a toast. */
  signOut: () => Promise<void>;
  /**
   * Signed out locally, on purpose (sign-out, account deleted): the user becomes null and every
   * other cached query is dropped.
   */
  clearSession: () => void;
  /**
   * Whether the racer ended the session themselves (until the next sign-in). A session that ended
   * otherwise (it expired) sends them to sign in and back to where they were; a sign-out does not.
   */
  signedOutOnPurpose: () => boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const userQuery = useQuery(userQueryOptions);

  const endedOnPurpose = useRef(false);
  const signedOutOnPurpose = useCallback(() => endedOnPurpose.current, []);
  const signedUp = useRef(false);
  const signedUpJustNow = useCallback(() => signedUp.current, []);
  const setUser = useCallback(
    (user: User | null) => {
      if (user) endedOnPurpose.current = false;
      setSessionUser(queryClient, user);
    },
    [queryClient],
  );
  const signedIn = useCallback(
    (user: User, how?: { signedUp?: boolean }) => {
      signedUp.current = how?.signedUp === true;
      setUser(user);
    },
    [setUser],
  );
  const clearSession = useCallback(() => {
    endedOnPurpose.current = true;
    setUser(null);
    // What the device kept for reading offline leaves with the racer (a lazy chunk: lib/offline).
    void import('../../../lib/offline/clear').then((m) => m.clearOfflineData());
  }, [setUser]);

  // A session that expires mid-visit surfaces as a 401 on some other call: treat it as signed out.
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === USER_KEY[0]) return;
      const error = event.action.error;
      if (error instanceof ApiError && error.status === 401 && queryClient.getQueryData(USER_KEY)) {
        setUser(null);
      }
    });
  }, [queryClient, setUser]);

  // A plain request rather than a mutation: useMutation would be in the signed-out entry for it alone.
  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: 'Logout failed', description: (error as Error).message, variant: 'destructive' });
      return;
    }
    // Unsaved setup drafts leave with the racer (a session that merely expired keeps them), from the
    // lazy chunk of the rest a sign-out clears: the signed-out entry does not carry them.
    const signedOut = queryClient.getQueryData<User | null>(USER_KEY);
    if (signedOut) void import('../../../lib/offline/clear').then((m) => m.removeDraftsOf(signedOut.id));
    clearSession();
    navigate('/auth');
  }, [queryClient, clearSession, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: userQuery.data ?? null,
      isLoading: userQuery.isLoading,
      error: userQuery.error,
      signedIn,
      signedUpJustNow,
      signOut,
      clearSession,
      signedOutOnPurpose,
    }),
    [
      userQuery.data,
      userQuery.isLoading,
      userQuery.error,
      signedIn,
      signedUpJustNow,
      signOut,
      clearSession,
      signedOutOnPurpose,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
