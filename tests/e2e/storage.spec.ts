import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { makePng } from './support/png';

test('Settings shows the storage a car photo takes, refreshed after the upload without a reload', async ({
  page,
}) => {
  const racer = await registerViaApi(page.request);
  await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  await page.goto('/settings');
  const storage = page.getByRole('region', { name: 'Storage' });
  await expect(storage.getByText('0 MB of 100 MB used', { exact: true })).toBeVisible();
  await expect(storage.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute(
    'aria-valuetext',
    '0 MB of 100 MB used',
  );
  await expectNoAxeViolations(page);

  // To the fleet and back inside the app: the cached figure must not outlive the upload.
  await page.getByRole('link', { name: 'My Fleet' }).first().click();
  const photo = makePng(400, 300, [194, 65, 12], [30, 41, 59]);
  await page
    .getByRole('article', { name: 'Tekno RC EB48 2.2' })
    .getByLabel('Photo of Tekno RC EB48 2.2')
    .setInputFiles({ name: 'eb48.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Car image uploaded successfully', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(racer.firstName) }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const bar = storage.getByRole('progressbar', { name: 'Storage used' });
  // What is stored of a photo counts: its re-encoded copy and its thumbnail.
  const [car] = await (await page.request.get('/api/cars')).json();
  const served = async (url: string) => (await (await page.request.get(url)).body()).length;
  const stored = (await served(car.imageUrl)) + (await served(`${car.imageUrl}?size=thumb`));
  await expect(bar).toHaveAttribute('aria-valuenow', String(stored));
  await expect(storage.getByText('0.1 MB of 100 MB used', { exact: true })).toBeVisible();
});
