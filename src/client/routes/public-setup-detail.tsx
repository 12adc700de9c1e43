import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { KeepOfflineButton } from '../components/offline/keep-offline-button';
import { Dialog } from '../components/ui/dialog';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';
import { SetupDetail, setupTitle, usePublicSetup } from '../features/community/detail';
import { ApiError } from '../lib/api';
import { publicSetupQuery } from '../lib/resources/public-setups';

/**
 * Lazy entry of /public-setups/:id: the detail as a dialog over the list (its own chunk, so the list
 * a visitor lands on stays small). A route rather than local state so a detail can be linked to.
 * That import also matters for size: a lazy entry that uses React Query without it makes rolldown
 * split the query modules out of the entry into an extra eager chunk (+1 KiB gzip for every visitor).
 */
export default function SetupDetailRoute() {
  const { id: rawId } = useParams();
  const id = /^\d+$/.test(rawId ?? '') ? Number(rawId) : undefined;
  const { user } = useAuth();
  const signedIn = user !== null;
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const setup = usePublicSetup(id);

  const close = () => {
    // Opened from a card: Back returns to the list exactly as it was (and its scroll position).
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else
      navigate(
        { pathname: '/public-setups', search: location.search },
        { replace: true, preventScrollReset: true },
      );
  };

  const missing = id === undefined || (setup.error instanceof ApiError && setup.error.status === 404);
  const title = setup.data ? setupTitle(setup.data) : missing ? 'Setup not found' : 'Shared setup';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={title}
      // A variant, so it wins over the dialog's own max-w-lg from the sm breakpoint on.
      className="sm:max-w-3xl"
    >
      {setup.data ? (
        <div className="flex flex-col gap-4">
          {user && id !== undefined && (
            <KeepOfflineButton racerId={user.id} pin={`public:${id}`} query={publicSetupQuery(client, id)} />
          )}
          <SetupDetail setup={setup.data} signedIn={signedIn} />
        </div>
      ) : missing ? (
        <p>This setup is no longer shared, or the link is wrong.</p>
      ) : setup.isError ? (
        <p role="alert" className="text-danger-text">
          Failed to load this setup
        </p>
      ) : (
        <Spinner label="Loading setup" />
      )}
    </Dialog>
  );
}
