import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { seedFleet, seedRuns } from './support/fleet-api';
import { addSheetViaApi } from './support/setups-api';

/**
 * Owning your data (issue 19 item 5): a racer downloads their whole account from Settings, and a new
 * account imports the zip: the dry run says what it will add, Import adds it, and the fleet (with the
 * car's photo), the setup sheet and the runs are there. The same file a second time adds nothing.
 */

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });
const report = (page: Page, title: string) => yourData(page).getByRole('region', { name: title });

async function chooseFile(page: Page, path: string): Promise<void> {
  await yourData(page).getByLabel('Choose a data file (.zip)').setInputFiles(path);
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('download my data and import it into a new account', async ({ page, newContext }) => {
      await registerViaApi(page.request);
      await seedFleet(page.request);
      await seedRuns(page.request);
      const [car] = (await (await page.request.get('/api/cars')).json()) as { id: number }[];
      await addSheetViaApi(page.request, { name: 'Ridgeway dry', rcCarId: car?.id, pinion: '17' });

      await page.goto('/settings');
      const downloading = page.waitForEvent('download');
      await yourData(page).getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^rc-setup-assistant-.+-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = await download.path();

      const other = await (await newContext({ viewport })).newPage();
      await registerViaApi(other.request);
      await other.goto('/settings');
      await chooseFile(other, zip);
      const planned = report(other, 'What this file would import');
      await expect(planned.getByRole('row', { name: /^Cars 3 0/ })).toBeVisible();
      await expect(planned.getByRole('row', { name: /^Runs 2 0/ })).toBeVisible();
      await expect(planned.getByRole('row', { name: /^Setup sheets 1 0/ })).toBeVisible();
      await expectNoAxeViolations(other);
      await yourData(other).getByRole('button', { name: 'Import', exact: true }).click();
      await expect(other.getByText(/records added to your account/).first()).toBeVisible();

      await other.goto('/fleet');
      const tekno = other.getByRole('article', { name: 'Tekno RC EB48 2.2' });
      await expect(tekno).toBeVisible();
      // The photo came in the zip: the image loads from this account's own upload.
      const photo = tekno.getByRole('img', { name: /EB48 2\.2/ });
      await expect(photo).toHaveJSProperty('complete', true);
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(tekno.getByText('#1234567')).toBeVisible();
      await other.goto('/setup-sheets');
      await expect(other.getByText('Ridgeway dry').first()).toBeVisible();

      // The same file again: everything is already here, so there is nothing to import.
      await other.goto('/settings');
      await chooseFile(other, zip);
      await expect(
        report(other, 'What this file would import').getByRole('row', { name: /^Cars 0 3/ }),
      ).toBeVisible();
      await expect(yourData(other).getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    });
  });
}
