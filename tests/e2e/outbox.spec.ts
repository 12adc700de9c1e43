import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, test } from './support/fixtures';
import { savedKeys } from './support/offline';
import { racerWithSheet } from './support/setups-api';

/**
 * The offline outbox (issue 18): changes made at the track without a connection are kept on the phone
 * and reach the server exactly once when it is back, however the connection came and went.
 */

const LAPS = ['31.204', '30.987', '31.450', '30.811', '31.002'];

async function logRun(page: Page, track: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Race Day' }).click();
  await page.getByRole('link', { name: 'Log a run' }).click();
  const form = page.getByRole('form', { name: 'Log a run' });
  await form.getByLabel('Track', { exact: true }).fill(track);
  await form.getByLabel('Lap times, one a line').fill(LAPS.join('\n'));
  await form.getByRole('button', { name: 'Save run' }).click();
}

async function runsOnServer(request: APIRequestContext) {
  const res = await request.get('/api/runs');
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<{ trackName: string; rcCarId: number; stats: { laps: number } }>;
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('offline at the track: reload, read the sheets, edit one and log a run; back online, each reaches the server once', async ({
      page,
      context,
    }) => {
      const { car, sheet } = await racerWithSheet(page.request, {
        name: 'Ridgeway clay',
        frontSpring: 'Blue',
        isCurrentlyInstalled: true,
      });
      await page.goto('/setup-sheets');
      await expect(page.getByText('Ridgeway clay').first()).toBeVisible();
      // The worker takes the page over once installed; the warm-up saves what the track needs.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      await expect
        .poll(() => savedKeys(page), { timeout: 30_000 })
        .toEqual(
          expect.arrayContaining([
            '["/api/auth/user"]',
            '["/api/cars"]',
            '["/api/setup-sheets"]',
            `["/api/setup-sheets",${sheet},"versions"]`,
          ]),
        );

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(/Offline — showing what this phone saved/)).toBeVisible();
      await expect(page.getByText('Ridgeway clay').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // Edit the sheet without a connection: saved on the phone, shown as saved.
      await page.goto(`/setup-sheets?id=${sheet}&edit=1`);
      const form = page.getByRole('form', { name: 'Setup sheet' });
      await form.getByRole('button', { name: /^Shocks/ }).click();
      await form.getByLabel('Front spring', { exact: true }).fill('Silver');
      const tab = page.getByRole('tabpanel', { name: 'Car Setups' });
      await tab.getByLabel('What did you change and why?').fill('Softer for the braking bumps');
      await tab.getByRole('button', { name: 'Save Setup' }).click();
      await expect(page.getByText('Saved on this phone').first()).toBeVisible();

      await logRun(page, 'Ridgeway');
      await expect(page).toHaveURL(/\/race-day$/);
      await expect(page.getByRole('button', { name: '2 changes not sent yet' })).toBeVisible();
      expect(await runsOnServer(page.request)).toEqual([]);

      // Back online: both are sent, in order, and the badge goes.
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: /not sent yet/ })).toBeHidden({ timeout: 20_000 });
      const stored = await (await page.request.get(`/api/setup-sheets/${sheet}`)).json();
      expect([stored.frontSpring, stored.version]).toEqual(['Silver', 2]);
      const versions = await (await page.request.get(`/api/setup-sheets/${sheet}/versions`)).json();
      expect(versions.map((v: { version: number; note: string | null }) => [v.version, v.note])).toEqual([
        [2, 'Softer for the braking bumps'],
        [1, null],
      ]);
      const runs = await runsOnServer(page.request);
      expect(runs.map((r) => [r.trackName, r.stats.laps, r.rcCarId])).toEqual([['Ridgeway', 5, car]]);
    });

    test('a run whose answer was lost on the way is queued under its key and written once', async ({
      page,
    }) => {
      await racerWithSheet(page.request, { name: 'Ridgeway clay' });
      await page.goto('/race-day');
      // The server takes the run, then the connection drops before its answer arrives.
      let dropped = 0;
      await page.route('**/api/runs', async (route) => {
        if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
        dropped++;
        await route.fetch();
        await route.abort('internetdisconnected');
      });
      await logRun(page, 'Ridgeway');
      await expect(page.getByText('Saved on this phone').first()).toBeVisible();
      await expect(page).toHaveURL(/\/race-day$/);
      expect(await runsOnServer(page.request)).toHaveLength(1);

      await page.getByRole('button', { name: '1 change not sent yet' }).click();
      const list = page.getByRole('dialog', { name: 'Not sent yet' });
      await expect(list.getByText('Run at Ridgeway (5 laps)')).toBeVisible();
      await expectNoAxeViolations(page);
      await list.getByRole('button', { name: 'Send now' }).click();
      await expect(list.getByText('Everything has been sent.')).toBeVisible();
      // The repeat carried the first try's key: the server answered it without a second run.
      const runs = await runsOnServer(page.request);
      expect(runs.map((r) => [r.trackName, r.stats.laps])).toEqual([['Ridgeway', 5]]);
    });
  });
}
