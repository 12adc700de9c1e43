import { useAuth } from '../features/auth';
import { CommunityPage } from '../features/community';

/**
 * Public: visitors browse, signed-in racers may also copy. Auth is read here so the feature never
 * imports it (and, as in fleet.tsx, so React Query stays in the entry chunk rather than a split one).
 */
export default function PublicSetupsRoute() {
  const { user } = useAuth();
  return <CommunityPage signedIn={user !== null} />;
}
