import type { PublicSetupPage } from '../../../../shared/schemas/public-setup';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { apiRequest, readJson } from '../../../lib/api';
import { apiQueryString, type CommunitySearch } from '../lib/search-params';

/** GET /api/public-setups?… (the page size is the server's default of 12). */
export async function searchPublicSetups(search: CommunitySearch): Promise<PublicSetupPage> {
  const query = apiQueryString(search);
  return readJson<PublicSetupPage>(await apiRequest('GET', `/api/public-setups${query ? `?${query}` : ''}`));
}

/** POST /api/public-setups/:id/copy: a private sheet of the racer's own, on one of their cars or none. */
export async function copyPublicSetup(id: number, rcCarId: number | null): Promise<SetupSheet> {
  return readJson<SetupSheet>(await apiRequest('POST', `/api/public-setups/${id}/copy`, { rcCarId }));
}
