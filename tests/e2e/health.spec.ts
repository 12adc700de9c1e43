import { expect, test } from './support/fixtures';

test('the API answers its health check', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
});

test('the home page renders with the product title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/RC Setup Assistant/);
  await expect(page.locator('body')).not.toBeEmpty();
});
