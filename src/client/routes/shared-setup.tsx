import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { sharedSetupName } from '../../shared/schemas/share-link';
import { KeepOfflineButton } from '../components/offline/keep-offline-button';
import { buttonClass } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';
import { SharedSetupDetail } from '../features/community/shared';
import { ApiError } from '../lib/api';
import { sharedSetupQuery } from '../lib/resources/share-links';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Lazy entry of /s/:slug (issue 18): a setup a racer shared by link, read-only, for anyone with
 * the link. A revoked or unknown link is a 404 page of its own, saying what may have happened.
 */
export default function SharedSetupRoute() {
  const slug = useParams().slug ?? '';
  const { user } = useAuth();
  const signedIn = user !== null;
  const setup = useQuery(sharedSetupQuery(slug));
  const missing = setup.error instanceof ApiError && setup.error.status === 404;
  const title = setup.data
    ? sharedSetupName(setup.data)
    : missing
      ? 'Shared setup not found'
      : 'Shared setup';
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-primary">
          Shared {setup.data?.kind === 'esc-setup' ? 'ESC setup' : 'setup'}
        </p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
      </div>
      {setup.data ? (
        <>
          {user && (
            <KeepOfflineButton racerId={user.id} pin={`shared:${slug}`} query={sharedSetupQuery(slug)} />
          )}
          <SharedSetupDetail slug={slug} setup={setup.data} signedIn={signedIn} />
        </>
      ) : missing ? (
        <>
          <p>This link no longer opens a setup: the racer stopped sharing it, or the link is wrong.</p>
          <Link to="/public-setups" className={`${buttonClass('primary')} w-fit`}>
            Browse community setups
          </Link>
        </>
      ) : setup.isError ? (
        <p role="alert" className="text-danger-text">
          Failed to load this setup
        </p>
      ) : (
        <Spinner label="Loading setup" />
      )}
    </div>
  );
}
