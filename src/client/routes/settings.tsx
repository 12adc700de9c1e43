import { useNavigate } from 'react-router';
import { useAuth } from '../features/auth';
import { PushCard } from '../features/notices';
import { SettingsPage } from '../features/settings';
import { removeDraftsOf } from '../lib/local-drafts';

/** Composes two features: settings never imports auth, this route hands it what it needs. */
export default function SettingsRoute() {
  const { user, clearSession } = useAuth();
  const navigate = useNavigate();
  if (!user) return null; // RequireAuth has already redirected; this only narrows the type.
  return (
    <SettingsPage
      user={user}
      notifications={<PushCard />}
      onAccountDeleted={() => {
        removeDraftsOf(user.id);
        clearSession();
        navigate('/auth', { replace: true });
      }}
    />
  );
}
