import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, test } from './support/fixtures';
import { racerWithSheet } from './support/setups-api';

/**
 * Issue 29: a run logged without a connection shows at once on Race Day, in the car's runs and on its
 * own page, its figures worked out in the browser and marked waiting to send; back online, the
 * outbox sends it and it is one run, the server's, no longer marked.
 */

const LAPS = ['31.204', '30.987', '31.450', '30.811', '31.002'];

async function runsOnServer(request: APIRequestContext) {
  const res = await request.get('/api/runs');
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<{ id: number; trackName: string; clientRef: string | null }>;
}

const shot = (page: Page, name: string, step: string) =>
  page.screenshot({ path: `test-results/offline-runs-${name}-${step}.png`, fullPage: true });

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a run logged offline shows at once, waiting to send, and once after it is sent', async ({
      page,
      context,
    }) => {
      test.slow(); // the worker's install, four screens and four axe scans in one journey
      await racerWithSheet(page.request, { name: 'Ridgeway clay', isCurrentlyInstalled: true });
      await page.goto('/race-day');
      await expect(page.getByText('No runs logged today yet')).toBeVisible();
      // Offline, the app's screens come from the worker once it has taken the page over.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });

      await context.setOffline(true);
      await page.getByRole('link', { name: 'Log a run' }).click();
      const form = page.getByRole('form', { name: 'Log a run' });
      await form.getByLabel('Track', { exact: true }).fill('Ridgeway');
      await form.getByLabel('Lap times, one a line').fill(LAPS.join('\n'));
      await form.getByRole('button', { name: 'Save run' }).click();

      // Race Day lists it at once, with the figures the server will work out, marked waiting to send.
      await expect(page).toHaveURL(/\/race-day$/);
      const today = page.getByRole('region', { name: /EB48 2.2/ });
      await expect(today.getByText('1 run today')).toBeVisible();
      await expect(today.getByText('Waiting to send')).toBeVisible();
      await expect(today.getByText(/5 laps · best 30\.811/)).toBeVisible();
      await expect(page.getByText('No runs logged today yet')).toBeHidden();
      await shot(page, name, '1-race-day');
      await expectNoAxeViolations(page);

      // The car's runs too, though their list was never loaded with a connection.
      await page
        .getByRole('region', { name: 'Every run, per car' })
        .getByRole('link', { name: /EB48 2.2/ })
        .click();
      const run = page.getByRole('link', { name: /Practice · Ridgeway/ });
      await expect(run).toHaveCount(1);
      await expect(run.getByText('Waiting to send')).toBeVisible();
      await shot(page, name, '2-car-runs');
      await expectNoAxeViolations(page);

      // Its own page, at its stand-in address until it is sent.
      await run.click();
      await expect(page).toHaveURL(/\/race-day\/runs\/-\d+$/);
      await expect(page.getByRole('heading', { name: 'Practice · Ridgeway', level: 1 })).toBeVisible();
      await expect(page.getByText('Waiting to send')).toBeVisible();
      await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
      await shot(page, name, '3-run-waiting');
      await expectNoAxeViolations(page);
      expect(await runsOnServer(page.request)).toEqual([]);

      // Back online: sent once, and the page moves to the run's own address, no longer waiting.
      await context.setOffline(false);
      await expect(page).toHaveURL(/\/race-day\/runs\/\d+$/, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: /Delete/ })).toBeVisible();
      await expect(page.getByText('Waiting to send')).toHaveCount(0);
      const sent = await runsOnServer(page.request);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.clientRef).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(page.url()).toMatch(new RegExp(`/race-day/runs/${sent[0]?.id}$`));
      await shot(page, name, '4-run-sent');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Race Day' }).click();
      await expect(today.getByText('1 run today')).toBeVisible();
      await expect(today.getByRole('link')).toHaveCount(1);
      await expect(page.getByText('Waiting to send')).toHaveCount(0);
      await shot(page, name, '5-race-day-sent');
      await expectNoAxeViolations(page);
    });
  });
}
