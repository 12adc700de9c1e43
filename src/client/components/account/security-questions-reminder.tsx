import { KeyRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { User } from '../../../shared/schemas/user';
import { securityStepPath } from '../../lib/return-to';
import { buttonClass } from '../ui/button';

/**
 * Shown to a racer who skipped the security questions step after sign-up (issue 33), until they
 * are set: without them a forgotten password cannot be reset. The step brings them back here.
 */
export function SecurityQuestionsReminder({ user }: { user: User }) {
  const { pathname, search } = useLocation();
  // `=== false`: a user kept from before the field existed has its questions (older accounts do).
  if (user.securityQuestionsSet !== false) return null;
  return (
    <section
      aria-labelledby="questions-reminder-title"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-border bg-accent p-4 text-accent-foreground sm:flex-row sm:items-center"
    >
      <KeyRound aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
      <div className="flex flex-1 flex-col gap-1 text-sm">
        <h2 id="questions-reminder-title" className="font-semibold">
          Set your security questions
        </h2>
        <p>They are how you reset a forgotten password. Until they are set, it cannot be reset.</p>
      </div>
      <Link to={securityStepPath(`${pathname}${search}`)} className={buttonClass('primary')}>
        Set them now
      </Link>
    </section>
  );
}
