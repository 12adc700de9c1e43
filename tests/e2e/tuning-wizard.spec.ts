import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';

/*
 * The knowledge base (goals, question and option texts) changes as the wizard learns: these journeys
 * pick goals by what the server serves, options by position or by the stable car-kind texts, and
 * "More steering", whose id and name stay.
 */
const wizard = (page: Page) => page.getByRole('dialog', { name: /AI Setup Wizard/ });
/** The results' Close button (the dialog's corner X is also named Close, but shows no text). */
const closeButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' });
const cards = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'Recommended changes' }).getByRole('article');
const yourCar = (dialog: Locator) => dialog.getByRole('region', { name: 'Your car', exact: true });
/** The handling questions: groups of option buttons (the car's kind is radio groups). */
const handlingQuestions = (dialog: Locator) =>
  dialog.locator('fieldset').filter({ has: dialog.page().getByRole('button') });

async function openFromSetupTips(page: Page): Promise<Locator> {
  await page.goto('/setup-tips');
  const card = page.getByRole('region', { name: /AI Setup Wizard/ });
  await expect(card.getByText('BETA')).toBeVisible();
  await card.getByRole('button', { name: 'Start Analysis' }).click();
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();
  return dialog;
}

async function goalNamed(request: APIRequestContext, id: string): Promise<string | undefined> {
  const goals = (await (await request.get('/api/tuning/goals')).json()) as { id: string; name: string }[];
  return goals.find((g) => g.id === id)?.name;
}

/** "Your car" when asked: each kind question's first option. */
async function describeCarFirstOptions(dialog: Locator): Promise<void> {
  if ((await yourCar(dialog).count()) === 0) return;
  for (const group of await yourCar(dialog).getByRole('group').all())
    await group.getByRole('radio').first().check();
}

/** Answers every question with its first option (or the one `pick` names), then asks for recommendations. */
async function answerFirstOptions(dialog: Locator, pick?: RegExp): Promise<void> {
  const questions = handlingQuestions(dialog);
  await expect(questions.first()).toBeVisible();
  await describeCarFirstOptions(dialog);
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    await expect(dialog.getByRole('button', { name: 'Get Recommendations' })).toHaveCount(0);
    const options = questions.nth(i).getByRole('button');
    const named = pick ? options.filter({ hasText: pick }) : options;
    await ((await named.count()) ? named : options).first().click();
  }
  await dialog.getByRole('button', { name: 'Get Recommendations' }).click();
}

/** Every card's text, with More Options and every More Information open. */
async function wholeResultsText(dialog: Locator): Promise<string> {
  await showAll(dialog);
  const more = dialog.getByRole('button', { name: 'More Information' });
  while ((await more.count()) > 0) await more.first().click();
  return (await dialog.textContent()) ?? '';
}

/** The first card that can be written into a setup (by place: its Try this goes once it is tried). */
async function firstToTry(dialog: Locator): Promise<Locator> {
  const all = await cards(dialog).all();
  for (const card of all) if (await card.getByRole('button', { name: 'Try this' }).count()) return card;
  throw new Error('no card to try');
}

async function showAll(dialog: Locator): Promise<void> {
  await expect(cards(dialog).first()).toBeVisible();
  const more = dialog.getByRole('button', { name: /^More Options/ });
  if (await more.count()) await more.click();
}

/** Issue 17: on a phone, no scrolling to reach the first recommendation's title once the results show. */
async function expectFirstTitleOnFirstScreen(dialog: Locator): Promise<void> {
  const title = await cards(dialog).first().getByRole('heading').first().boundingBox();
  const shown = await dialog.boundingBox();
  const height = dialog.page().viewportSize()?.height ?? 0;
  if (!title || !shown) throw new Error('no title or dialog');
  expect(title.y).toBeGreaterThanOrEqual(shown.y);
  expect(title.y + title.height).toBeLessThanOrEqual(Math.min(shown.y + shown.height, height));
}

/** "Club race", installed on the car, with values the wizard can step from. */
const installedSheet = (rcCarId: number) => ({
  rcCarId,
  name: 'Club race',
  isCurrentlyInstalled: true,
  trackSurface: 'Clay',
  frontShockOil: '500 cSt',
  frontSpring: '4.5 lb',
  frontCamber: '-2°',
  frontToe: '1° out',
  frontDiffOil: '7000',
  centerDiffOil: '10000',
  rearDiffOil: '5000',
});

async function addCar(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const car = await request.post('/api/cars', { data });
  expect(car.status()).toBe(201);
  return (await car.json()).id as number;
}

async function pickCar(page: Page, label: string): Promise<Locator> {
  await page.goto('/setup-tips');
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  const dialog = wizard(page);
  await dialog.getByLabel('Your car').selectOption({ label });
  return dialog;
}

test('a visitor describes the car, then how it handles: results, More Information, More Options, New Goal, Close', async ({
  page,
}) => {
  let dialog = await openFromSetupTips(page);
  // Nothing to pick: the car is described in step 2.
  await expect(dialog.getByLabel('Your car')).toHaveCount(0);
  await dialog.getByRole('button', { name: /More steering/ }).click();
  await expect(dialog.getByRole('heading', { name: 'How does your car handle?' })).toBeVisible();
  // The car's kind comes first, as four short radio groups, before how the car handles.
  const car = yourCar(dialog);
  await expect(car.getByRole('group')).toHaveCount(4);
  const first = handlingQuestions(dialog).first();
  expect((await car.boundingBox())?.y ?? 0).toBeLessThan((await first.boundingBox())?.y ?? 0);
  for (const option of ['Buggy', '1:10', '2WD (rear wheels)', 'Electric motor and ESC'])
    await car.getByRole('radio', { name: option }).check();
  await answerFirstOptions(dialog);

  await expect(dialog.getByRole('heading', { name: 'Recommendations: More steering' })).toBeVisible();
  await expect(dialog.getByText(/^More steering.*: start with/)).toBeVisible();
  const maintenance = dialog.getByText(/^Pre-Setup Maintenance Check \(\d+\)$/);
  await expect(maintenance).toBeVisible();
  const best = await cards(dialog).count();
  expect(best).toBeGreaterThanOrEqual(3);
  const card = cards(dialog).first();
  await expect(card.getByText('Current', { exact: true })).toBeVisible();
  await expect(card.getByText('Your current setting')).toBeVisible();
  await expect(card.getByText(/(High|Medium|Low) impact/)).toBeVisible();
  // No installed setup: nothing to write the change into.
  await expect(dialog.getByRole('button', { name: 'Try this' })).toHaveCount(0);

  await card.getByRole('button', { name: 'More Information' }).click();
  await expect(card.getByText('How to adjust')).toBeVisible();
  await expect(card.getByText(/^Sources?: /).first()).toBeVisible();
  await card.getByRole('button', { name: 'Less Information' }).click();
  await expect(card.getByText('How to adjust')).toBeHidden();

  const more = dialog.getByRole('button', { name: /^More Options \(\d+\)$/ });
  const extra = Number((await more.textContent())?.match(/\d+/)?.[0]);
  await more.click();
  await expect(cards(dialog)).toHaveCount(best + extra);
  await expect(more).toHaveCount(0);

  await dialog.getByRole('button', { name: 'New Goal' }).click();
  await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();
  const jumping = (await goalNamed(page.request, 'jumping')) ?? 'More stability';
  await dialog.getByRole('button', { name: jumping }).click();
  await answerFirstOptions(dialog);
  await expect(dialog.getByRole('heading', { name: `Recommendations: ${jumping}` })).toBeVisible();

  await closeButton(dialog).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();
});

test('with a 2WD car the wizard never mentions a front or centre diff', async ({ page }) => {
  await registerViaApi(page.request);
  await addCar(page.request, {
    manufacturer: 'Team Associated',
    model: 'RC10B6.4',
    scale: '1:10',
    drivetrain: '2WD',
    power: 'electric',
    vehicleClass: 'buggy',
  });
  const goals = [
    ['More steering', /exit/i],
    [(await goalNamed(page.request, 'rear-traction')) ?? 'More stability', /exit|power/i],
  ] as const;
  for (const [goal, pick] of goals) {
    const dialog = await pickCar(page, 'Team Associated RC10B6.4');
    await dialog.getByRole('button', { name: goal }).click();
    // The car says what it is: no "Your car" questions.
    await expect(handlingQuestions(dialog).first()).toBeVisible();
    await expect(yourCar(dialog)).toHaveCount(0);
    await answerFirstOptions(dialog, pick);
    const text = await wholeResultsText(dialog);
    expect(text).toContain(`Recommendations: ${goal}`);
    expect(text).not.toMatch(/front diff|cent(re|er) diff|centre differential|front differential/i);
  }
});

test('a racer starts from the dashboard and tries a change on the installed sheet: History shows the wizard version', async ({
  page,
}) => {
  await registerViaApi(page.request);
  const carId = await addCar(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  const installed = await page.request.post('/api/setup-sheets', { data: installedSheet(carId) });
  expect(installed.status()).toBe(201);
  const sheetId = (await installed.json()).id as number;

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: /AI Setup Wizard/ });
  await card.getByRole('link', { name: 'Start AI Analysis' }).click();
  // Issue 33: it opens the wizard itself on the guide page.
  const dialog = wizard(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/setup-tips$/);
  await dialog.getByLabel('Your car').selectOption({ label: 'Tekno RC EB48 2.2' });
  await dialog.getByRole('button', { name: /More steering/ }).click();
  await answerFirstOptions(dialog);
  await expect(dialog.getByText(/^More steering for your Tekno RC EB48 2\.2: start with/)).toContainText(
    'Current values come from your installed setup "Club race".',
  );
  await showAll(dialog);

  const tried = await firstToTry(dialog);
  await tried.getByRole('button', { name: 'Try this' }).click();
  await expect(tried.getByRole('button', { name: 'On "Club race"' })).toBeVisible();
  await expectNoAxeViolations(page);
  await tried.getByRole('button', { name: 'On "Club race"' }).click();
  await expect(page.getByText('Saved to "Club race"', { exact: true })).toBeVisible();
  await expect(tried.getByRole('status')).toHaveText(/Saved as version 2 of "Club race"\./);

  await tried.getByRole('link', { name: 'History of "Club race"' }).click();
  await expect(page).toHaveURL(`/setup-sheets?id=${sheetId}#history`);
  const versions = page.getByRole('list', { name: 'Versions, newest first' });
  const latest = versions.getByRole('listitem', { name: /^Version 2 · Tuning wizard/ });
  await expect(latest).toBeVisible();
  await expect(latest).toContainText(/AI Setup Wizard \(More steering\): .+ → /);
  const sheets = (await (await page.request.get('/api/setup-sheets')).json()) as { version: number }[];
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.version).toBe(2);
});

test('"Try this … On a copy" on a phone saves a wizard copy and leaves the installed sheet as it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerViaApi(page.request);
  const carId = await addCar(page.request, { manufacturer: 'Tekno RC', model: 'NB48 2.2' });
  const sheet = installedSheet(carId);
  expect((await page.request.post('/api/setup-sheets', { data: sheet })).status()).toBe(201);
  const dialog = await pickCar(page, 'Tekno RC NB48 2.2');
  // A nitro car: goals for electric cars only are disabled.
  const goals = (await (await page.request.get('/api/tuning/goals')).json()) as {
    name: string;
    powertrain: string | null;
  }[];
  for (const goal of goals.filter((g) => g.powertrain === 'electric'))
    await expect(dialog.getByRole('button', { name: goal.name })).toBeDisabled();
  await dialog.getByRole('button', { name: /More steering/ }).click();
  await answerFirstOptions(dialog);
  // The longest first screen: a nitro car's summary names the installed setup.
  await expect(dialog.getByText(/installed setup "Club race"/)).toBeVisible();
  await expectFirstTitleOnFirstScreen(dialog);
  await showAll(dialog);
  const tried = await firstToTry(dialog);
  await tried.getByRole('button', { name: 'Try this' }).click();
  await tried.getByRole('button', { name: 'On a copy' }).click();
  await expect(page.getByText('Setup sheet created', { exact: true })).toBeVisible();
  await expect(tried.getByRole('link', { name: 'Open "Club race (wizard)"' })).toBeVisible();

  const sheets = (await (await page.request.get('/api/setup-sheets')).json()) as Record<string, unknown>[];
  const copy = sheets.find((s) => s.name === 'Club race (wizard)');
  expect(copy).toMatchObject({ rcCarId: carId, isCurrentlyInstalled: false });
  expect(String(copy?.notes)).toMatch(/^AI Setup Wizard \(More steering\) from "Club race": /);
  expect(sheets.find((s) => s.name === 'Club race')).toMatchObject({ ...sheet, version: 1 });
});

/*
 * Issue 32, the racer's own evidence: the racer tries the wizard's change on the installed sheet (v2),
 * marks v2 Worse (History's mark, set through the API here), and asks again: the card is moved down,
 * with the sentence beside it. On a phone and a desktop, axe clean.
 */
for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test(`on a ${name}, a change the racer tried and marked Worse is moved down and says so`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await registerViaApi(page.request);
    const carId = await addCar(page.request, { manufacturer: 'Team Associated', model: 'RC10B6.4' });
    const installed = await page.request.post('/api/setup-sheets', { data: installedSheet(carId) });
    const sheetId = (await installed.json()).id as number;
    let dialog = await pickCar(page, 'Team Associated RC10B6.4');
    await dialog.getByRole('button', { name: /More steering/ }).click();
    await answerFirstOptions(dialog);
    await showAll(dialog);
    const tried = await firstToTry(dialog);
    const title = (await tried.getByRole('heading').first().textContent())?.replace(/^\d+\. /, '') ?? '';
    await tried.getByRole('button', { name: 'Try this' }).click();
    await tried.getByRole('button', { name: 'On "Club race"' }).click();
    await expect(tried.getByRole('status')).toHaveText(/Saved as version 2 of "Club race"\./);
    const marked = await page.request.patch(`/api/setup-sheets/${sheetId}/versions/2`, {
      data: { outcome: 'worse' },
    });
    expect(marked.status()).toBe(200);

    await closeButton(dialog).click();
    dialog = await pickCar(page, 'Team Associated RC10B6.4');
    await dialog.getByRole('button', { name: /More steering/ }).click();
    await answerFirstOptions(dialog);
    await expect(
      dialog.getByText(/^More steering for your Team Associated RC10B6\.4: start with/),
    ).toContainText('Your results on this car went against');
    await showAll(dialog);
    const card = cards(dialog).last();
    await expect(card.getByRole('heading').first()).toContainText(title);
    const said = card.getByRole('region', { name: 'From what you tried' });
    await expect(said).toContainText(
      `You tried ${title.charAt(0).toLowerCase()}${title.slice(1)} in v2 and marked it Worse, so it is moved down.`,
    );
    await expect(said.getByRole('list', { name: 'Earlier changes of this setting' })).toContainText(
      /in v2: you marked it Worse; your note: “AI Setup Wizard \(More steering\)/,
    );
    await said.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/evidence-${name}.png` });
  });
}

test('a failed analysis shows the error card; Try Again goes back to the goals', async ({ page }) => {
  await page.route('**/api/tuning/analyse', (route) =>
    route.fulfill({ status: 503, json: { message: 'The tuning service is resting' } }),
  );
  let dialog = await openFromSetupTips(page);
  await dialog.getByRole('button', { name: /More steering/ }).click();
  await answerFirstOptions(dialog);
  const alert = dialog.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Analysis Failed' })).toBeVisible();
  await expect(alert).toContainText('The tuning service is resting');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();

  await page.unroute('**/api/tuning/analyse');
  await page.route('**/api/tuning/analyse', (route) => route.abort('failed'));
  dialog = await openFromSetupTips(page);
  await dialog.getByRole('button', { name: /More steering/ }).click();
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
      await expect(yourCar(dialog)).toBeVisible();
      await describeCarFirstOptions(dialog);
      await expectNoAxeViolations(page);
      await answerFirstOptions(dialog);
      await dialog.getByText(/^Pre-Setup Maintenance Check/).click();
      const first = cards(dialog).first();
      await first.getByRole('button', { name: 'More Information' }).click();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function tap(page: Page, target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('nothing to tap');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }

  test('taps drive the whole wizard, and the first recommendation is on the first screen', async ({
    page,
  }) => {
    await page.goto('/setup-tips');
    await tap(page, page.getByRole('button', { name: 'Start Analysis' }));
    const dialog = wizard(page);
    await tap(page, dialog.getByRole('button', { name: /More steering/ }));
    await expect(yourCar(dialog)).toBeVisible();
    for (const group of await yourCar(dialog).getByRole('group').all()) {
      const option = group.locator('label').first();
      await tap(page, option);
      await expect(option.getByRole('radio')).toBeChecked();
    }
    const questions = handlingQuestions(dialog);
    for (let i = 0; i < (await questions.count()); i++) {
      const option = questions.nth(i).getByRole('button').first();
      await tap(page, option);
      await expect(option).toHaveAttribute('aria-pressed', 'true');
    }
    await tap(page, dialog.getByRole('button', { name: 'Get Recommendations' }));
    const first = cards(dialog).first();
    await expect(first).toBeVisible();
    await expectFirstTitleOnFirstScreen(dialog);
    await tap(page, first.getByRole('button', { name: 'More Information' }));
    await expect(first.getByText('How to adjust')).toBeVisible();
    await tap(page, dialog.getByRole('button', { name: 'New Goal' }));
    await expect(dialog.getByRole('heading', { name: 'What to improve?' })).toBeVisible();
  });
});
