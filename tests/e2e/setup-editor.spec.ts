import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { makePng } from './support/png';
import { addSheetViaApi } from './support/setups-api';

/**
 * The setup editor never loses what a racer typed (leaving asks, a reload offers the draft back, an
 * upload is part of it), reads a setup at the pit table, and branches one with "Save as new".
 */

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const carTab = (page: Page) => page.getByRole('tabpanel', { name: 'Car Setups' });
const sheetForm = (page: Page) => page.getByRole('form', { name: 'Setup sheet' });
const field = (page: Page, label: string) => sheetForm(page).getByLabel(label, { exact: true });
const offer = (page: Page) => page.getByRole('region', { name: /^Restore unsaved changes from/ });

/** A racer with an EB48 and two sheets for it. */
async function racerWithSheets(page: Page) {
  await registerViaApi(page.request);
  const car = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  const club = await addSheetViaApi(page.request, {
    rcCarId: car,
    name: 'Club race',
    trackName: 'Silverdale',
    trackSurface: 'Clay',
    frontCamber: '-1.5°',
    isCurrentlyInstalled: true,
  });
  const wet = await addSheetViaApi(page.request, { rcCarId: car, name: 'Wet clay' });
  return { car, club, wet };
}

/** A reload with unsaved changes gets the browser's own question; the racer reloads anyway. */
async function reloadAnyway(page: Page) {
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
}

test('typing then opening another sheet asks; Stay keeps the text; a reload offers the draft back', async ({
  page,
}) => {
  const { club } = await racerWithSheets(page);
  await page.goto(`/setup-sheets?id=${club}&edit=1`);
  await field(page, 'Track Name').fill('Silverdale, wet');
  await page
    .getByRole('region', { name: 'My Setup Sheets' })
    .getByRole('link', { name: /Wet clay/ })
    .click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`/setup-sheets?id=${club}&edit=1`);
  await expect(field(page, 'Track Name')).toHaveValue('Silverdale, wet');

  await reloadAnyway(page);
  await expect(offer(page)).toBeVisible();
  await expect(field(page, 'Track Name')).toHaveValue('Silverdale');
  await expectNoAxeViolations(page);
  await offer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(field(page, 'Track Name')).toHaveValue('Silverdale, wet');
  await carTab(page).getByRole('button', { name: 'Save Setup' }).click();
  await expect(page.getByText('Setup sheet updated successfully', { exact: true })).toBeVisible();
  await page.reload();
  await expect(field(page, 'Track Name')).toHaveValue('Silverdale, wet');
  await expect(offer(page)).toHaveCount(0);
});

test('signing out with unsaved typing asks first; Stay keeps it, Sign out discards it', async ({ page }) => {
  const racer = await registerViaApi(page.request);
  const car = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  const sheet = await addSheetViaApi(page.request, { rcCarId: car, name: 'Club race' });
  await page.goto(`/setup-sheets?id=${sheet}&edit=1`);
  await field(page, 'Track Name').fill('Silverdale');
  const signOut = async () => {
    await page.getByRole('button', { name: new RegExp(racer.firstName) }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  };
  await signOut();
  const ask = page.getByRole('alertdialog', { name: 'Sign out without saving?' });
  await expect(ask).toContainText("'Club race'");
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(field(page, 'Track Name')).toHaveValue('Silverdale');
  await signOut();
  await ask.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an uploaded file is kept as an unsaved change across a reload, until Save', async ({ page }) => {
  const { wet } = await racerWithSheets(page);
  await page.goto(`/setup-sheets?id=${wet}&edit=1`);
  await sheetForm(page)
    .getByLabel('Choose File')
    .setInputFiles({ name: 'wet-sheet.png', mimeType: 'image/png', buffer: makePng(40, 30, [30, 90, 200]) });
  await expect(page.getByText('Save the setup to keep the file.', { exact: true })).toBeVisible();
  await reloadAnyway(page);
  await offer(page).getByRole('button', { name: 'Restore' }).click();
  const preview = sheetForm(page).getByRole('button', { name: 'View wet-sheet.png full size' });
  await expect(preview).toBeVisible();
  await carTab(page).getByRole('button', { name: 'Save Setup' }).click();
  await expect(page.getByText('Setup sheet updated successfully', { exact: true })).toBeVisible();
  const sheets = (await (await page.request.get('/api/setup-sheets')).json()) as Array<
    Record<string, unknown>
  >;
  expect(sheets.find((s) => s.id === wet)).toMatchObject({ fileName: 'wet-sheet.png' });
});

test('Save as new branches a sheet with its unsaved edits; the original stays as stored', async ({
  page,
}) => {
  const { club } = await racerWithSheets(page);
  await page.goto(`/setup-sheets?id=${club}&edit=1`);
  await field(page, 'Notes').fill('Softer rear springs');
  await carTab(page).getByRole('button', { name: 'Save as new' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Save as a new setup' });
  await expect(dialog.getByLabel('Name of the new setup')).toHaveValue('Club race (copy)');
  await dialog.getByLabel('Name of the new setup').fill('Club race, softer rear');
  await dialog.getByRole('button', { name: 'Save as new' }).click();
  await expect(
    carTab(page).getByRole('heading', { name: 'Tekno RC EB48 2.2 – Club race, softer rear' }),
  ).toBeVisible();
  await expect(field(page, 'Notes')).toHaveValue('Softer rear springs');
  const list = page.getByRole('region', { name: 'My Setup Sheets' });
  await expect(list.getByRole('link', { name: /Club race, softer rear/ })).toBeVisible();

  await list.getByRole('link', { name: /^Club race ✓ Installed/ }).click();
  const original = carTab(page).getByRole('article', { name: 'Club race, to read' });
  await expect(original).toBeVisible();
  await expect(original.getByText('Softer rear springs')).toHaveCount(0);
  await expect(original.getByText('✓ Installed')).toBeVisible();
});

test('an id that is not among the racer’s setups says so, on both tabs', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/setup-sheets?id=9999');
  await expect(carTab(page).getByRole('heading', { name: 'Setup sheet not found' })).toBeVisible();
  await page.goto('/setup-sheets?tab=esc&id=9999');
  await expect(
    page.getByRole('tabpanel', { name: 'ESC Setups' }).getByRole('heading', { name: 'ESC setup not found' }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the car card opens its setup to read, large and without controls; Edit opens the editor', async ({
    page,
  }) => {
    await racerWithSheets(page);
    await page.goto('/fleet');
    await page
      .getByRole('article', { name: 'Tekno RC EB48 2.2' })
      .getByRole('link', { name: 'Club race' })
      .click();
    const view = carTab(page).getByRole('article', { name: 'Club race, to read' });
    await expect(view).toBeVisible();
    // The compact sheet first (issue 33), the large type one press away.
    await expect(view.getByText('-1.5°')).toHaveCSS('font-size', '15px');
    await view.getByRole('button', { name: 'Track view' }).click();
    await expect(view.getByText('-1.5°')).toHaveCSS('font-size', '20px');
    await expect(view.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My Setup Sheets' })).toBeHidden();
    await expectNoAxeViolations(page);

    await view.getByRole('button', { name: 'Edit' }).click();
    await expect(field(page, 'Name')).toHaveValue('Club race');
    await page.goBack();
    await expect(view).toBeVisible();
    // The list behind it is filtered to the car, so a new sheet starts on it.
    await carTab(page).getByRole('button', { name: 'Back to list' }).click();
    await expect(page.getByLabel('Filter by Vehicle').locator('option:checked')).toHaveText(
      'Tekno RC EB48 2.2',
    );
  });

  test('a failing field is brought into view below the sticky header', async ({ page }) => {
    const { club } = await racerWithSheets(page);
    await page.goto(`/setup-sheets?id=${club}&edit=1`);
    await field(page, 'Name').fill('');
    await page.mouse.wheel(0, 4000);
    await carTab(page).getByRole('button', { name: 'Save Setup' }).click();
    const name = field(page, 'Name');
    await expect(name).toBeFocused();
    await expect(sheetForm(page).getByText('Name is required')).toBeInViewport();
    const header = await page.locator('header').first().boundingBox();
    const box = await name.boundingBox();
    expect(box && header && box.y).toBeGreaterThan((header?.y ?? 0) + (header?.height ?? 0));
  });
});
