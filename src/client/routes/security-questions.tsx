import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth';
import { SecurityQuestionsStep } from '../features/settings';
import { RETURN_TO_PARAM, safeReturnPath } from '../lib/return-to';

/**
 * The security questions step that follows sign-up (issue 33), then the page the racer was going
 * to. Once the questions are set (saved here, or already), the step has nothing to ask and moves on.
 */
export default function SecurityQuestionsRoute() {
  const { user, signedUpJustNow } = useAuth();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(RETURN_TO_PARAM));
  if (!user) return null; // RequireAuth has already redirected; this only narrows the type.
  if (user.securityQuestionsSet !== false) return <Navigate to={next} replace />;
  return <SecurityQuestionsStep next={next} afterSignUp={signedUpJustNow()} />;
}
