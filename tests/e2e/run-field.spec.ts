import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Run } from '../../src/shared/schemas/run';
import {
  expect,
  expectNoAxeViolations,
  PHONE_AND_DESKTOP,
  registerViaApi,
  test,
  uniqueRacer,
} from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';

/**
 * The run page with its race (issue 29, items 2, 5 and 9): a real club result (RCScoringPro, from the
 * samples beside the project) imported through the form, then the run's lap chart, its figures as
 * recorded, and — where the run keeps its race's field — the position and gap charts with their
 * tables, on a phone and a desktop, axe clean.
 */
const SAMPLE = fileURLToPath(
  new URL('../../../shared/timing-samples/rcscoringpro/tacoma-2012-01-14-mod-buggy-b.txt', import.meta.url),
);
const RACE = 'MODIFIED BUGGY · B Main · Round 3';

test.describe.configure({ timeout: 90_000 });
// The run's answer is read from the network, never from the service worker.
test.use({ serviceWorkers: 'block' });

/** Imports the racer's own driver of the sample through the form; the run's id. */
async function importSample(page: Page): Promise<number> {
  await registerViaApi(page.request, uniqueRacer({ firstName: 'Andy', lastName: 'Dibrino' }));
  await addCarViaApi(page.request, { manufacturer: 'Team Associated', model: 'B6.4' });
  await page.goto('/race-day/log');
  const form = page.getByRole('form', { name: 'Log a run' });
  await form.getByRole('tab', { name: 'From a result' }).click();
  await form.getByLabel('Paste the result').fill(readFileSync(SAMPLE, 'utf8'));
  await form.getByRole('button', { name: 'Read the result' }).click();
  await expect(
    form.getByRole('table', { name: RACE }).getByRole('radio', { name: /^DIBRINO, ANDY/ }),
  ).toBeChecked();
  await form.getByRole('button', { name: 'Import run' }).click();
  await expect(page).toHaveURL(/\/race-day\/runs\/\d+$/);
  return Number(page.url().split('/').pop());
}

/** The field's charts and tables, as a racer reads them. */
async function expectField(page: Page, drivers: number) {
  const field = page.getByRole('region', { name: 'You against the field' });
  await expect(field.getByText(/^You were .* the field’s pace\./)).toBeVisible();
  const position = field.getByRole('region', { name: 'Position lap by lap' });
  await expect(
    position.getByRole('img', { name: /^Your position lap by lap over \d+ laps/ }).locator('canvas'),
  ).toBeVisible();
  await position.getByText('Show the positions as a table').click();
  await expect(
    position.getByRole('table', {
      name: new RegExp(`^Your position at the end of each lap, of ${drivers} drivers`),
    }),
  ).toBeVisible();
  const gaps = field.getByRole('region', { name: 'Gaps lap by lap' });
  await expect(gaps.getByRole('img', { name: /^Your gap to the leader/ }).locator('canvas')).toBeVisible();
  await gaps.getByText('Show the gaps as a table').click();
  await expect(gaps.getByRole('table', { name: /^How far behind the leader/ })).toBeVisible();
}

for (const [device, viewport] of PHONE_AND_DESKTOP) {
  test.describe(device, () => {
    test.use({ viewport });

    test('an imported run: laps as recorded, figures labelled, the race’s field in charts and tables', async ({
      page,
    }) => {
      const id = await importSample(page);
      const stats = page.getByRole('region', { name: 'Statistics' });
      await expect(stats.getByRole('region', { name: 'Worked out by the app' })).toBeVisible();
      await expect(stats.getByRole('region', { name: 'As the timing system states' })).toContainText(
        'Official',
      );
      await expect(page.getByRole('img', { name: /^Lap times of 28 laps/ }).locator('canvas')).toBeVisible();
      const run = (await (await page.request.get(`/api/runs/${id}`)).json()) as Run;
      if (run.startSegment)
        await expect(page.getByText(/^Lap 1 \(the start, [\d.]+ s\) is not drawn/)).toBeVisible();
      // The import keeps the race's ten drivers, the racer among them.
      expect(run.field?.length).toBe(10);
      expect(run.field?.filter((d) => d.me).map((d) => d.name)).toEqual(['DIBRINO, ANDY']);
      await expectField(page, 10);
      // The legend shows the last lap's values until the cursor is over the chart; then a tooltip
      // names the lap under it and the place there.
      const position = page.getByRole('region', { name: 'Position lap by lap' });
      await expect(position.locator('.u-legend')).toContainText(/Lap\d+PositionP\d+/);
      await position.locator('.u-over').hover({ position: { x: 20, y: 20 } });
      await expect(position.locator('.chart-tooltip')).toBeVisible();
      await expect(position.locator('.chart-tooltip')).toContainText(/^Lap \d+.*Position: P\d+$/);
      await expectNoAxeViolations(page);
      await page.getByRole('region', { name: 'You against the field' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`run-field-${device}.png`), fullPage: true });
    });
  });
}
