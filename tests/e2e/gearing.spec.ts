import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/** The page never scrolls sideways: wide content (the gear chart) scrolls inside its own box. */
async function expectNoPageScrollX(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('gearing calculator on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a signed-out racer finds it on Resources, gears a car and finds gears for a rollout', async ({
    page,
  }) => {
    await page.goto('/resources');
    await page.getByRole('link', { name: 'Gearing calculator' }).click();
    await expect(page).toHaveURL(/\/tools\/gearing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gearing calculator' })).toBeVisible();

    // A 1:10 buggy: 81 ÷ 28 × 2.6 = 7.52; π × 84 ÷ 7.5214 = 35.09 mm per motor revolution.
    await page.getByRole('textbox', { name: /^Pinion/ }).fill('28');
    await expect(page.getByText('7.52 : 1')).toBeVisible();
    await expect(page.getByText('35.09mm/rev')).toBeVisible();

    await page.getByRole('textbox', { name: /^Pinion/ }).fill('0');
    await expect(page.getByText('Pinion must have at least 8 teeth')).toBeVisible();
    await page.getByRole('textbox', { name: /^Pinion/ }).fill('27');

    const chart = page.getByRole('region', { name: 'Gear chart, scrolls both ways' });
    await expect(chart.locator('[aria-current="true"]')).toHaveText('33.8 (your gears)');
    // The chart is wider than the phone: it scrolls, the page does not.
    const [scrollWidth, clientWidth] = await chart.evaluate((box) => [box.scrollWidth, box.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await chart.evaluate((box) => box.scrollBy(400, 0));
    await expect.poll(() => chart.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    // The pinion column stays stuck to the box's left edge, so every number keeps its row's name.
    const boxX = (await chart.boundingBox())?.x ?? 0;
    const headerX = (await chart.getByRole('rowheader', { name: '27T' }).boundingBox())?.x ?? -1;
    expect(Math.abs(headerX - boxX)).toBeLessThanOrEqual(2);
    await expectNoPageScrollX(page);

    const finder = page.getByRole('region', { name: 'Find gears for this rollout' });
    await finder.getByRole('textbox', { name: /^Target rollout/ }).fill('35');
    // 30/87: 101.4976 × 30 ÷ 87 = 35.00 mm, the closest pair in the chart's ranges.
    await expect(finder.getByRole('row').nth(1)).toHaveText('30T87T35.000.00');
    await expectNoAxeViolations(page);
  });
});

test('on a desktop a setup sheet link opens it on a nitro car, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/tools/gearing?class=1:8-nitro&bell=13&spur=46&diff=3.308&tyre=83');
  await expect(page.getByRole('textbox', { name: /^Clutch bell/ })).toHaveValue('13');
  // 46 ÷ 13 × 3.308 = 11.71; π × 83 ÷ 11.705 = 22.28 mm; 35 000 rpm → 46.8 km/h
  await expect(page.getByText('11.71 : 1')).toBeVisible();
  await expect(page.getByText('46.8')).toBeVisible();
  await expectNoPageScrollX(page);
  await expectNoAxeViolations(page);
});
