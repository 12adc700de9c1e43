import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, expectNoAxeViolations, registerViaApi, test, uniqueRacer } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';
import { addSheetViaApi } from './support/setups-api';

/**
 * Race day (issue 16): a real club result (RCScoringPro, from the samples beside the project, never
 * copied into it) pasted or chosen as a file, the racer's own driver picked for them by name, imported,
 * and the run's lap chart and statistics, on a phone and a desktop.
 */
const SAMPLE = fileURLToPath(
  new URL('../../../shared/timing-samples/rcscoringpro/tacoma-2012-01-14-mod-buggy-b.txt', import.meta.url),
);

test.describe.configure({ timeout: 60_000 });

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    test('import a result, pick the driver, see the chart and the stats', async ({ page }) => {
      // The racer is the file's "DIBRINO, ANDY": the preview picks that driver by name.
      await registerViaApi(page.request, uniqueRacer({ firstName: 'Andy', lastName: 'Dibrino' }));
      const car = await addCarViaApi(page.request, { manufacturer: 'Team Associated', model: 'B6.4' });
      await addSheetViaApi(page.request, { name: 'Tacoma mod', rcCarId: car, isCurrentlyInstalled: true });

      await page.goto('/race-day');
      await expect(page.getByText('No runs logged today yet')).toBeVisible();
      await page.getByRole('link', { name: 'Log a run' }).click();
      const form = page.getByRole('form', { name: 'Log a run' });
      await form.getByRole('tab', { name: 'From a result' }).click();
      if (width < 640) {
        // On a phone: the printout's text pasted from the club's page.
        await form.getByLabel('Paste the result').fill(readFileSync(SAMPLE, 'utf8'));
        await form.getByRole('button', { name: 'Read the result' }).click();
      } else {
        // The file itself, decoded in the browser and read at once.
        await form.getByLabel('Choose a file').setInputFiles(SAMPLE);
      }
      const race = form.getByRole('table', { name: 'MODIFIED BUGGY · B Main · Round 3' });
      await expect(race.getByRole('radio', { name: /^DIBRINO, ANDY/ })).toBeChecked();
      await expect(race.getByRole('radio')).toHaveCount(10);
      await expect(form.getByLabel('Date')).toHaveValue('2012-01-14');
      await expect(form.getByLabel('Track', { exact: true })).toHaveValue('TACOMA R/C RACEWAY');
      await expectNoAxeViolations(page);

      await form.getByLabel('Session').selectOption('Main');
      await form.getByRole('button', { name: 'Import run' }).click();
      await expect(page).toHaveURL(/\/race-day\/runs\/\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Main Round 3 · TACOMA R/C RACEWAY' }),
      ).toBeVisible();
      const chart = page.getByRole('img', { name: /^Lap times of 28 laps/ });
      await expect(chart.locator('canvas')).toBeVisible();
      const stats = page.getByRole('region', { name: 'Statistics' });
      // The sheet's figures, labelled official, exactly as the file states them (issue 29).
      const official = stats.getByRole('region', { name: 'As the timing system states' });
      await expect(official).toContainText('Laps');
      await expect(official).toContainText('28');
      await expect(official).toContainText('16.748');
      await expect(stats.getByRole('region', { name: 'Worked out by the app' })).toContainText(
        'Top-5 average',
      );
      await expect(page.getByRole('link', { name: 'Tacoma mod v1' })).toBeVisible();
      await page.getByText('Show the laps as a table').click();
      await expect(page.getByRole('table', { name: /^Every lap of the run/ }).getByRole('row')).toHaveCount(
        29,
      );
      await expectNoAxeViolations(page);

      // Importing the same driver again is refused, naming the run.
      await page.goto('/race-day/log');
      await form.getByRole('tab', { name: 'From a result' }).click();
      await form.getByLabel('Paste the result').fill(readFileSync(SAMPLE, 'utf8'));
      await form.getByRole('button', { name: 'Read the result' }).click();
      await expect(form.getByRole('radio', { name: /^DIBRINO, ANDY/ })).toBeChecked();
      await form.getByRole('button', { name: 'Import run' }).click();
      await expect(form.getByRole('alert')).toContainText(
        'DIBRINO, ANDY in MODIFIED BUGGY B Main is already imported',
      );
      await form.getByRole('link', { name: /^Open run #\d+$/ }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Main Round 3 · TACOMA R/C RACEWAY' }),
      ).toBeVisible();
    });

    test('a lap list longer than a run: the preview says what it shows, and the driver cannot be picked', async ({
      page,
    }) => {
      await registerViaApi(page.request, uniqueRacer());
      await addCarViaApi(page.request, { manufacturer: 'Team Associated', model: 'B6.4' });
      await page.goto('/race-day/log');
      const form = page.getByRole('form', { name: 'Log a run' });
      await form.getByRole('tab', { name: 'From a result' }).click();
      const laps = Array.from({ length: 612 }, (_, i) => `${i + 1}\t23.${String(i % 1000).padStart(3, '0')}`);
      await form.getByLabel('Paste the result').fill(`Lap\tTime\n${laps.join('\n')}\n`);
      await form.getByRole('button', { name: 'Read the result' }).click();
      const note = form.getByRole('note', { name: 'Not all of this file is shown' });
      await expect(note).toContainText(
        'Only the first 500 of 612 laps are shown: a run holds at most 500 laps. The figures are worked out on those 500; split the list into runs of at most 500 laps to import it.',
      );
      const driver = form.getByRole('radio', { name: /^Lap list/ });
      await expect(driver).toBeDisabled();
      await expect(form.getByText('First 500 of 612 laps shown: more than one run holds')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
