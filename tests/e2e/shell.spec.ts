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
    /Resources/,
  ]);
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
