import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';

/** A car's kind from the catalogue, and the setup sheet groups that fit it, on a phone. */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const group = (scope: Locator, title: string) =>
  scope.getByRole('button', { name: new RegExp(`^${title} \\d+ of`) });

test('a catalogue car shows its kind, and a nitro car’s sheet keeps its engine and tyre values', async ({
  page,
}) => {
  await registerViaApi(page.request);

  // Picking the Tekno RC EB48 2.2 fills in what kind of car it is.
  await page.goto('/fleet');
  await page.getByRole('button', { name: 'Add Your First Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await field(dialog, 'Manufacturer').selectOption('Tekno RC');
  await field(dialog, 'Model').selectOption('EB48 2.2');
  await expect(field(dialog, 'Scale')).toHaveValue('1:8');
  await expect(field(dialog, 'Power')).toHaveValue('electric');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  const card = page.getByRole('article', { name: 'Tekno RC EB48 2.2' });
  await expect(card.getByText('1:8 · 4WD · Electric · Buggy')).toBeVisible();

  // A sheet for a nitro car: its engine group is there, a motor is not.
  await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'NB48 2.2', power: 'nitro' });
  await page.goto('/setup-sheets?new=1');
  const form = page.getByRole('form', { name: 'Setup sheet' });
  await field(form, 'Vehicle').selectOption({ label: 'Tekno RC NB48 2.2' });
  await field(form, 'Name').fill('Nitro main');
  await group(form, 'Nitro engine and clutch').click();
  const fuel = field(form, 'Fuel');
  await expect(fuel).toHaveAttribute('inputmode', 'numeric');
  await fuel.fill('16');
  await field(form, 'Glow plug').fill('OS P3 Turbo');
  await group(form, 'Tyres').click();
  await field(form, 'Front tyre').fill('AKA Impact Soft');
  await group(form, 'Electronics and gearing').click();
  await expect(field(form, 'Motor')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Setup' }).click();
  await expect(page.getByText('Setup sheet created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/setup-sheets\?id=\d+&edit=1$/);

  // Loaded afresh without &edit=1, a stored sheet opens to read: the values with their units,
  // grouped; Edit shows the inputs.
  await page.goto(page.url().replace('&edit=1', ''));
  const view = page.getByRole('article', { name: 'Nitro main, to read' });
  const nitro = view.getByRole('region', { name: 'Nitro engine and clutch' });
  await expect(nitro.getByText('16%')).toBeVisible();
  await expect(nitro.getByText('OS P3 Turbo')).toBeVisible();
  await expect(view.getByRole('region', { name: 'Tyres' }).getByText('AKA Impact Soft')).toBeVisible();
  await view.getByRole('button', { name: 'Edit' }).click();
  await group(form, 'Nitro engine and clutch').click();
  await expect(field(form, 'Fuel')).toHaveValue('16');
  await expect(field(form, 'Glow plug')).toHaveValue('OS P3 Turbo');
  await group(form, 'Tyres').click();
  await expect(field(form, 'Front tyre')).toHaveValue('AKA Impact Soft');
  await expect(group(form, 'Tyres')).toContainText('1 of 4 set');
});
