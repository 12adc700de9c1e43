import { useQuery, useQueryClient } from '@tanstack/react-query';
import { publicSetupListQuery, publicSetupQuery } from '../../../lib/resources/public-setups';
import { apiQueryString, type CommunitySearch } from './search-params';

/** One page of the community list for a search as the URL holds it. */
export function usePublicSetupList(search: CommunitySearch) {
  return useQuery(publicSetupListQuery(apiQueryString(search)));
}

/** One shared setup: from a list page already loaded when it is there, else fetched. */
export function usePublicSetup(id: number | undefined, enabled = true) {
  return useQuery({ ...publicSetupQuery(useQueryClient(), id), enabled: enabled && id !== undefined });
}
