import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useSignInHere } from '../../lib/return-to';

/** SPEC §2: signed-out visitors are invited to sign in for personal sheets and fleet management. */
export function SignInBanner() {
  const signIn = useSignInHere();
  return (
    <aside
      aria-label="Sign-in invitation"
      className="border-b border-border bg-accent text-accent-foreground"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>Sign in to create personal setup sheets and manage your RC fleet and transponders.</p>
        <Link
          to={signIn}
          className="inline-flex items-center gap-1.5 self-start font-semibold underline underline-offset-4 sm:self-auto"
        >
          <LogIn aria-hidden="true" className="size-4" />
          Sign in or create an account
        </Link>
      </div>
    </aside>
  );
}
