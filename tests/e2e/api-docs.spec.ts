import { expect, test } from './support/fixtures';

// Swagger UI's own scripts under the docs page's strict CSP: only a browser shows that they run.
test('the API docs page renders every group from our own server, with nothing refused by its CSP', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL as string).origin) outside.push(r.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /RC Setup Assistant API/ })).toBeVisible();
  const carsPut = page.locator('.opblock-put', { hasText: '/api/cars/{id}' });
  await carsPut.locator('.opblock-summary-control').click();
  // The route's auth, its path parameter and the shared error shape for refusals.
  await expect(carsPut.getByText('4XX', { exact: true })).toBeVisible();
  await expect(carsPut.getByRole('textbox', { name: 'id' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
});
