import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { addSheetViaApi } from './support/setups-api';

/**
 * Gearing on the setup sheet (issue 19 item 2), on a phone: a sheet shows its FDR and rollout, opens
 * the calculator on its gears, the racer tries a bigger pinion and writes it back; the sheet then shows
 * the new FDR, and History the change with what it did to FDR and rollout.
 */
test.describe('gearing on the setup sheet, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('open a sheet in the calculator, change the pinion, write it back, read it on the sheet', async ({
    page,
  }) => {
    await registerViaApi(page.request);
    const car = await addCarViaApi(page.request, {
      manufacturer: 'Team Associated',
      model: 'B7',
      scale: '1:10',
      drivetrain: '2WD',
      power: 'electric',
    });
    const sheet = await addSheetViaApi(page.request, {
      name: 'Clay final',
      rcCarId: car,
      pinion: '24',
      spur: '81',
      internalRatio: '2.6',
      tyreDiameter: '84',
    });

    await page.goto(`/setup-sheets?id=${sheet}`);
    const view = page.getByRole('article', { name: 'Clay final, to read' });
    const gearing = view.getByRole('region', { name: 'Electronics and gearing' });
    // 81 ÷ 24 × 2.6 = 8.775; π × 84 ÷ 8.775 = 30.07 mm per motor revolution.
    await expect(gearing.getByText('8.78', { exact: true })).toBeVisible();
    await expect(gearing.getByText('30.1 mm', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await gearing.getByRole('link', { name: 'Open in calculator' }).click();
    await expect(page).toHaveURL(/\/tools\/gearing\?class=1%3A10-electric&pinion=24&.*sheet=\d+$/);
    const pinion = page.getByRole('textbox', { name: /^Pinion/ });
    await expect(pinion).toHaveValue('24');
    await expect(page.getByText('“Clay final” already has these gears.')).toBeVisible();
    await pinion.fill('25');
    // 81 ÷ 25 × 2.6 = 8.424; π × 84 ÷ 8.424 = 31.33 mm
    await expect(page.getByText('8.42 : 1')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Write to setup sheet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as version 2' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to “Clay final”' }).click();
    await expect(gearing.getByText('8.42', { exact: true })).toBeVisible();
    await expect(gearing.getByText('31.3 mm', { exact: true })).toBeVisible();
    const latest = view.getByRole('listitem', { name: /^Version 2/ });
    await expect(latest.getByRole('heading', { level: 4 })).toHaveText(/Version 2 · Gearing calculator/);
    await expect(latest).toContainText('Reason: Gearing calculator: FDR 8.42, rollout 31.3 mm');
    await expect(latest.getByRole('list', { name: 'Changes' })).toHaveText(
      /Pinion: 24T → 25T\s*FDR \(calculated\): 8.78 → 8.42\s*Rollout \(calculated\): 30.1 mm → 31.3 mm/,
    );
    await expectNoAxeViolations(page);
  });
});
