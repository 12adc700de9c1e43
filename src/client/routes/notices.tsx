import { useAuth } from '../features/auth';
import { NoticesPage } from '../features/notices';

export default function NoticesRoute() {
  const { user } = useAuth();
  // SPEC §6: nothing unless signed in; see routes/fleet.tsx for why the hook is read here.
  if (!user) return null;
  return <NoticesPage />;
}
