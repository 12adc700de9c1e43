import type { PublicSetup, PublicSetupPage } from '../../../../shared/schemas/public-setup';

export { makePublicSetup } from '../../../test/public-setup-data';

export function makePage(
  items: PublicSetup[],
  total = items.length,
  page = 1,
  pageSize = 12,
): PublicSetupPage {
  return { items, total, page, pageSize };
}
