import type { Page } from '@playwright/test';
import { expect, registerViaApi, test } from './support/fixtures';
import { addCarViaApi, addTransponderViaApi } from './support/fleet-api';

/**
 * A racer types whatever they like: a 60-character model name without a space, a sheet name to match,
 * a 32-digit transponder. No page may grow wider than a 390 px phone because of them (it grew to 839 px).
 */

const LONG = 'X'.repeat(30) + 'Y'.repeat(30);

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

/** Today as the browser's clock reads it (the run goes on today's Race Day list). */
const today = () => new Date().toLocaleDateString('en-CA');

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
  const laps = [40_100, 39_800, 40_300].map((timeMs, i) => ({ lapNo: i + 1, timeMs }));
  const run = await page.request.post('/api/runs', {
    data: { rcCarId: carId, setupSheetId: id, date: today(), trackName: `Track${LONG}`, laps },
  });
  expect(run.status(), await run.text()).toBe(201);
  const { id: runId } = (await run.json()) as { id: number };

  const pages: [string, RegExp | string][] = [
    ['/dashboard', `Sheet${LONG}`],
    ['/fleet', LONG],
    ['/transponders', '9'.repeat(32)],
    ['/setup-sheets', `Sheet${LONG}`],
    ['/setup-sheets?tab=esc', `Esc${LONG}`],
    [`/public-setups?q=${LONG}`, `Event${LONG}`],
    [`/public-setups/${id}`, `Event${LONG}`],
    // Issue 33: words now break only when longer than their line, so each box holding a racer's words
    // must be allowed to shrink; these pages hold them too.
    [`/setup-sheets?id=${id}`, `Track${LONG}`],
    [`/fleet/${carId}/maintenance`, LONG],
    ['/race-day', `Track${LONG}`],
    [`/race-day/cars/${carId}`, `Track${LONG}`],
    [`/race-day/runs/${runId}`, `Track${LONG}`],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    // The first copy on screen: a phone hides the setups list while a setup is open.
    await expect(page.getByText(text).locator('visible=true').first(), path).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});
