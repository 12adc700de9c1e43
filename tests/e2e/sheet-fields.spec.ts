import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { addSheetViaApi } from './support/setups-api';

/**
 * The kit-sheet fields of issue 33 in the browser: a racer fills two of them on a 1:8 nitro buggy's
 * sheet, saves, and finds them on the read view and on the printed sheet.
 */

test.describe.configure({ timeout: 90_000 });

const SERVO = 'Sanwa PGS-CL II';
const BALANCE = 'L 50.5% / R 49.5%';

const sheetForm = (page: Page) => page.getByRole('form', { name: 'Setup sheet' });
const group = (page: Page, title: string) =>
  sheetForm(page).getByRole('button', { name: new RegExp(`^${title} \\d+ of \\d+ set`) });

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test(`two new fields of a 1:8 nitro buggy's sheet, saved, read and printed (${name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await registerViaApi(page.request);
    const car = await addCarViaApi(page.request, {
      manufacturer: 'Mugen',
      model: 'MBX8',
      scale: '1:8',
      power: 'nitro',
      drivetrain: '4WD',
    });
    const sheet = await addSheetViaApi(page.request, { rcCarId: car, name: 'Nationals' });

    await page.goto(`/setup-sheets?id=${sheet}&edit=1`);
    await group(page, 'Steering').click();
    await sheetForm(page).getByLabel('Servo', { exact: true }).fill(SERVO);
    await group(page, 'Chassis and weight').click();
    const balance = sheetForm(page).getByLabel('Left / right balance', { exact: true });
    await expect(balance).toHaveAttribute('placeholder', /^e\.g\. L \d/);
    await balance.fill(BALANCE);
    await expect(group(page, 'Steering')).toContainText('1 of 4 set');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`editor-${name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await expect(page.getByText('Setup sheet updated successfully', { exact: true })).toBeVisible();

    await page.goto(`/setup-sheets?id=${sheet}`);
    const read = page.getByRole('article', { name: 'Nationals, to read' });
    await expect(read.getByText(SERVO, { exact: true })).toBeVisible();
    await expect(read.getByText(BALANCE, { exact: true })).toBeVisible();
    await expect(read.getByText('Left / right balance')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`read-${name}.png`), fullPage: true });

    await read.getByRole('link', { name: 'Print', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/setup-sheets/${sheet}/print$`));
    const paper = page.getByRole('article', { name: 'Setup sheet: Nationals, to print' });
    await expect(paper).toContainText(`Servo${SERVO}`);
    await expect(paper).toContainText(`Left / right balance${BALANCE}`);
    // A nitro car: the engine's group is printed, the motor's lines are not.
    await expect(paper.getByText('Glow plug')).toBeVisible();
    await expect(paper.getByText('Motor kV or turns')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`print-${name}.png`), fullPage: true });
  });
}
