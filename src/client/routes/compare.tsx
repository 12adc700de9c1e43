import { useAuth } from '../features/auth';
import { ComparePage } from '../features/compare';

/**
 * /compare?kind=…&refs=…, public: a visitor may compare community setups, a racer their own too.
 * Auth is read here so the feature never imports it (and, as in fleet.tsx, so React Query stays in
 * the entry chunk rather than a split one).
 */
export default function CompareRoute() {
  const { user } = useAuth();
  return <ComparePage signedIn={user !== null} />;
}
