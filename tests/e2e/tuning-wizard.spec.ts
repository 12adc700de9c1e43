import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';

const wizard = (page: Page) => page.getByRole('dialog', { name: /AI Setup Wizard/ });
/** The results' Close button (the dialog's corner X is also named Close, but shows no text). */
const closeButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' });
const cards = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'Recommended changes' }).getByRole('article');

async function openFromSetupTips(page: Page): Promise<Locator> {
  await page.goto('/setup-tips');
  const card = page.getByRole('region', { name: /AI Setup Wizard/ });
  await expect(card.getByText('BETA')).toBeVisible();
  await card.getByRole('button', { name: 'Start Analysis' }).click();
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();
  return dialog;
}

/** Answers every question with its first option, then asks for recommendations. */
async function answerFirstOptions(dialog: Locator): Promise<void> {
  const questions = dialog.locator('fieldset');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    await expect(dialog.getByRole('button', { name: 'Get Recommendations' })).toHaveCount(0);
    await questions.nth(i).getByRole('button').first().click();
  }
  await dialog.getByRole('button', { name: 'Get Recommendations' }).click();
}

test('a visitor runs the whole wizard from Setup Tips: results, More Information, More Options, New Goal, Close', async ({
  page,
}) => {
  let dialog = await openFromSetupTips(page);
  await dialog.getByRole('button', { name: /More steering/ }).click();
  await expect(dialog.getByRole('heading', { name: 'How does your car handle?' })).toBeVisible();
  await answerFirstOptions(dialog);

  await expect(dialog.getByRole('heading', { name: 'Recommendations: More steering' })).toBeVisible();
  await expect(dialog.getByText(/^More steering: start with/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Pre-Setup Maintenance Check' })).toBeVisible();
  const best = await cards(dialog).count();
  expect(best).toBeGreaterThanOrEqual(3);
  const first = cards(dialog).first();
  await expect(first.getByText('Current', { exact: true })).toBeVisible();
  await expect(first.getByText('Your current setting')).toBeVisible();
  await expect(first.getByText(/(High|Medium|Low) impact/)).toBeVisible();

  await first.getByRole('button', { name: 'More Information' }).click();
  await expect(first.getByText('How to adjust')).toBeVisible();
  await first.getByRole('button', { name: 'Less Information' }).click();
  await expect(first.getByText('How to adjust')).toBeHidden();

  const more = dialog.getByRole('button', { name: /^More Options \(\d+\)$/ });
  const extra = Number((await more.textContent())?.match(/\d+/)?.[0]);
  await more.click();
  await expect(cards(dialog)).toHaveCount(best + extra);
  await expect(more).toHaveCount(0);

  await dialog.getByRole('button', { name: 'New Goal' }).click();
  await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();
  await dialog.getByRole('button', { name: /Better jumping and landing/ }).click();
  await answerFirstOptions(dialog);
  await expect(
    dialog.getByRole('heading', { name: 'Recommendations: Better jumping and landing' }),
  ).toBeVisible();

  await closeButton(dialog).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();
});

test('a racer starts from the dashboard, gets advice from the installed sheet and applies it to a copy', async ({
  page,
}) => {
  await registerViaApi(page.request);
  const car = await page.request.post('/api/cars', { data: { manufacturer: 'Tekno RC', model: 'NB48 2.2' } });
  const carId = (await car.json()).id as number;
  const installed = await page.request.post('/api/setup-sheets', {
    data: {
      rcCarId: carId,
      name: 'Club race',
      isCurrentlyInstalled: true,
      trackSurface: 'Clay',
      frontShockOil: '500 cSt',
      frontToe: '1° out',
      rearSpring: 'Blue (soft)',
    },
  });
  expect(installed.status()).toBe(201);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: /AI Setup Wizard/ });
  await expect(card.getByText('BETA')).toBeVisible();
  await card.getByRole('link', { name: 'Start AI Analysis' }).click();
  await expect(page).toHaveURL(/\/setup-tips$/);
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  const dialog = wizard(page);
  await dialog.getByLabel('Your car').selectOption({ label: 'Tekno RC NB48 2.2' });
  // A nitro car: the ESC goal is for electric cars only.
  await expect(dialog.getByRole('button', { name: /ESC power delivery/ })).toBeDisabled();
  await dialog.getByRole('button', { name: /More steering/ }).click();
  await dialog.getByRole('button', { name: 'Corner entry: braking and turning in' }).click();
  await dialog.getByRole('button', { name: 'It grips, but answers the wheel slowly' }).click();
  await dialog.getByRole('button', { name: 'Medium: normal, consistent grip' }).click();
  await dialog.getByRole('button', { name: 'A few bumps and ruts' }).click();
  await dialog.getByRole('button', { name: 'Get Recommendations' }).click();

  await expect(dialog.getByText(/^More steering for your Tekno RC NB48 2\.2: start with/)).toContainText(
    'Current values come from your installed setup "Club race".',
  );
  await dialog.getByRole('button', { name: /More Options/ }).click();
  const oil = dialog.getByRole('article', { name: /Thinner front shock oil/ });
  await expect(oil.getByText('500 cSt', { exact: true })).toBeVisible();
  await expect(oil.getByText('450 cSt', { exact: true })).toBeVisible();
  const boxes = dialog.getByRole('checkbox', { name: 'Include in my copy' });
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).uncheck();
  await oil.getByRole('checkbox', { name: 'Include in my copy' }).check();
  await dialog.getByRole('button', { name: 'Apply to a copy of my setup' }).click();
  await expect(page.getByText('Setup sheet created', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open "Club race (wizard)"' })).toBeVisible();

  const sheets = (await (await page.request.get('/api/setup-sheets')).json()) as Array<
    Record<string, unknown>
  >;
  const copy = sheets.find((s) => s.name === 'Club race (wizard)');
  expect(copy).toMatchObject({
    rcCarId: carId,
    frontShockOil: '450 cSt',
    frontToe: '1° out',
    rearSpring: 'Blue (soft)',
    isCurrentlyInstalled: false,
  });
  expect(sheets.find((s) => s.name === 'Club race')).toMatchObject({
    frontShockOil: '500 cSt',
    isCurrentlyInstalled: true,
  });
});

test('a failed analysis shows the error card; Try Again goes back to the goals', async ({ page }) => {
  await page.route('**/api/tuning/analyse', (route) =>
    route.fulfill({ status: 503, json: { message: 'The tuning service is resting' } }),
  );
  let dialog = await openFromSetupTips(page);
  await dialog.getByRole('button', { name: /Low-grip track/ }).click();
  await answerFirstOptions(dialog);
  const alert = dialog.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Analysis Failed' })).toBeVisible();
  await expect(alert).toContainText('The tuning service is resting');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();

  await page.unroute('**/api/tuning/analyse');
  await page.route('**/api/tuning/analyse', (route) => route.abort('failed'));
  dialog = await openFromSetupTips(page);
  await dialog.getByRole('button', { name: /Low-grip track/ }).click();
  await answerFirstOptions(dialog);
  await expect(dialog.getByRole('alert')).toContainText('Unable to analyse setup. Please try again.');
});

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('axe finds nothing with the wizard open, on each step', async ({ page }) => {
      const dialog = await openFromSetupTips(page);
      await expect(dialog.getByRole('button', { name: /More steering/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: /More steering/ }).click();
      await expect(dialog.locator('fieldset').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await answerFirstOptions(dialog);
      const first = cards(dialog).first();
      await first.getByRole('button', { name: 'More Information' }).click();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('touch on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  async function tap(page: Page, target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('nothing to tap');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }

  test('taps drive the whole wizard', async ({ page }) => {
    await page.goto('/setup-tips');
    await tap(page, page.getByRole('button', { name: 'Start Analysis' }));
    const dialog = wizard(page);
    await tap(page, dialog.getByRole('button', { name: /Bumpy track handling/ }));
    const questions = dialog.locator('fieldset');
    await expect(questions.first()).toBeVisible();
    for (let i = 0; i < (await questions.count()); i++) {
      const option = questions.nth(i).getByRole('button').first();
      await tap(page, option);
      await expect(option).toHaveAttribute('aria-pressed', 'true');
    }
    await tap(page, dialog.getByRole('button', { name: 'Get Recommendations' }));
    const first = cards(dialog).first();
    await tap(page, first.getByRole('button', { name: 'More Information' }));
    await expect(first.getByText('How to adjust')).toBeVisible();
    await tap(page, dialog.getByRole('button', { name: 'New Goal' }));
    await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();
  });
});
