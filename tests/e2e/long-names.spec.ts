import type { Page } from '@playwright/test';
import { expect, registerViaApi, test } from './support/fixtures';
import { addCarViaApi, addTransponderViaApi } from './support/fleet-api';

/**
 * A racer types whatever they like: a 60-character model name without a space, a sheet name to match,
 * a 32-digit transponder. No page may grow wider than a 390 px phone because of them (it grew to 839 px).
 */

const LONG = 'X'.repeat(30) + 'Y'.repeat(30);

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSidewaysScroll(page: Page, path: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
}

test('long unbroken names never widen a phone page', async ({ page }) => {
  await registerViaApi(page.request);
  const carId = await addCarViaApi(page.request, { manufacturer: `Maker${LONG}`, model: LONG, notes: LONG });
  await addTransponderViaApi(page.request, '9'.repeat(32), carId);
  const sheet = await page.request.post('/api/setup-sheets', {
    data: { name: `Sheet${LONG}`, rcCarId: carId, trackName: `Track${LONG}`, isCurrentlyInstalled: true },
  });
  expect(sheet.status(), await sheet.text()).toBe(201);
  const { id } = (await sheet.json()) as { id: number };
  const esc = await page.request.post('/api/esc-setups', {
    data: { name: `Esc${LONG}`, escMake: `Make${LONG}`, escModel: LONG, rcCarId: carId },
  });
  expect(esc.status(), await esc.text()).toBe(201);
  const shared = await page.request.put(`/api/setup-sheets/${id}`, {
    data: {
      isPublic: true,
      driverName: `Driver${LONG}`,
      vehicleMake: `Maker${LONG}`,
      vehicleModel: LONG,
      publicTrackName: `Track${LONG}`,
      publicTrackConditions: 'Dry/Dusty',
      eventName: `Event${LONG}`,
    },
  });
  expect(shared.status(), await shared.text()).toBe(200);

  const pages: [string, RegExp | string][] = [
    ['/dashboard', `Sheet${LONG}`],
    ['/fleet', LONG],
    ['/transponders', '9'.repeat(32)],
    ['/setup-sheets', `Sheet${LONG}`],
    ['/setup-sheets?tab=esc', `Esc${LONG}`],
    [`/public-setups?q=${LONG}`, `Event${LONG}`],
    [`/public-setups/${id}`, `Event${LONG}`],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text).first(), path).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});
