import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';

const PROTECTED = ['/dashboard', '/fleet', '/transponders', '/setup-sheets', '/settings'];

test('protected routes send a signed-out visitor to /auth, to come back once signed in', async ({ page }) => {
  for (const route of PROTECTED) {
    await page.goto(route);
    await expect(page, route).toHaveURL(`/auth?returnTo=${encodeURIComponent(route)}`);
  }
});

test('a signed-in racer at /auth goes to /', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('an unknown route shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the signed-out tab bar and banner invite sign-in; the signed-in one lists every section', async ({
  page,
}) => {
  await page.goto('/setup-tips');
  const nav = page.getByRole('navigation', { name: /main|sections|primary/i });
  await expect(nav.getByRole('link')).toHaveText([/Setup Tips/, /Community Setups/, /Resources/]);
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();

  await registerViaApi(page.request);
  await page.goto('/dashboard');
  await expect(nav.getByRole('link')).toHaveText([
    /Dashboard/,
    /Setup Tips/,
    /My Fleet/,
    /Transponders/,
    /Setup Sheets/,
    /Race Day/,
    /Community Setups/,
    /Resources/,
  ]);
});

test.describe('on a 390 px phone, signed in', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('five tabs fit unclipped, Community among them, and the menu lists every section', async ({
    page,
  }) => {
    await registerViaApi(page.request);
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    // innerText: only the label shown at this width (the full one is in the DOM, hidden by CSS).
    await expect
      .poll(() => tabs.filter({ visible: true }).allInnerTexts())
      .toEqual(['Home', 'Fleet', 'My Setups', 'Race Day', 'Community']);
    for (const tab of await tabs.filter({ visible: true }).all()) {
      const label = tab.locator('span').filter({ visible: true });
      const clipped = await label.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(clipped, (await label.textContent()) ?? '').toBe(false);
      expect((await tab.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // Every section (their order is the unit test's), the three the phone tabs leave out included.
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(menu.getByRole('link', { name: 'Setup Tips' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Transponders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Resources' })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Transponders' }).click();
    await expect(page).toHaveURL(/\/transponders$/);
    await expect(menu).toBeHidden();
    await tabs.filter({ hasText: 'Community' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Community Setups' })).toBeVisible();
  });
});

test.describe('the splash', () => {
  test.use({ showSplash: true });

  test('shows once per browser session', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeVisible();
    await expect(page.getByTestId('splash')).toBeHidden({ timeout: 6_000 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });

  test.describe('on a touch phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a tap ends it and never lands on the page below', async ({ page }) => {
      await page.goto('/');
      const splash = page.getByTestId('splash');
      await expect(splash).toBeVisible();
      // Right where the banner's "Sign in or create an account" lies under the splash.
      const link = page.getByRole('link', { name: 'Sign in or create an account' });
      const box = await link.boundingBox();
      if (!box) throw new Error('the banner link has no box');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(splash).toHaveCount(0, { timeout: 1_000 });
      await expect(page).toHaveURL(/\/$/);
      // Once it is gone the page takes taps as usual.
      await link.tap();
      await expect(page).toHaveURL(/\/auth$/);
    });

    test('a key ends it too', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('splash')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 1_000 });
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('axe finds nothing on /auth and the signed-out shell', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expectNoAxeViolations(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/no/such/page');
      await expectNoAxeViolations(page);
    });

    test('axe finds nothing on the signed-in shell', async ({ page }) => {
      await registerViaApi(page.request);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
