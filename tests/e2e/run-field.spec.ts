import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { FieldDriver, ImportPreview, Run } from '../../src/shared/schemas/run';
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
const RACE = 'MODIFIED BUGGY B Main (Round 3)';

test.describe.configure({ timeout: 90_000 });
// The run's answer is read from the network, never from the service worker (see the second test).
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

    test('an imported run: laps as recorded, figures labelled, the field where the run keeps it', async ({
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
      // The import fills the field once the import's part of issue 29 is in (the lead checks it then).
      if (run.field) await expectField(page, run.field.length);
      else test.info().annotations.push({ type: 'note', description: 'this import keeps no field yet' });
      await expectNoAxeViolations(page);
    });

    test('the run page with its race’s field, from the same result’s drivers', async ({ page }) => {
      const id = await importSample(page);
      // The field stands in for what the import keeps: the same file's drivers as its preview reads them.
      const preview = (await (
        await page.request.post('/api/runs/import/preview', { data: { text: readFileSync(SAMPLE, 'utf8') } })
      ).json()) as ImportPreview;
      const race = preview.races.find((r) => r.drivers.some((d) => d.name === 'DIBRINO, ANDY'));
      const field: FieldDriver[] = (race?.drivers ?? [])
        .filter((d) => d.laps.length > 0)
        .map((d, i) => ({
          name: d.name,
          carNumber: d.carNumber ?? null,
          position: d.position ?? i + 1,
          lapsMs: d.laps.map((l) => l.timeMs),
          official: d.official ?? null,
          me: d.name === 'DIBRINO, ANDY',
        }));
      await page.route(`**/api/runs/${id}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), field } });
      });
      await page.reload();
      await expectField(page, field.length);
      // The legend shows the last lap's values until the cursor is over the chart; then a tooltip
      // names the lap under it and the place there.
      const position = page.getByRole('region', { name: 'Position lap by lap' });
      await expect(position.locator('.u-legend')).toContainText(/Lap\d+PositionP\d+/);
      const plot = position.locator('.u-over');
      await plot.hover({ position: { x: 20, y: 20 } });
      await expect(position.locator('.chart-tooltip')).toBeVisible();
      await expect(position.locator('.chart-tooltip')).toContainText(/^Lap \d+.*Position: P\d+$/);
      await expectNoAxeViolations(page);
      await page.getByRole('region', { name: 'You against the field' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`run-field-${device}.png`), fullPage: true });
    });
  });
}
