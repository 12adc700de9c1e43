import { randomBytes } from 'node:crypto';
import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { addSheetViaApi } from './support/setups-api';

/**
 * Compare (issue 15): two of a racer's sheets from the read view's "Compare with…", a community setup
 * added, and "Use this value" copying one of its values into the racer's sheet, on a phone and a desktop.
 */

test.describe.configure({ timeout: 90_000 });

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    test('compare two sheets and a community setup, then use one of its values', async ({
      page,
      newContext,
    }) => {
      const tag = `t${randomBytes(4).toString('hex')}`;
      // A second racer shares the setup the first will compare with.
      const other = await newContext();
      await registerViaApi(other.request);
      const sharedId = await addSheetViaApi(other.request, { name: 'Private', rearShockOil: '400 cSt' });
      const shared = await other.request.put(`/api/setup-sheets/${sharedId}`, {
        data: {
          isPublic: true,
          driverName: 'Sam Lap',
          vehicleMake: 'Tekno RC',
          vehicleModel: 'EB48 2.2',
          publicTrackName: 'Silverstone RC',
          publicTrackConditions: 'Dry/Dusty',
          eventName: `${tag} Winter`,
        },
      });
      expect(shared.status(), await shared.text()).toBe(200);

      await registerViaApi(page.request);
      const car = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
      const mine = await addSheetViaApi(page.request, {
        name: 'Indoor final',
        rcCarId: car,
        frontCamber: '-1.5°',
        rearShockOil: '450 cSt',
      });
      const outdoor = await addSheetViaApi(page.request, {
        name: 'Outdoor',
        rcCarId: car,
        frontCamber: '-2°',
      });

      await page.goto(`/setup-sheets?id=${mine}`);
      await page.getByRole('button', { name: 'Compare with…' }).click();
      let dialog = page.getByRole('dialog', { name: 'Compare with…' });
      await dialog.getByRole('checkbox', { name: /Outdoor/ }).check();
      await dialog.getByRole('button', { name: 'Compare' }).click();
      await expect(page).toHaveURL(`/compare?kind=setup-sheet&refs=${mine},${outdoor}`);
      const table = page.getByRole('table', { name: 'Setups compared, one column each' });
      await expect(table.getByRole('rowheader', { name: 'Front camber (differs)' })).toBeVisible();
      await expect(page.getByRole('switch', { name: /Differences only/ })).toBeChecked();

      await page.getByRole('button', { name: 'Add a setup' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a setup' });
      await dialog.getByLabel('Search, or paste a community link').fill(tag);
      await dialog.getByRole('checkbox', { name: new RegExp(`${tag} Winter`) }).check();
      await dialog.getByRole('button', { name: 'Compare' }).click();
      await expect(page).toHaveURL(`/compare?kind=setup-sheet&refs=${mine},${outdoor},public:${sharedId}`);
      // A phone shows two columns: the community setup goes on the right.
      if (width < 640) await page.getByLabel('Right').selectOption({ index: 2 });
      const use = table.getByRole('button', { name: /^Use this value for Rear shock oil/ });
      await expect(use).toBeVisible();
      await expectNoAxeViolations(page);

      await use.click();
      await expect(
        page.getByText('Rear shock oil is now 400 cSt in “Indoor final”.', { exact: true }),
      ).toBeVisible();
      // The compare loads again: my sheet holds the community's value, so there is nothing left to copy.
      await expect(use).toHaveCount(0);
      const sheets = (await (await page.request.get('/api/setup-sheets')).json()) as {
        id: number;
        rearShockOil: string | null;
      }[];
      expect(sheets.find((s) => s.id === mine)?.rearShockOil).toBe('400 cSt');
    });
  });
}
