import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { addTransponderViaApi } from './support/fleet-api';
import { savedKeys } from './support/offline';
import { racerWithSheet } from './support/setups-api';

/**
 * Offline reading (issue 18 item 2): a signed-in racer's data, warmed up and saved to IndexedDB,
 * opens after a reload without the API (the service worker that serves the shell offline is not on
 * this branch: the API is blocked instead of the whole network), pinned community setups included;
 * a page with nothing saved says so. Signing out (online) leaves nothing of the racer in the browser.
 */

/** Another racer shares a setup to the community; its id is the community detail's. */
async function communitySetup(request: APIRequestContext): Promise<number> {
  await registerViaApi(request);
  const created = await request.post('/api/setup-sheets', {
    data: { name: 'Private', trackSurface: 'Clay' },
  });
  const { id } = (await created.json()) as { id: number };
  const shared = await request.put(`/api/setup-sheets/${id}`, {
    data: {
      isPublic: true,
      driverName: 'Alex Apex',
      vehicleMake: 'Tekno RC',
      vehicleModel: 'EB48 2.2',
      publicTrackName: 'Silverstone RC',
      publicTrackConditions: 'Dry/Dusty',
    },
  });
  expect(shared.status(), await shared.text()).toBe(200);
  return id;
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('read fleet, transponders, a sheet and its history, runs and a pinned setup without the API; sign out clears it', async ({
      page,
      newContext,
    }) => {
      // A long journey: the warm-up, then seven pages read offline, then the sign-out.
      test.setTimeout(90_000);
      const community = await communitySetup((await newContext()).request);
      const { car, sheet } = await racerWithSheet(page.request, { name: 'Club race', trackName: 'Mill' });
      await addTransponderViaApi(page.request, '1234567', car);
      expect(
        (await page.request.put(`/api/setup-sheets/${sheet}`, { data: { trackName: 'Mill dry' } })).status(),
      ).toBe(200);
      const laps = [17_400, 16_939, 17_150].map((timeMs, i) => ({ lapNo: i + 1, timeMs }));
      const logged = await page.request.post('/api/runs', {
        data: { rcCarId: car, date: '2026-06-07', trackName: 'Tacoma', laps },
      });
      const run = ((await logged.json()) as { id: number }).id;

      // Pin the community setup; the warm-up then saves everything the track needs.
      await page.goto(`/public-setups/${community}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Keep offline' }).click();
      await expect(dialog.getByRole('button', { name: 'Kept offline' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoAxeViolations(page);
      await expect
        .poll(() => savedKeys(page), { timeout: 20_000 })
        .toEqual(
          expect.arrayContaining([
            '["/api/auth/user"]',
            '["/api/cars"]',
            '["/api/transponders"]',
            '["/api/setup-sheets"]',
            `["/api/setup-sheets",${sheet},"versions"]`,
            `["/api/runs","pages","?rcCarId=${car}&limit=100"]`,
            `["/api/runs",${run}]`,
            `["/api/public-setups",${community}]`,
          ]),
        );
      expect(await savedKeys(page)).not.toContain('["/api/public-setups","list",""]');

      // No API from here: every page comes from what this browser saved.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await page.goto('/fleet');
      await expect(page.getByRole('heading', { level: 1, name: 'My RC Fleet' })).toBeVisible();
      await expect(page.getByText('EB48 2.2').first()).toBeVisible();
      const banner = page
        .getByRole('status')
        .filter({ hasText: 'Offline — showing what this phone saved, as of' });
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/offline-banner-${name}.png` });

      await page.goto('/transponders');
      await expect(page.getByText('1234567').first()).toBeVisible();

      await page.goto(`/setup-sheets?id=${sheet}`);
      const view = page.getByRole('article', { name: 'Club race, to read' });
      await view.getByRole('button', { name: 'Show history (2 versions)' }).click();
      await expect(
        view.getByRole('list', { name: 'Versions, newest first' }).getByRole('heading', { level: 4 }),
      ).toHaveText([/^Version 2 · Edited/, /^Version 1 · Created/]);
      await expectNoAxeViolations(page);

      await page.goto(`/race-day/cars/${car}`);
      await expect(page.getByText('Tacoma').first()).toBeVisible();
      await page.goto(`/race-day/runs/${run}`);
      await expect(page.getByRole('heading', { level: 1, name: /Tacoma/ })).toBeVisible();

      await page.goto(`/public-setups/${community}`);
      await expect(page.getByRole('dialog').getByText('Alex Apex')).toBeVisible();
      // Nothing saved for the Settings page's storage use: it says so instead of spinning.
      await page.goto('/settings');
      await expect(page.getByText('Not available offline — connect to load it.').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByText('Not available offline — connect to load it.').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/offline-not-available-${name}.png` });

      // Online again: sign out, and nothing of the racer stays in this browser.
      await page.unroute('**/api/**');
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /Riley/ }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect.poll(() => savedKeys(page)).toEqual([]);
      const kept = await page.evaluate(async () => ({
        // The outbox is emptied, not deleted (lib/outbox/store.ts): no queued write is left.
        outbox: (await indexedDB.databases()).some((d) => d.name === 'rc-outbox')
          ? await new Promise<number>((resolve) => {
              const open = indexedDB.open('rc-outbox');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('writes')) return resolve(0);
                const count = db.transaction('writes').objectStore('writes').count();
                count.onsuccess = () => resolve(count.result);
              };
            })
          : 0,
        storage: Object.keys(localStorage).filter((k) => k.startsWith('rc-offline')),
        uploads: 'caches' in window ? await caches.has('rc-uploads') : false,
      }));
      expect(kept).toEqual({ outbox: 0, storage: [], uploads: false });
    });
  });
}
