import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { makePng } from './support/png';
import { addEscViaApi, addSheetViaApi } from './support/setups-api';

/** Setup sheets, ESC setups, sharing and the dashboard, as a racer uses them. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const INSTALLED_CONFIRM =
  'This will mark this setup as currently installed on your vehicle. Any other setup for this vehicle will be marked as not installed.';
const newTag = () => `t${randomBytes(4).toString('hex')}`;

// These walk whole forms (and run axe several times) on a 2-core machine shared with the server and a
// second worker: they get three times the default 30 s.
test.describe.configure({ timeout: 90_000 });

const carTab = (page: Page) => page.getByRole('tabpanel', { name: 'Car Setups' });
const escTab = (page: Page) => page.getByRole('tabpanel', { name: 'ESC Setups' });
const sheetList = (page: Page) => page.getByRole('region', { name: 'My Setup Sheets' });
const sheetForm = (page: Page) => page.getByRole('form', { name: 'Setup sheet' });
const escForm = (page: Page) => page.getByRole('form', { name: 'ESC setup' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Opens a folded tuning section of a form (a no-op when it is open already). */
async function openSection(scope: Locator, title: string) {
  const trigger = scope.getByRole('button', { name: new RegExp(`^${title} `) });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

test('a racer writes a full setup sheet with a Treated surface, own conditions, tuning and files, kept after a reload', async ({
  page,
}) => {
  await registerViaApi(page.request);
  await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  await page.goto('/setup-sheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Sheets' })).toBeVisible();
  await expect(sheetList(page).getByText('No setup sheets found')).toBeVisible();
  await expect(carTab(page).getByRole('heading', { name: 'Select a Setup Sheet' })).toBeVisible();

  await sheetList(page).getByRole('button', { name: 'Create New Setup' }).click();
  await expect(carTab(page).getByRole('heading', { name: 'Create New Setup Sheet' })).toBeVisible();
  const form = sheetForm(page);
  await expect(field(form, 'Vehicle')).toHaveValue(/\d+/);
  await expect(field(form, 'Make')).toHaveValue('Tekno RC');
  await field(form, 'Name').fill('Indoor final');
  await field(form, 'Track Name').fill('Silverdale Raceway');
  await expect(field(form, 'Treatment Type')).toHaveCount(0);
  await field(form, 'Surface').selectOption('Treated');
  await field(form, 'Treatment Type').fill('Sugar water');
  await field(form, 'Conditions').selectOption('OTHER');
  await field(form, 'Custom Conditions').fill('Grooved line, dusty edges');
  await field(form, 'Notes').fill('Softer rear springs helped on the jump');
  await openSection(form, 'Front');
  await field(form, 'Front camber').fill('-1.5°');
  await openSection(form, 'Shocks');
  await field(form, 'Front shock oil').fill('500 cSt');
  await openSection(form, 'Rear');
  await field(form, 'Rear toe').fill('3° in');
  await openSection(form, 'Diffs and drivetrain');
  await field(form, 'Centre diff oil').fill('10000 cSt');
  await openSection(form, 'Chassis');
  await field(form, 'Droop').fill('F 110 mm / R 120 mm');
  await expect(form.getByRole('button', { name: /^Front / })).toContainText('1 of 9 set');

  await form
    .getByLabel('Choose File')
    .setInputFiles({ name: 'eb48-sheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(toast(page, 'File uploaded successfully')).toBeVisible();
  await expect(form.getByText('eb48-sheet.pdf')).toBeVisible();
  await carTab(page).getByRole('button', { name: 'Save Setup' }).click();
  await expect(toast(page, 'Setup sheet created successfully')).toBeVisible();
  const title = carTab(page).getByRole('heading', { level: 2, name: 'Tekno RC EB48 2.2 – Indoor final' });
  await expect(title).toBeVisible();
  // Saving keeps the editor open; the URL says so, so a reload does too.
  await expect(page).toHaveURL(/\/setup-sheets\?id=\d+&edit=1$/);

  await page.reload();
  const card = sheetList(page).getByRole('link', { name: /Indoor final/ });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card.getByText('Tekno RC EB48 2.2')).toBeVisible();
  await expect(card.getByText('Silverdale Raceway')).toBeVisible();
  await expect(card.getByText('Treated (Sugar water)')).toBeVisible();
  await expect(card.getByText('Grooved line, dusty edges')).toBeVisible();
  await expect(title).toBeVisible();
  await expect(field(form, 'Surface')).toHaveValue('Treated');
  await expect(field(form, 'Treatment Type')).toHaveValue('Sugar water');
  await expect(field(form, 'Conditions')).toHaveValue('OTHER');
  await expect(field(form, 'Custom Conditions')).toHaveValue('Grooved line, dusty edges');
  await expect(field(form, 'Notes')).toHaveValue('Softer rear springs helped on the jump');
  await expect(form.getByRole('link', { name: /Open PDF/ })).toHaveAttribute('href', /^\/uploads\/.+\.pdf$/);
  for (const section of ['Front', 'Rear', 'Shocks', 'Diffs and drivetrain', 'Chassis'])
    await openSection(form, section);
  await expect(field(form, 'Front camber')).toHaveValue('-1.5°');
  await expect(field(form, 'Front shock oil')).toHaveValue('500 cSt');
  await expect(field(form, 'Rear toe')).toHaveValue('3° in');
  await expect(field(form, 'Centre diff oil')).toHaveValue('10000 cSt');
  await expect(field(form, 'Droop')).toHaveValue('F 110 mm / R 120 mm');

  // The PDF gives way to a photo of the sheet, which is kept too.
  await form.getByLabel('Replace File').setInputFiles({
    name: 'sheet-photo.png',
    mimeType: 'image/png',
    buffer: makePng(48, 32, [194, 65, 12], [30, 41, 59]),
  });
  await expect(form.getByRole('button', { name: 'View sheet-photo.png full size' })).toBeVisible();
  await carTab(page).getByRole('button', { name: 'Save Setup' }).click();
  await expect(toast(page, 'Setup sheet updated successfully')).toBeVisible();
  await page.reload();
  const photo = form.getByRole('button', { name: 'View sheet-photo.png full size' }).locator('img');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
});

test('filter by vehicle, mark installed, see it on the fleet card, preselect through ?id= and delete', async ({
  page,
}) => {
  await registerViaApi(page.request);
  const eb48 = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  const b64 = await addCarViaApi(page.request, { manufacturer: 'Team Associated', model: 'B6.4' });
  await addSheetViaApi(page.request, {
    rcCarId: eb48,
    name: 'Dry clay',
    trackSurface: 'Clay',
    trackConditions: 'Dry/Dusty',
  });
  const astro = await addSheetViaApi(page.request, {
    rcCarId: b64,
    name: 'Astro club',
    trackSurface: 'Astroturf',
  });
  const wet = await addSheetViaApi(page.request, { rcCarId: eb48, name: 'Wet clay', trackSurface: 'Clay' });

  await page.goto('/setup-sheets');
  const list = sheetList(page);
  await expect(list.getByRole('link')).toHaveCount(3);
  await list.getByLabel('Filter by Vehicle').selectOption({ label: 'Team Associated B6.4' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: /Astro club/ })).toBeVisible();
  await list.getByLabel('Filter by Vehicle').selectOption({ label: 'Tekno RC EB48 2.2' });
  await expect(list.getByRole('link')).toHaveCount(2);

  // Install 'Dry clay' on the EB48, after the confirmation.
  await list.getByRole('link', { name: /Dry clay/ }).click();
  await expect(carTab(page).getByRole('heading', { name: 'Dry clay' })).toBeVisible();
  await carTab(page).getByRole('button', { name: 'Edit' }).click();
  await expect(carTab(page).getByRole('heading', { name: 'Tekno RC EB48 2.2 – Dry clay' })).toBeVisible();
  await carTab(page).getByRole('checkbox', { name: 'Currently installed' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark as currently installed?' });
  await expect(confirm.getByText(INSTALLED_CONFIRM)).toBeVisible();
  await confirm.getByRole('button', { name: 'Mark Installed' }).click();
  await expect(toast(page, 'Setup sheet marked as currently installed')).toBeVisible();
  await expect(carTab(page).getByRole('checkbox', { name: 'Currently installed' })).toBeChecked();
  await expect(list.getByRole('link', { name: /Dry clay/ }).getByText('✓ Installed')).toBeVisible();
  await expect(list.getByRole('link', { name: /Wet clay/ }).getByText('✓ Installed')).toHaveCount(0);

  // The fleet card names it and links back to it.
  await page.goto('/fleet');
  const fleetCard = page.getByRole('article', { name: 'Tekno RC EB48 2.2' });
  await expect(fleetCard.getByText('(Clay, Dry/Dusty)')).toBeVisible();
  await fleetCard.getByRole('link', { name: 'Dry clay' }).click();
  await expect(page).toHaveURL(/\/setup-sheets\?selected=\d+&car=\d+$/);
  await expect(carTab(page).getByRole('article', { name: 'Dry clay, to read' })).toBeVisible();

  // Installing 'Wet clay' un-installs 'Dry clay' on the same car.
  await page.goto(`/setup-sheets?id=${wet}&edit=1`);
  await expect(carTab(page).getByRole('heading', { name: 'Tekno RC EB48 2.2 – Wet clay' })).toBeVisible();
  await expect(sheetList(page).getByRole('link', { name: /Wet clay/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await carTab(page).getByRole('checkbox', { name: 'Currently installed' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Installed' }).click();
  await expect(
    sheetList(page)
      .getByRole('link', { name: /Wet clay/ })
      .getByText('✓ Installed'),
  ).toBeVisible();
  await expect(
    sheetList(page)
      .getByRole('link', { name: /Dry clay/ })
      .getByText('✓ Installed'),
  ).toHaveCount(0);

  // Preselect another through ?id=, then delete it.
  await page.goto(`/setup-sheets?id=${astro}&edit=1`);
  await expect(
    carTab(page).getByRole('heading', { name: 'Team Associated B6.4 – Astro club' }),
  ).toBeVisible();
  // The quiet Delete still says danger: red-700 on the light theme (tailwind class order must not win).
  await expect(carTab(page).getByRole('button', { name: 'Delete' })).toHaveCSS('color', 'rgb(185, 28, 28)');
  await carTab(page).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this setup sheet?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Setup sheet deleted successfully')).toBeVisible();
  await expect(carTab(page).getByRole('heading', { name: 'Select a Setup Sheet' })).toBeVisible();
  await expect(sheetList(page).getByRole('link')).toHaveCount(2);
  await expect(page).toHaveURL(/\/setup-sheets$/);
});

test('an ESC setup: required fields, custom surface, settings and a file, installed, kept, and deleted', async ({
  page,
}) => {
  const racer = await registerViaApi(page.request);
  await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  await page.goto('/setup-sheets');
  await page.getByRole('tab', { name: 'ESC Setups' }).click();
  await expect(page).toHaveURL(/tab=esc/);
  const tab = escTab(page);
  await expect(tab.getByText('No ESC setups yet')).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Select an ESC Setup' })).toBeVisible();

  await tab.getByRole('button', { name: 'Add ESC Setup' }).click();
  await expect(tab.getByRole('heading', { name: 'Create New ESC Setup' })).toBeVisible();
  const form = escForm(page);
  await expect(field(form, 'Creator')).toHaveValue(racer.username);
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('ESC Make is required')).toBeVisible();
  await expect(form.getByText('ESC Model is required')).toBeVisible();

  await field(form, 'Name').fill('Clay, mild punch');
  await field(form, 'ESC Make').fill('Hobbywing');
  await field(form, 'ESC Model').fill('XR8 Pro G2S');
  await field(form, 'Surface').selectOption('Other');
  await field(form, 'Custom Surface').fill('Grass');
  await openSection(form, 'Throttle');
  await field(form, 'Punch control').fill('Level 4');
  await openSection(form, 'Brake');
  await field(form, 'Drag brake').fill('5%');
  await openSection(form, 'Timing');
  await field(form, 'Boost timing').fill('20°');
  await form.getByLabel('Choose File').setInputFiles({
    name: 'programming-card.png',
    mimeType: 'image/png',
    buffer: makePng(40, 24, [22, 163, 74]),
  });
  await expect(form.getByRole('button', { name: 'View programming-card.png full size' })).toBeVisible();
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'ESC setup created successfully')).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Edit ESC Setup' })).toBeVisible();

  await tab.getByRole('checkbox', { name: 'Currently installed' }).click();
  await expect(page.getByRole('alertdialog').getByText(INSTALLED_CONFIRM)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Installed' }).click();
  await expect(toast(page, 'ESC setup marked as currently installed')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'ESC Setups', selected: true })).toBeVisible();
  const item = tab.getByRole('button', { name: /Clay, mild punch/ });
  await expect(item).toContainText('Hobbywing XR8 Pro G2S');
  await expect(item).toContainText('✓ Installed');
  await item.click();
  await tab.getByRole('button', { name: 'Edit' }).click();
  await expect(field(form, 'Surface')).toHaveValue('Other');
  await expect(field(form, 'Custom Surface')).toHaveValue('Grass');
  await expect(field(form, 'Creator')).toHaveValue(racer.username);
  await expect(tab.getByRole('checkbox', { name: 'Currently installed' })).toBeChecked();
  for (const section of ['Throttle', 'Brake', 'Timing']) await openSection(form, section);
  await expect(field(form, 'Punch control')).toHaveValue('Level 4');
  await expect(field(form, 'Drag brake')).toHaveValue('5%');
  await expect(field(form, 'Boost timing')).toHaveValue('20°');
  const img = form.getByRole('button', { name: 'View programming-card.png full size' }).locator('img');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(40);

  await expect(form.getByRole('button', { name: 'Remove File' })).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(tab.getByRole('button', { name: 'Delete' })).toHaveCSS('color', 'rgb(185, 28, 28)');
  await tab.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this ESC setup?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'ESC setup deleted successfully')).toBeVisible();
  await expect(tab.getByText('No ESC setups yet')).toBeVisible();
});

test('the selected ESC setup lives in the URL: a reload and Back keep it, and each tab keeps its own', async ({
  page,
}) => {
  await registerViaApi(page.request);
  const car = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  const sheet = await addSheetViaApi(page.request, { rcCarId: car, name: 'Dry clay' });
  const clay = await addEscViaApi(page.request, {
    rcCarId: car,
    name: 'Clay punch',
    escMake: 'Hobbywing',
    escModel: 'XR8 Pro',
  });
  const carpet = await addEscViaApi(page.request, { name: 'Carpet soft', escMake: 'Tekin', escModel: 'RX8' });
  const tab = escTab(page);
  const reading = (name: string) => tab.getByRole('article', { name: `${name}, to read` });

  await page.goto('/setup-sheets?tab=esc');
  await tab.getByRole('button', { name: /Clay punch/ }).click();
  await expect(page).toHaveURL(`/setup-sheets?tab=esc&id=${clay}`);
  await expect(reading('Clay punch')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'ESC Setups', selected: true })).toBeVisible();
  await expect(reading('Clay punch')).toBeVisible();
  await expect(tab.getByRole('button', { name: /Clay punch/ })).toHaveAttribute('aria-pressed', 'true');

  await tab.getByRole('button', { name: /Carpet soft/ }).click();
  await expect(page).toHaveURL(`/setup-sheets?tab=esc&id=${carpet}`);
  await expect(reading('Carpet soft')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/setup-sheets?tab=esc&id=${clay}`);
  await expect(reading('Clay punch')).toBeVisible();

  // Away to another page and Back again: the same ESC setup is open.
  await page.goto('/fleet');
  await page.goBack();
  await expect(reading('Clay punch')).toBeVisible();

  // The car tab has its own selection; switching back finds the ESC setup still open.
  await page.getByRole('tab', { name: 'Car Setups' }).click();
  await expect(page).toHaveURL(/\/setup-sheets$/);
  await sheetList(page)
    .getByRole('link', { name: /Dry clay/ })
    .click();
  await expect(page).toHaveURL(`/setup-sheets?id=${sheet}`);
  await page.getByRole('tab', { name: 'ESC Setups' }).click();
  await expect(page).toHaveURL(`/setup-sheets?tab=esc&id=${clay}`);
  await expect(reading('Clay punch')).toBeVisible();
});

test('sharing: to the highlighted community card, seen by a visitor, then unshared and gone', async ({
  page,
  newContext,
}) => {
  const tag = newTag();
  await registerViaApi(page.request);
  const car = await addCarViaApi(page.request, { manufacturer: 'XRAY', model: "XB2 '24" });
  const id = await addSheetViaApi(page.request, {
    rcCarId: car,
    name: 'Carpet final',
    trackName: 'Hall 7',
    trackSurface: 'Carpet',
    trackConditions: 'Loamy in the corners',
    frontCamber: '-1°',
  });
  await page.goto(`/setup-sheets?id=${id}&edit=1`);
  await carTab(page).getByRole('button', { name: 'Share to Community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to Community' });
  await expect(dialog.getByLabel('Driver Name')).toHaveValue('Riley Hart');
  await expect(dialog.getByLabel('Vehicle Make')).toHaveValue('XRAY');
  await expect(dialog.getByLabel('Vehicle Model')).toHaveValue("XB2 '24");
  await expect(dialog.getByLabel('Track Name')).toHaveValue('Hall 7');
  await expect(dialog.getByLabel('Track Conditions')).toHaveValue('OTHER');
  await expect(dialog.getByLabel('Describe the Conditions')).toHaveValue('Loamy in the corners');
  await expect(dialog.getByLabel('Event Name (Optional)')).toHaveValue('Carpet final');

  await dialog.getByLabel('Event Name (Optional)').fill(`${tag} Winter Indoor`);
  await dialog.getByRole('button', { name: 'Share Setup' }).click();
  await expect(dialog.getByText('Please confirm you want to share this setup publicly')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Share Setup' }).click();
  await expect(toast(page, 'Setup shared with the community')).toBeVisible();
  await expect(page).toHaveURL(`/public-setups?highlight=${id}`);
  const card = page.getByRole('article', { name: `${tag} Winter Indoor` });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card.getByText('Just shared')).toBeVisible();

  const visitor = await (await newContext()).newPage();
  await visitor.goto(`/public-setups?q=${tag}`);
  await expect(visitor.getByRole('article', { name: `${tag} Winter Indoor` })).toBeVisible();

  await page.goto(`/setup-sheets?id=${id}&edit=1`);
  await expect(carTab(page).getByText('Shared with the community.')).toBeVisible();
  await expect(carTab(page).getByRole('link', { name: 'View in Community Setups' })).toHaveAttribute(
    'href',
    `/public-setups?highlight=${id}`,
  );
  await carTab(page).getByRole('button', { name: 'Unshare' }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop sharing this setup?' })
    .getByRole('button', { name: 'Unshare' })
    .click();
  await expect(toast(page, 'Setup removed from the community')).toBeVisible();
  await expect(carTab(page).getByRole('button', { name: 'Share to Community' })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('No shared setups match your search')).toBeVisible();
  await expect(visitor.getByRole('article')).toHaveCount(0);
});

test('the dashboard: wizard first, quick access, fleet, tips, and the three latest sheets', async ({
  page,
}) => {
  await registerViaApi(page.request);
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Setup Sheets' });
  await expect(recent.getByText('No setup sheets created yet')).toBeVisible();
  await recent.getByRole('link', { name: 'Create Setup Sheet' }).click();
  await expect(page).toHaveURL(/\/setup-sheets\?new=1$/);
  await expect(page.getByRole('heading', { name: 'Add a Vehicle First' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute('href', '/fleet?add=1');

  const car = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'NB48 2.2' });
  const ids: number[] = [];
  for (const name of ['First', 'Second', 'Third', 'Fourth'])
    ids.push(await addSheetViaApi(page.request, { rcCarId: car, name }));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    /AI Setup Wizard/,
    'Quick Access',
    'My Fleet',
    'Last race day',
    'Setup Tips',
    'Recent Setup Sheets',
  ]);
  const quick = page.getByRole('region', { name: 'Quick Access' });
  const tiles: [string, string][] = [
    ['Setup Tips', '/setup-tips'],
    ['Fleet', '/fleet'],
    ['Setup Sheets', '/setup-sheets'],
    ['Links', '/resources'],
  ];
  for (const [label, href] of tiles)
    await expect(quick.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  const tips = page.getByRole('region', { name: 'Setup Tips' });
  await expect(tips.getByText('Steering, Camber, Toe')).toBeVisible();
  await expect(tips.getByText('Differentials, Gearing')).toBeVisible();
  await expect(tips.getByText('Suspension, Camber')).toBeVisible();
  await expect(tips.getByText(/one adjustment at a time/)).toBeVisible();

  const items = recent.getByRole('link', { name: /Modified/ });
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Fourth');
  await expect(items.nth(0)).toContainText('NB48 2.2');
  await expect(items.nth(0)).toContainText('Modified Today');
  await expect(items.nth(2)).toContainText('Second');
  await expect(recent.getByText('First', { exact: true })).toHaveCount(0);
  await items.nth(1).click();
  await expect(page).toHaveURL(`/setup-sheets?id=${ids[2]}`);
  // The dashboard opens a sheet to read, as at the pit table.
  await expect(carTab(page).getByRole('article', { name: 'Third, to read' })).toBeVisible();
});

/** Nothing spills sideways (a phone must never scroll horizontally). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [375, 1280]) {
  test.describe(`setup screens accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('axe finds nothing on the list, the editor with its sections open, the share dialog and the ESC tab', async ({
      page,
    }) => {
      await registerViaApi(page.request);
      const car = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
      const upload = await page.request.post('/api/upload', {
        multipart: {
          file: { name: 'sheet.png', mimeType: 'image/png', buffer: makePng(40, 30, [200, 80, 20]) },
        },
      });
      const { url } = (await upload.json()) as { url: string };
      const id = await addSheetViaApi(page.request, {
        rcCarId: car,
        name: 'Indoor final',
        trackSurface: 'Treated',
        trackSurfaceTreatment: 'VHT',
        trackConditions: 'Grooved',
        isCurrentlyInstalled: true,
        fileUrl: url,
        fileType: 'image/png',
        fileName: 'sheet.png',
      });
      await addSheetViaApi(page.request, { rcCarId: null, name: 'Spare' });

      await page.goto('/setup-sheets');
      await expect(sheetList(page).getByRole('link')).toHaveCount(2);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await sheetList(page)
        .getByRole('link', { name: /Indoor final/ })
        .click();
      // The read view first, then the editor.
      const view = carTab(page).getByRole('article', { name: 'Indoor final, to read' });
      await expect(view.getByRole('button', { name: 'View sheet.png full size' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await carTab(page).getByRole('button', { name: 'Edit' }).click();
      const form = sheetForm(page);
      await expect(form.getByRole('button', { name: 'View sheet.png full size' })).toBeVisible();
      if (width === 375) {
        // The list steps aside on a phone; Back to list brings it back.
        await expect(sheetList(page)).toBeHidden();
        await expect(carTab(page).getByRole('heading', { level: 2, name: /Indoor final/ })).toBeInViewport();
      }
      for (const section of ['Front', 'Rear', 'Shocks', 'Diffs and drivetrain', 'Chassis'])
        await openSection(form, section);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await carTab(page).getByRole('button', { name: 'Share to Community' }).click();
      await expect(page.getByRole('dialog', { name: 'Share to Community' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      if (width === 375) {
        await carTab(page).getByRole('button', { name: 'Back to list' }).click();
        await expect(sheetList(page)).toBeVisible();
      }
      expect(id).toBeGreaterThan(0);

      await page.getByRole('tab', { name: 'ESC Setups' }).click();
      await escTab(page).getByRole('button', { name: 'Add ESC Setup' }).click();
      await openSection(escForm(page), 'Throttle');
      await openSection(escForm(page), 'Protection');
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('axe finds nothing on a filled /dashboard', async ({ page }) => {
      await registerViaApi(page.request);
      const car = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
      await addSheetViaApi(page.request, { rcCarId: car, name: 'Club race' });
      await page.goto('/dashboard');
      await expect(
        page.getByRole('region', { name: 'Recent Setup Sheets' }).getByRole('link', { name: /Club race/ }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
}
