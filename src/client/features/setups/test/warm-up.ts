import { beforeAll } from 'vitest';

/**
 * /setup-sheets is a lazy route: the first render of a test file waits for it to be transformed and
 * imported. Importing it up front keeps that wait out of the first test's timing.
 */
export function warmUpSetupSheetsRoute(): void {
  beforeAll(async () => {
    await import('../../../routes/setup-sheets');
  }, 30_000);
}
