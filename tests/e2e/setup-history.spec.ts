import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, test } from './support/fixtures';
import { racerWithSheet } from './support/setups-api';

/**
 * Setup history (issue 15): a sheet edited three times (with a reason) shows four versions newest
 * first; an outcome is marked, version 1 restored, and one field's values read over time. On a phone
 * and on a desktop.
 */

const carTab = (page: Page) => page.getByRole('tabpanel', { name: 'Car Setups' });
const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Setup sheet' }).getByLabel(label, { exact: true });

async function saveTrack(page: Page, track: string, reason?: string) {
  await field(page, 'Track Name').fill(track);
  if (reason) await carTab(page).getByLabel('What did you change and why?').fill(reason);
  // The previous save's toast may still show: its own answer says this save is in.
  const put = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/setup-sheets\/\d+$/.test(new URL(r.url()).pathname),
  );
  await carTab(page).getByRole('button', { name: 'Save Setup' }).click();
  expect((await put).status()).toBe(200);
  await expect(page.getByText('Setup sheet updated successfully', { exact: true }).last()).toBeVisible();
  await expect(carTab(page).getByLabel('What did you change and why?')).toHaveValue('');
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('edit a sheet three times, read the timeline, mark an outcome, restore version 1', async ({
      page,
    }) => {
      const { sheet } = await racerWithSheet(page.request, { name: 'Club race', trackName: 'Mill' });

      await page.goto(`/setup-sheets?id=${sheet}&edit=1`);
      await saveTrack(page, 'Silverdale', 'New club track');
      await saveTrack(page, 'Silverdale wet');
      await saveTrack(page, 'Silverdale dry', 'Dried out by the final');
      await carTab(page).getByRole('button', { name: 'Cancel' }).click();

      const view = carTab(page).getByRole('article', { name: 'Club race, to read' });
      await view.getByRole('button', { name: 'Show history (4 versions)' }).click();
      const versions = view.getByRole('list', { name: 'Versions, newest first' });
      await expect(versions.getByRole('heading', { level: 4 })).toHaveText([
        /^Version 4 · Edited/,
        /^Version 3 · Edited/,
        /^Version 2 · Edited/,
        /^Version 1 · Created/,
      ]);
      const latest = versions.getByRole('listitem', { name: /^Version 4/ });
      await expect(latest).toContainText('Reason: Dried out by the final');
      await expect(latest).toContainText('Track: Silverdale wet → Silverdale dry');
      await expectNoAxeViolations(page);

      await latest.getByRole('button', { name: 'Reason and outcome of version 4' }).click();
      await latest.getByRole('radio', { name: 'Better' }).check();
      await latest.getByRole('button', { name: 'Save' }).click();
      await expect(latest).toContainText('Outcome: Better');

      await versions
        .getByRole('listitem', { name: /^Version 1/ })
        .getByRole('button', { name: /Restore this version/ })
        .click();
      const ask = page.getByRole('alertdialog', { name: 'Restore version 1?' });
      await expectNoAxeViolations(page);
      await ask.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText('Version 1 restored as version 5', { exact: true })).toBeVisible();
      await expect(view.getByRole('definition').filter({ hasText: /^Mill$/ })).toBeVisible();
      await expect(versions.getByRole('heading', { level: 4 }).first()).toHaveText(/^Version 5 · Restored/);

      // The clocks beside each value are the Track view's (the compact sheet has none).
      await view.getByRole('button', { name: 'Track view' }).click();
      await view.getByRole('button', { name: 'History of Track Name' }).click();
      const dialog = page.getByRole('dialog', { name: 'History of Track Name' });
      await expect(dialog.getByRole('row')).toHaveCount(6);
      await expect(dialog.getByRole('row').nth(1)).toContainText(/^5.*Mill$/);
      await expect(dialog.getByRole('row').nth(5)).toContainText(/^1.*Mill$/);
      await expectNoAxeViolations(page);
    });
  });
}
