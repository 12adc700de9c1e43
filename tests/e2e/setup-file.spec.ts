import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { racerWithSheet } from './support/setups-api';

/**
 * A setup as a file (issue 19 item 5): one racer exports a setup sheet as `.rcsetup.json` from its read
 * view, another imports it from their list through the file chooser onto their own car of the same
 * make and model, and reads it. On a phone and on a desktop.
 */

const readView = (page: Page, name: string) => page.getByRole('article', { name: `${name}, to read` });

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('export a setup sheet as a file and import it into another account', async ({
      page,
      newContext,
    }) => {
      const { sheet } = await racerWithSheet(page.request, {
        name: 'Club race',
        trackName: 'Silverdale Raceway',
        frontToe: '1.5°',
        notes: 'Loose on the jump exit',
        isCurrentlyInstalled: true,
      });
      await page.goto(`/setup-sheets?id=${sheet}`);
      const downloading = page.waitForEvent('download');
      await readView(page, 'Club race').getByRole('button', { name: 'Export file' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Club race.rcsetup.json');
      const path = await download.path();

      const other = await (await newContext({ viewport })).newPage();
      await registerViaApi(other.request);
      await addCarViaApi(other.request, { manufacturer: 'Associated', model: 'B7' });
      const mine = await addCarViaApi(other.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
      await other.goto('/setup-sheets');
      const list = other.getByRole('region', { name: 'My Setup Sheets' });
      const choosing = other.waitForEvent('filechooser');
      await list.getByText('Import setup file').click();
      await (await choosing).setFiles(path);

      const dialog = other.getByRole('dialog', { name: 'Import setup file' });
      await expect(dialog).toContainText("'Club race', made for the Tekno RC EB48 2.2.");
      await expect(dialog.getByLabel('Vehicle')).toHaveValue(String(mine));
      await expectNoAxeViolations(other);
      await dialog.getByRole('button', { name: 'Import' }).click();

      const imported = readView(other, 'Club race');
      await expect(imported).toBeVisible();
      await expect(imported.getByText('Silverdale Raceway')).toBeVisible();
      await expect(imported.getByText('1.5°')).toBeVisible();
      await expect(imported.getByText('Loose on the jump exit')).toBeVisible();
      // Where it sat in the first account stays there: the copy is not installed.
      await expect(imported.getByText('✓ Installed')).toHaveCount(0);
      await expectNoAxeViolations(other);
    });
  });
}
