import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';

/**
 * Maintenance (issue 19): a racer adds a diff rebuild from the presets on their nitro car's page,
 * runs the car until it is due, sees "Due: Diff rebuild" on the dashboard, marks it done with a note
 * and finds the note in the item's log. On a phone and on a desktop.
 */

/** Ten laps of 42 s: one seven-minute run, logged through the API (the page's session cookie). */
const LAPS = Array.from({ length: 10 }, (_, i) => ({ lapNo: i + 1, timeMs: 42_000 }));

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a diff rebuild comes due from the run log, and marking it done logs it', async ({ page }) => {
      await registerViaApi(page.request);
      const car = await addCarViaApi(page.request, { manufacturer: 'Mugen', model: 'MBX8R', power: 'nitro' });

      await page.goto('/fleet');
      await page.getByRole('link', { name: 'None added (maintenance of MBX8R)' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Maintenance: Mugen MBX8R' })).toBeVisible();
      await page.getByRole('button', { name: /Diff rebuild/ }).click();
      const add = page.getByRole('dialog', { name: 'Add Maintenance Item' });
      await add.getByLabel('Life').fill('1');
      await expectNoAxeViolations(page);
      await add.getByRole('button', { name: 'Add Item' }).click();
      const item = page.getByRole('article', { name: 'Diff rebuild' });
      await expect(item).toContainText('0 of 1 run');

      const run = await page.request.post('/api/runs', {
        data: { rcCarId: car, date: new Date().toISOString().slice(0, 10), trackName: 'Tacoma', laps: LAPS },
      });
      expect(run.status(), await run.text()).toBe(201);

      await page.goto('/dashboard');
      const fleet = page.getByRole('region', { name: 'My Fleet' });
      await fleet.getByRole('link', { name: 'Due: Diff rebuild' }).click();
      await expect(item).toContainText('1 of 1 run');
      await expect(item.getByText('Due', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      await item.getByRole('button', { name: 'Mark Done (Diff rebuild)' }).click();
      const done = page.getByRole('dialog', { name: 'Mark Diff rebuild done' });
      await done.getByLabel('Note (optional)').fill('New seals, 7k oil');
      await done.getByRole('button', { name: 'Mark Done' }).click();
      await expect(item).toContainText('0 of 1 run');
      await expect(item.getByText('Due', { exact: true })).toHaveCount(0);
      await item.getByRole('button', { name: 'Log of Diff rebuild' }).click();
      await expect(item.getByRole('list', { name: 'Diff rebuild log' })).toContainText(
        'after 1 run: New seals, 7k oil',
      );
      await expectNoAxeViolations(page);

      await page.goto('/fleet');
      await expect(page.getByRole('article', { name: 'Mugen MBX8R' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Due:/ })).toHaveCount(0);
    });
  });
}
