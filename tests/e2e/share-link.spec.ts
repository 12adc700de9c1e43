import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, test } from './support/fixtures';
import { racerWithSheet } from './support/setups-api';

/**
 * Share link (issue 18): a racer makes a link to a private sheet from its read view, a fresh
 * signed-out browser opens /s/:slug and reads the setup (and nothing private), and once the racer
 * stops sharing the same link says it is gone. On a phone and on a desktop.
 */

const readView = (page: Page) => page.getByRole('article', { name: 'Club race, to read' });

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('share a sheet by link, open it signed out, stop sharing', async ({ page, newContext }) => {
      const { sheet } = await racerWithSheet(page.request, {
        name: 'Club race',
        notes: 'Private: only for the club final',
        driverName: 'Sam Lap',
        publicTrackName: 'Mill',
        frontToe: '1.5°',
      });
      await page.goto(`/setup-sheets?id=${sheet}`);
      const panel = readView(page).getByRole('region', { name: 'Share link' });
      await panel.getByRole('button', { name: 'Share link' }).click();
      const link = panel.getByRole('textbox', { name: 'Link' });
      await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{16}$/);
      const url = await link.inputValue();
      await expect(panel.getByRole('img', { name: 'QR code for the link to Club race' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Print sticker' })).toBeVisible();
      await expectNoAxeViolations(page);

      const visitor = await (await newContext({ viewport })).newPage();
      await visitor.goto(new URL(url).pathname);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Shared setup' })).toBeVisible();
      await expect(visitor.getByText('Sam Lap')).toBeVisible();
      await expect(visitor.getByText('1.5°')).toBeVisible();
      await expect(visitor.getByText('Private: only for the club final')).toHaveCount(0);
      await expect(visitor.getByText('Club race')).toHaveCount(0);
      await expect(visitor.getByRole('link', { name: 'Sign in to copy' })).toBeVisible();
      await expectNoAxeViolations(visitor);

      await panel.getByRole('button', { name: 'Stop sharing' }).click();
      await expect(panel.getByRole('button', { name: 'Share link' })).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: 'Shared setup not found' })).toBeVisible();
      await expectNoAxeViolations(visitor);
    });
  });
}
