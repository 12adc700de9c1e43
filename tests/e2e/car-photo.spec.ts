import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { makePng } from './support/png';

/**
 * A car's photo on a phone: opened large, replaced by a photo straight from a phone camera (over
 * the 5 MB limit and stored sideways with an EXIF orientation), and removed after a confirmation.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** 3000 × 2000 pixels of noise stored sideways (EXIF orientation 6: turn 90° to view): about 5.8 MB. */
async function sidewaysPhoneJpeg(): Promise<Buffer> {
  const [width, height] = [3000, 2000];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test('a car photo is opened large, replaced by a big phone photo (shrunk, upright) and removed', async ({
  page,
}) => {
  await registerViaApi(page.request);
  const id = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  const upload = await page.request.post('/api/upload', {
    multipart: { file: { name: 'car.png', mimeType: 'image/png', buffer: makePng(64, 36, [194, 65, 12]) } },
  });
  const { url: first } = (await upload.json()) as { url: string };
  expect((await page.request.patch(`/api/cars/${id}`, { data: { imageUrl: first } })).status()).toBe(200);

  await page.goto('/fleet');
  const card = page.getByRole('article', { name: 'Tekno RC EB48 2.2' });
  const photo = card.getByRole('img', { name: 'Tekno RC EB48 2.2' });
  await expect(photo).toHaveAttribute('src', first);

  // Enlarge: a tap on the photo opens the viewer; Escape closes it.
  await card.getByRole('button', { name: 'Enlarge photo of Tekno RC EB48 2.2' }).tap();
  const viewer = page.getByRole('dialog', { name: 'Tekno RC EB48 2.2' });
  await expect(viewer.getByRole('img', { name: 'Photo of Tekno RC EB48 2.2' })).toHaveAttribute('src', first);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Replace with a photo larger than the upload limit: the browser shrinks it first.
  const big = await sidewaysPhoneJpeg();
  expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/upload') && r.method() === 'POST');
  await card.getByLabel('Photo of Tekno RC EB48 2.2', { exact: true }).setInputFiles({
    name: 'IMG_0042.JPG',
    mimeType: 'image/jpeg',
    buffer: big,
  });
  expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(5 * 1024 * 1024);
  await expect(page.getByText('Car image uploaded successfully', { exact: true })).toBeVisible();
  await expect(photo).not.toHaveAttribute('src', first);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Taken sideways, shown upright: portrait, as the camera's orientation tag said.
  const size = await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size[1]).toBeGreaterThan(size[0] as number);

  // Remove: asked first; Cancel keeps it.
  const remove = card.getByRole('button', { name: 'Remove photo of Tekno RC EB48 2.2' });
  await remove.tap();
  const ask = page.getByRole('alertdialog', { name: 'Remove this photo?' });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Cancel' }).tap();
  await expect(ask).toBeHidden();
  await expect(photo).toBeVisible();
  await remove.tap();
  await ask.getByRole('button', { name: 'Remove Photo' }).tap();
  await expect(page.getByText('Photo removed', { exact: true })).toBeVisible();
  // Without its photo the card is compact again (issue 33): no picture, no empty frame.
  await expect(card.getByRole('img')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Add Photo for Tekno RC EB48 2.2' })).toBeVisible();
  await page.reload();
  await expect(card.getByRole('button', { name: 'Add Photo for Tekno RC EB48 2.2' })).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0);
});
