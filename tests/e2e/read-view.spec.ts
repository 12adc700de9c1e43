import type { Page } from '@playwright/test';
import { groupsForCar, SETUP_SHEET_GROUPS } from '../../src/shared/constants/setup-fields';
import { inferVehicleFacts } from '../../src/shared/vehicle-class';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { addSheetViaApi, racerWithFullSheet } from './support/setups-api';

/**
 * The compact read view (issue 33 item 3): a full 1:8 nitro buggy's sheet, every field that fits the
 * car filled with its catalogue example, reads in at most three phone screens (the sheet itself, from
 * its title to its last value; the page around it, header, tabs and footer, is annotated beside it);
 * the large Track view stays one press away and the choice outlives a reload.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const PHONE_SCREEN = 844;
const NB48 = { manufacturer: 'Tekno RC', model: 'NB48 2.2', scale: '1:8', drivetrain: '4WD', power: 'nitro' };

async function racerWithFull18Sheet(page: Page) {
  await registerViaApi(page.request);
  const car = await addCarViaApi(page.request, NB48);
  const facts = inferVehicleFacts({ ...NB48 });
  const fields = groupsForCar(SETUP_SHEET_GROUPS, facts).flatMap((g) => g.fields);
  const sheet = await addSheetViaApi(page.request, {
    name: 'Nationals A main',
    rcCarId: car,
    trackName: 'Silverdale Raceway',
    trackSurface: 'Clay',
    trackConditions: 'Dry, blue groove by the final',
    driverName: 'Pit lane racer',
    notes: 'Pushed on entry in the infield: one step thinner front sway bar next time.\nTyres worn.',
    ...Object.fromEntries(fields.map((f) => [f.key, f.example])),
  });
  return { sheet, fields };
}

const scrollHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test(`a full 1:8 sheet reads compact by default, Track view one press away (${name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const { sheet, fields } = await racerWithFull18Sheet(page);
    await page.goto(`/setup-sheets?id=${sheet}`);
    const view = page.getByRole('article', { name: 'Nationals A main, to read' });
    const sheetButton = view.getByRole('button', { name: 'Sheet', exact: true });
    const trackButton = view.getByRole('button', { name: 'Track view' });
    await expect(sheetButton).toHaveAttribute('aria-pressed', 'true');

    // Front and rear of one setting on one row; the Front and Rear groups read as one table.
    const shocks = view.getByRole('region', { name: 'Shocks' });
    const oil = shocks.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Shock oil' }) });
    await expect(oil.getByRole('cell')).toHaveText(['500 cSt', '450 cSt']);
    const corners = view.getByRole('region', { name: 'Front and rear' });
    await expect(corners.getByRole('columnheader')).toHaveText(['Setting', 'Front', 'Rear']);
    await expect(view.getByRole('region', { name: 'Nitro engine and clutch' })).toContainText('OS P3 Turbo');
    // No history clocks on the sheet: the Track view keeps them.
    await expect(view.getByRole('button', { name: /^History of / })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const compact = await scrollHeight(page);
    const sheetHeight = (await view.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    testInfo.annotations.push(
      { type: 'scroll height (sheet view)', description: `${compact} px` },
      { type: 'the sheet itself (sheet view)', description: `${Math.round(sheetHeight)} px` },
    );
    if (name === 'phone')
      expect(sheetHeight, `${sheetHeight} px of sheet`).toBeLessThanOrEqual(3 * PHONE_SCREEN);
    await page.screenshot({ path: testInfo.outputPath(`read-sheet-${name}.png`), fullPage: true });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/read-sheet-${name}.png`, fullPage: true });

    await trackButton.click();
    await expect(trackButton).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByRole('region', { name: 'Front', exact: true })).toBeVisible();
    await expect(view.getByRole('table')).toHaveCount(0);
    // Every field of the car was filled and reads here with its history, as do the details (vehicle,
    // track, surface, conditions).
    await expect(view.getByRole('button', { name: /^History of / })).toHaveCount(fields.length + 4);
    const track = await scrollHeight(page);
    testInfo.annotations.push({ type: 'scroll height (Track view)', description: `${track} px` });
    expect(track).toBeGreaterThan(compact);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/read-track-${name}.png`, fullPage: true });

    // The choice is this device's: a reload keeps the Track view, and the sheet comes back the same way.
    await page.reload();
    await expect(trackButton).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByRole('region', { name: 'Rear', exact: true })).toBeVisible();
    await sheetButton.click();
    await expect(sheetButton).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(sheetButton).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByRole('region', { name: 'Front and rear' })).toBeVisible();
  });
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test(`an ESC setup reads compact too, and switches with the same choice (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { esc } = await racerWithFullSheet(page.request);
    await page.goto(`/setup-sheets?tab=esc&id=${esc}`);
    const view = page.getByRole('article', { name: 'Club, mild punch, to read' });
    await expect(view.getByRole('button', { name: 'Sheet', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // No front and rear on an ESC: its groups read as short label and value lines.
    const brake = view.getByRole('region', { name: 'Brake' });
    await expect(brake.getByRole('term')).toHaveText([
      'Initial brake force',
      'Max brake force',
      'Drag brake',
      'Braking frequency',
    ]);
    await expect(view.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/read-esc-${name}.png`, fullPage: true });
    await view.getByRole('button', { name: 'Track view' }).click();
    await expect(brake.getByRole('button', { name: 'History of Drag brake' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
