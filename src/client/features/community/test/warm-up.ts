import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';

/**
 * The page and its detail are lazy routes: the first render of a test file waits for them to be
 * transformed and imported. Import them up front, and give async queries some slack, so a busy
 * machine (two cores, shared with other suites) does not fail a test on timing alone.
 */
export function warmUpCommunityRoutes(): void {
  configure({ asyncUtilTimeout: 4000 });
  beforeAll(async () => {
    await Promise.all([
      import('../../../routes/public-setups'),
      import('../../../routes/public-setup-detail'),
      import('../../../routes/shared-setup'),
      import('../../../routes/setup-sheets'),
    ]);
  }, 30_000);
}
