import type { APIRequestContext, Page } from '@playwright/test';
import { type DecoderSimulator, startDecoderSimulator } from '../../src/server/decoders/simulator';
import { type FixtureServer, startFixtureServer } from '../../src/server/results/fixture-server';
import { expect, expectNoAxeViolations, registerViaApi, test, uniqueRacer } from './support/fixtures';
import { addCarViaApi, addTransponderViaApi } from './support/fleet-api';

/**
 * Issue 30 on a phone, against the real server's background work (scripts/e2e-server.mjs polls
 * 127.0.0.1 every second): a racer follows a LiveRC event the fixture server publishes race by race;
 * the first race finds them by name and asks, the next arrives as a run by itself with a notice.
 * Then the club's decoder (the simulator, speaking P3 over TCP) feeds their transponder's laps,
 * which appear on the run's page as they are driven.
 */

const PHONE = { width: 390, height: 844 };

const shot = (page: Page, step: string) =>
  page.screenshot({ path: `test-results/results-arrive-${step}.png`, fullPage: true });

/** Reloads the notices until one says `text`: the page asks once per visit, the bell once a minute. */
async function noticeSaying(page: Page, text: string | RegExp) {
  await expect(async () => {
    await page.goto('/notices');
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function clubWithDecoder(request: APIRequestContext, port: number): Promise<void> {
  const club = await request.post('/api/clubs', {
    data: { name: `Canberra Off Road ${port}`, trackName: 'Canberra', surface: 'Clay' },
  });
  expect(club.status()).toBe(201);
  const decoder = await request.post(`/api/clubs/${(await club.json()).id}/decoders`, {
    data: { name: 'Main loop', protocol: 'p3', host: '127.0.0.1', port, closeAfterS: 60 },
  });
  expect(decoder.status(), await decoder.text()).toBe(201);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  let fixture: FixtureServer | undefined;
  let decoder: DecoderSimulator | undefined;
  test.afterEach(async () => {
    await fixture?.close();
    await decoder?.close();
  });

  test('a followed event’s races arrive as runs, and the club decoder’s laps arrive live', async ({
    page,
  }) => {
    test.slow(); // two published races, a decoder session and four screens in one journey
    fixture = await startFixtureServer({ host: '127.0.0.1' });
    await registerViaApi(page.request, uniqueRacer({ firstName: 'Ari', lastName: 'Bakla' }));
    const carId = await addCarViaApi(page.request, { manufacturer: 'Tekno RC', model: 'NB48 2.2' });

    // Follow the event from Race Day.
    await page.goto('/race-day');
    await page.getByRole('link', { name: 'Follow an event' }).click();
    const form = page.getByRole('form', { name: 'Follow an event' });
    await form.getByLabel('Results address').fill(fixture.entries.liverc);
    await form.getByRole('button', { name: 'Follow' }).click();
    const shown = fixture.entries.liverc.replace('http://', '');
    const followed = page.getByRole('list', { name: 'Followed events' });
    await expect(followed.getByRole('link', { name: `${shown} (opens in a new tab)` })).toBeVisible();
    await shot(page, '1-following');
    await expectNoAxeViolations(page);

    // The first race is published: found by name, so the racer is asked once.
    fixture.publishNext('liverc');
    await noticeSaying(page, 'Is this you? ARI BAKLA in 1/8 Electric Buggy A3-Main');
    await shot(page, '2-asked');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, that’s me' }).click();
    await expect(page).toHaveURL(/\/race-day\/runs\/\d+$/);
    await expect(page.getByText('16 laps').first()).toBeVisible();

    // The next race with that name arrives by itself, with a notice that opens it.
    fixture.publishNext('liverc');
    await noticeSaying(page, /1\/8 Nitro Buggy A-Main: 47 laps, best \d+\.\d{3}, \d+(st|nd|rd|th)/);
    await page
      .getByRole('link', { name: /^Open the run/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/race-day\/runs\/\d+$/);
    await expect(page.getByText('47 laps').first()).toBeVisible();
    await shot(page, '3-arrived');

    // The club's decoder: the racer's transponder crosses the loop, and the laps appear as driven.
    const transponder = 4_200_000 + Math.floor(Math.random() * 99_999);
    decoder = await startDecoderSimulator({
      port: 0,
      host: '127.0.0.1',
      cars: 2,
      speed: 20,
      transponders: [transponder],
    });
    await clubWithDecoder(page.request, decoder.port);
    await addTransponderViaApi(page.request, String(transponder), carId);
    await expect(async () => {
      await page.goto('/race-day');
      await expect(page.getByRole('region', { name: 'Live now' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await page.getByRole('region', { name: 'Live now' }).getByRole('link', { name: /Open/ }).first().click();
    const laps = page.getByRole('list', { name: 'Laps, newest first' });
    await expect(laps.getByText(/^Lap \d+$/).first()).toBeVisible();
    const first = Number(
      (
        await laps
          .getByText(/^Lap \d+$/)
          .first()
          .textContent()
      )?.replace('Lap ', ''),
    );
    // Without reloading, a later lap arrives on the open page.
    await expect(laps.getByText(`Lap ${first + 2}`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await shot(page, '4-live');
    await expectNoAxeViolations(page);
  });
});
