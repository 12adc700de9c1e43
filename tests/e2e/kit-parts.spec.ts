import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { addSheetViaApi } from './support/setups-api';

/**
 * Kit part catalogues on the sheet (issue 32, item 2): a B6.4's sheet offers its springs as choices
 * (free text still taken); an EB48's sheet, editor and print, has no slipper. Phone and desktop.
 */

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const group = (scope: Locator, title: string) =>
  scope.getByRole('button', { name: new RegExp(`^${title} \\d+ of`) });

/** The values of the <datalist> an input points at. */
async function choices(input: Locator): Promise<string[]> {
  const list = await input.getAttribute('list');
  if (!list) return [];
  return input
    .page()
    .locator(`datalist[id="${list}"] option`)
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a B6.4 sheet offers its springs; an EB48 sheet shows no slipper, in the editor and in print', async ({
      page,
    }, testInfo) => {
      test.slow();
      await registerViaApi(page.request);
      await addCarViaApi(page.request, { manufacturer: 'Team Associated', model: 'B6.4' });
      const eb48 = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });

      await page.goto('/setup-sheets?new=1');
      const form = page.getByRole('form', { name: 'Setup sheet' });
      await field(form, 'Vehicle').selectOption({ label: 'Team Associated B6.4' });
      await field(form, 'Name').fill('Clay club');
      await group(form, 'Shocks').click();
      const front = field(form, 'Front spring');
      expect(await choices(front)).toEqual(['Blue 3.30 lb/in', 'Gray 3.60 lb/in']);
      expect(await choices(field(form, 'Front shock oil'))).toContain('30 wt (350 cSt)');
      await front.fill('Gray 3.60 lb/in');
      await field(form, 'Rear spring').fill('Own choice, not in the list');
      await group(form, 'Diffs and drivetrain').click();
      await expect(field(form, 'Slipper')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`b64-sheet-${name}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Save Setup' }).click();
      await expect(page.getByText('Setup sheet created successfully', { exact: true })).toBeVisible();
      await page.goto(page.url().replace('&edit=1', ''));
      const view = page.getByRole('article', { name: 'Clay club, to read' });
      await expect(view.getByText('Gray 3.60 lb/in')).toBeVisible();
      await expect(view.getByText('Own choice, not in the list')).toBeVisible();

      // The EB48: its kit has no slipper, so neither has its sheet.
      await page.goto('/setup-sheets?new=1');
      await field(form, 'Vehicle').selectOption({ label: 'Tekno RC EB48 2.2' });
      await group(form, 'Diffs and drivetrain').click();
      await expect(field(form, 'Centre diff oil')).toBeVisible();
      await expect(field(form, 'Slipper')).toHaveCount(0);
      await group(form, 'Shocks').click();
      await expect(field(form, 'Front spring')).not.toHaveAttribute('list');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`eb48-sheet-${name}.png`), fullPage: true });

      const sheet = await addSheetViaApi(page.request, {
        rcCarId: eb48,
        name: 'EB48 main',
        centerDiffOil: '10000 cSt',
      });
      await page.goto(`/setup-sheets/${sheet}/print`);
      const paper = page.getByRole('article', { name: 'Setup sheet: EB48 main, to print' });
      await expect(paper).toContainText('Centre diff oil');
      await expect(paper).not.toContainText('Slipper');
      await expectNoAxeViolations(page);
    });
  });
}
