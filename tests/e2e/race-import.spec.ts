import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, expectNoAxeViolations, registerViaApi, test, uniqueRacer } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';

/**
 * A whole night (issue 29): a real RCScoringPro printout of ten mains (from the samples beside the
 * project, never copied into it) imported at once, the racer's driver in each of the three races
 * they ran, each run on the car's list as class · race · round · place, the gaps on its page, and
 * the track the racer typed kept (the file names only its event), on a phone and a desktop.
 */
const SAMPLE = fileURLToPath(
  new URL('../../../shared/timing-samples/rcscoringpro/norcal-2015-03-20-friday-mains.txt', import.meta.url),
);
const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe.configure({ timeout: 90_000 });

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    test('import all my races of a night, see each as class · race · place', async ({ page }) => {
      // The racer is the file's "Xu, Nicholas", in three of its ten mains.
      await registerViaApi(page.request, uniqueRacer({ firstName: 'Nicholas', lastName: 'Xu' }));
      const car = await addCarViaApi(page.request, { manufacturer: 'Team Associated', model: 'B6.4' });

      await page.goto(`/race-day/log?car=${car}`);
      const form = page.getByRole('form', { name: 'Log a run' });
      await form.getByLabel('Track', { exact: true }).fill('Sacramento Raceway');
      await form.getByRole('tab', { name: 'From a result' }).click();
      if (width < 640) {
        await form.getByLabel('Paste the result').fill(readFileSync(SAMPLE, 'utf8'));
        await form.getByRole('button', { name: 'Read the result' }).click();
      } else {
        await form.getByLabel('Choose a file').setInputFiles(SAMPLE);
      }
      const mine = form.getByRole('region', { name: 'You are in 3 races of this file' });
      await expect(mine.getByRole('listitem')).toHaveText([
        '4x4 Short Course Open · A Main · Round 3 · Xu, Nicholas',
        '4wd Buggy Modified · A Main · Round 3 · Xu, Nicholas',
        '2wd Buggy Modified · A Main · Round 3 · Xu, Nicholas',
      ]);
      await expect(form.getByRole('table', { name: 'Rookie · B Main · Round 3' })).toBeVisible();
      // The file names an event, no track: the racer's track is asked about and kept by default.
      const question = form.getByRole('group', {
        name: 'The file says Friday Night. Use Friday Night or keep Sacramento Raceway?',
      });
      await expect(question.getByRole('radio', { name: 'Keep Sacramento Raceway' })).toBeChecked();
      await expect(form.getByLabel('Track', { exact: true })).toHaveValue('Sacramento Raceway');
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-${width}.png`, fullPage: true });

      await mine.getByRole('button', { name: 'Import my 3 races' }).click();
      await expect(page).toHaveURL(new RegExp(`/race-day/cars/${car}$`));
      const runs = page.getByRole('link', { name: /Sacramento Raceway/ });
      await expect(runs).toHaveCount(3);
      for (const line of [
        '4x4 Short Course Open · A Main · Round 3 · P4 of 4',
        '4wd Buggy Modified · A Main · Round 3 · P5 of 8',
        '2wd Buggy Modified · A Main · Round 3 · P6 of 10',
      ])
        await expect(page.getByText(line, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/runs-${width}.png`, fullPage: true });

      await page.getByRole('link', { name: /2wd Buggy Modified/ }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Main Round 3 · Sacramento Raceway' }),
      ).toBeVisible();
      await expect(page.getByText('2wd Buggy Modified · A Main · Round 3 · P6 of 10')).toBeVisible();
      await expect(page.getByText(/^\+3 laps to the winner · \+7\.93 s to P5$/)).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/run-${width}.png`, fullPage: true });
    });
  });
}
