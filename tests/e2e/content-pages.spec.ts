import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';

const GUIDE_TABS = ['Front End', 'Rear End', 'Chassis & Drivetrain', 'Aero', 'Nitro Motor'];
const ERROR_LINK = "Found an error? We'd love to hear about it";

async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a visitor lands on the public home with the call to action and the public links', async ({ page }) => {
  await openPage(page, '/', 'RC Setup Assistant');
  await expect(page).toHaveTitle('RC Setup Assistant');
  const main = page.getByRole('main');
  await expect(main.getByText('Complete RC Setup Assistant')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  for (const name of [
    'Your fleet',
    'Transponders',
    'Setup sheets',
    'ESC setups',
    'Tuning wizard',
    'Community setups',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }

  await main.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  for (const [name, path, heading] of [
    ['Setup Tips', '/setup-tips', 'Setup Tips'],
    ['Community Setups', '/public-setups', 'Community Setups'],
    ['Resources', '/resources', 'Resources'],
  ] as const) {
    await openPage(page, '/', 'RC Setup Assistant');
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the content pages are public and also open in the signed-in shell', async ({ page }) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await registerViaApi(page.request);
    for (const [path, heading, title] of [
      ['/setup-tips', 'Setup Tips', 'Setup Tips | RC Setup Assistant'],
      ['/resources', 'Resources', 'Resources | RC Setup Assistant'],
      ['/contact', 'Contact', 'Contact | RC Setup Assistant'],
    ] as const) {
      await openPage(page, path, heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(title);
    }
    const nav = page.getByRole('navigation', { name: /main|sections|primary/i });
    await expect(nav.getByRole('link', { name: /Dashboard/ })).toHaveCount(signedIn ? 1 : 0);
  }
});

test('the setup guide: one reference section open at a time, five tabs with Front End first', async ({
  page,
}) => {
  await openPage(page, '/setup-tips', 'Setup Tips');
  const surface = page.getByRole('button', { name: 'Track Surface' });
  const handling = page.getByRole('button', { name: 'Handling Issues' });
  await surface.click();
  await expect(surface).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Loose dirt and dusty')).toBeVisible();
  await handling.click();
  await expect(handling).toHaveAttribute('aria-expanded', 'true');
  await expect(surface).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Loose dirt and dusty')).toBeHidden();
  await handling.click();
  await expect(handling).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Start Conservative' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Balance is Key' })).toBeVisible();

  const guide = page.getByRole('region', { name: 'RC Setup Guide' });
  await expect(guide.getByRole('tab')).toHaveText(GUIDE_TABS);
  await expect(guide.getByRole('tab', { name: 'Front End' })).toHaveAttribute('aria-selected', 'true');
  const expected: Record<string, string[]> = {
    'Front End': ['Camber', 'Toe', 'Caster', 'Kick-up & Arm Sweep', 'Ackermann'],
    'Rear End': [
      'Shock Oil',
      'Pistons',
      'Springs',
      'Shock Mounting',
      'Sway Bars',
      'Roll Centre',
      'Anti-Squat',
    ],
    'Chassis & Drivetrain': [
      'Differentials',
      'Slipper Clutch',
      'Wheelbase',
      'Battery Position',
      'Ride Height',
    ],
    Aero: ['Wings', 'Wickerbill'],
    'Nitro Motor': ['Engine Temperature', 'Fuel Mixture (Needles)', 'Air Filter'],
  };
  for (const tab of GUIDE_TABS) {
    await guide.getByRole('tab', { name: tab }).click();
    await expect(guide.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const panel = guide.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(expected[tab] ?? []);
    await expect(panel.getByRole('img').first()).toBeVisible();
  }
  await expect(guide.getByText('200-230°F (93-110°C)')).toBeVisible();
});

test('both error-report links go to the contact page', async ({ page }) => {
  for (const index of [0, 1]) {
    await openPage(page, '/setup-tips', 'Setup Tips');
    const links = page.getByRole('link', { name: ERROR_LINK });
    await expect(links).toHaveCount(2);
    await links.nth(index).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  }
});

test('external links open in a new tab, without an opener', async ({ page, context }) => {
  // The network is closed: answer the manufacturer's site with a tiny page of our own.
  await context.route('https://www.teknorc.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Tekno RC stand-in</title><p>ok</p>',
    }),
  );
  await openPage(page, '/resources', 'Resources');
  // Every link but the app's own tools (the gearing calculator) leads out of the app.
  const links = page.getByRole('main').getByRole('link').and(page.locator(':not([href^="/tools/"])'));
  expect(await links.count()).toBe(18);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /^Tekno RC/ }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  await expect(tab).toHaveURL('https://www.teknorc.com/');
  await expect(tab).toHaveTitle('Tekno RC stand-in');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/resources$/);

  await openPage(page, '/contact', 'Contact');
  for (const name of [/on Facebook/, /on Messenger/]) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('link', { name: 'hello@rcsetupassistant.com' })).toHaveAttribute(
    'href',
    'mailto:hello@rcsetupassistant.com',
  );
});

test('the handbook PDF is served locally as a PDF', async ({ page, request }) => {
  await openPage(page, '/resources', 'Resources');
  const href = await page.getByRole('link', { name: /RC Setup Handbook \(PDF\)/ }).getAttribute('href');
  expect(href).toBe('/rc-setup-handbook.pdf');
  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

for (const width of [375, 1280]) {
  for (const theme of ['basic', 'dark']) {
    test.describe(`axe at ${width} px, ${theme} theme`, () => {
      test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

      test('finds nothing on the landing page, every setup-guide tab, resources and contact', async ({
        page,
      }) => {
        test.slow(); // eight full-page axe scans in one test
        await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        await openPage(page, '/', 'RC Setup Assistant');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoAxeViolations(page);

        await openPage(page, '/setup-tips', 'Setup Tips');
        await page.getByRole('button', { name: 'Track Surface' }).click();
        await expect(page.getByText('Loose dirt and dusty')).toBeVisible();
        for (const tab of GUIDE_TABS) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          await expectNoAxeViolations(page);
        }

        await openPage(page, '/resources', 'Resources');
        await expectNoAxeViolations(page);
        await openPage(page, '/contact', 'Contact');
        await expectNoAxeViolations(page);
      });
    });
  }
}
