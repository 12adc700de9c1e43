import { useCallback } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  type CommunitySearch,
  clearFilters,
  readHighlight,
  readSearch,
  writeSearch,
} from '../lib/search-params';
import { SearchFilters } from './search-filters';
import { SetupResults } from './setup-results';

/**
 * /public-setups (SPEC §2): everything the racer searched for lives in the URL, so a link or a
 * reload shows the same page. The detail (/public-setups/:id) opens over it through the Outlet.
 */
export function CommunityPage({ signedIn }: { signedIn: boolean }) {
  useDocumentTitle('Community Setups');
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const highlight = readHighlight(params);

  // Filter changes replace the history entry: Back leaves the page instead of undoing each keystroke.
  const change = useCallback(
    (patch: Partial<CommunitySearch>) =>
      setParams((current) => writeSearch(current, patch), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const onPage = useCallback((page: number) => change({ page }), [change]);
  const onClear = useCallback(
    () => setParams((current) => clearFilters(current), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const query = params.toString();
  const detailHref = (id: number) => `/public-setups/${id}${query ? `?${query}` : ''}`;

  return (
    <>
      <PageHeading title="Community Setups">
        Setup sheets shared by racers: search by driver, car, track or event.{' '}
        {signedIn
          ? 'Copy one to your own setup sheets to start from.'
          : 'Sign in to copy one to your own setup sheets.'}
      </PageHeading>
      <div className="flex flex-col gap-6">
        <SearchFilters search={search} onChange={change} />
        <SetupResults
          search={search}
          highlight={highlight}
          onPage={onPage}
          onClear={onClear}
          detailHref={detailHref}
        />
      </div>
      <Outlet />
    </>
  );
}
