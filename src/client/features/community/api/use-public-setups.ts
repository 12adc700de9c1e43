import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicSetup, PublicSetupPage } from '../../../../shared/schemas/public-setup';
import { PUBLIC_SETUPS_QUERY_KEY } from '../../../lib/resources/public-setups';
import { apiQueryString, type CommunitySearch } from '../lib/search-params';
import { searchPublicSetups } from './public-setups-api';

export function usePublicSetupList(search: CommunitySearch) {
  return useQuery<PublicSetupPage, Error>({
    queryKey: [...PUBLIC_SETUPS_QUERY_KEY, 'list', apiQueryString(search)],
    queryFn: () => searchPublicSetups(search),
    // The old page stays on screen while the next loads: no flash of a spinner, no layout jump.
    placeholderData: keepPreviousData,
  });
}

/** A setup already on a loaded list page: the detail opens at once instead of fetching it again. */
function fromLists(queryClient: QueryClient, id: number): PublicSetup | undefined {
  for (const [, page] of queryClient.getQueriesData<PublicSetupPage>({
    queryKey: [...PUBLIC_SETUPS_QUERY_KEY, 'list'],
  })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** GET /api/public-setups/:id (the default query function fetches the key as a URL). */
export function usePublicSetup(id: number | undefined, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery<PublicSetup, Error>({
    queryKey: [...PUBLIC_SETUPS_QUERY_KEY, id ?? 0],
    enabled: enabled && id !== undefined,
    initialData: () => (id === undefined ? undefined : fromLists(queryClient, id)),
  });
}
