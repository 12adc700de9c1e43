import type { Page, Route } from '@playwright/test';
import {
  makeClub,
  makeClubDetail,
  makeDecoder,
  makeFollow,
  makeLapEvent,
  makeLiveSession,
  makeNotice,
  makeSource,
} from '../../src/client/test/arrival-data';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { addCarViaApi } from './support/fleet-api';

/**
 * Issue 30's screens as a racer sees them, on a phone and a desktop: clubs, a club's page for its
 * admin, Follow an event, notices with the header's bell, the push toggle and live laps on a run's
 * page, each axe-checked and photographed (test-results/). The answers of the issue's own routes are
 * played by the page (their shapes are the shared schemas'); the rest is the real app.
 */

const json = (route: Route, body: unknown, headers: Record<string, string> = {}) =>
  route.fulfill({ status: 200, contentType: 'application/json', headers, body: JSON.stringify(body) });

const CLUB = makeClubDetail({
  id: 1,
  myRole: 'admin',
  sources: [
    makeSource({ id: 1 }),
    makeSource({
      id: 2,
      url: 'https://www.myrcm.ch/myrcm/report/en/77/1',
      state: 'failing',
      problem: 'The results page did not answer in time',
    }),
  ],
  decoders: [
    makeDecoder({ id: 1, lastSeenAt: new Date().toISOString() }),
    makeDecoder({
      id: 2,
      name: 'Practice loop',
      protocol: 'rchourglass',
      host: 'hourglass.local',
      port: 5100,
      enabled: false,
      lastError: 'The decoder did not answer',
    }),
  ],
});

const NOTICES = [
  makeNotice({
    id: 3,
    kind: 'confirm_driver',
    title: 'Is this you? TRAVIS SCHREVEN in B Main',
    body: '',
    runId: null,
    matchId: 12,
  }),
  makeNotice({ id: 2 }),
  makeNotice({
    id: 1,
    title: 'A Main: 20 laps, best 16.10, 1st',
    body: 'No setup changes since the last run',
    readAt: '2026-11-28T12:00:00.000Z',
    createdAt: '2026-11-28T11:00:00.000Z',
  }),
];

async function playIssue30Api(page: Page, runId: number) {
  await page.route('**/api/clubs', (route) =>
    json(route, [
      makeClub({ id: 1, myRole: 'admin' }),
      makeClub({ id: 2, name: 'Tacoma RC', trackName: 'Tacoma Indoor', surface: null, members: 30 }),
    ]),
  );
  await page.route('**/api/clubs/1', (route) => json(route, CLUB));
  await page.route('**/api/follows', (route) =>
    json(route, [
      makeFollow({ id: 1 }),
      makeFollow({
        id: 2,
        source: makeSource({ id: 2, url: 'http://club.example/results/', state: 'stopped' }),
      }),
    ]),
  );
  await page.route('**/api/notices?*', (route) => json(route, NOTICES, { 'X-Unread-Count': '2' }));
  await page.route('**/api/live/sessions', (route) => json(route, [makeLiveSession({ id: 1, runId })]));
  await page.route('**/api/live/stream?*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: [
        makeLapEvent({ lap: 1, lapMs: 23_410, bestMs: 23_410, runId }),
        makeLapEvent({ lap: 2, lapMs: 21_980, bestMs: 21_980, runId }),
        makeLapEvent({ lap: 3, lapMs: 22_150, bestMs: 21_980, runId }),
        makeLapEvent({ lap: 4, lapMs: 21_870, bestMs: 21_870, runId }),
        makeLapEvent({ lap: 5, lapMs: 22_040, bestMs: 21_870, top5Ms: 22_290, runId }),
      ]
        .map((lap) => `event: lap\nid: ${lap.cursor}\ndata: ${JSON.stringify(lap)}\n\n`)
        .join(''),
    }),
  );
  // The run is the racer's real one, as the decoder would have made it.
  await page.route(`**/api/runs/${runId}`, async (route) => {
    const real = await route.fetch();
    return json(route, { ...(await real.json()), source: 'decoder' });
  });
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`${name}`, () => {
    test.use({ viewport });

    test('clubs, follow an event, notices, push and live laps', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await registerViaApi(page.request);
      const car = await addCarViaApi(page.request, { manufacturer: 'Team Associated', model: 'B6.4' });
      const laps = [23_410, 21_980, 22_150].map((timeMs, i) => ({ lapNo: i + 1, timeMs }));
      const created = await page.request.post('/api/runs', {
        data: {
          rcCarId: car,
          date: new Date().toISOString().slice(0, 10),
          trackName: 'Mid-Valley Raceway',
          laps,
        },
      });
      const runId = ((await created.json()) as { id: number }).id;
      await playIssue30Api(page, runId);
      const shot = async (label: string) => {
        await expectNoAxeViolations(page);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage: true });
      };

      await page.goto('/race-day');
      await expect(page.getByRole('region', { name: 'Live now' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Notices, 2 unread' })).toBeVisible();
      await shot('race-day');

      await page.getByRole('link', { name: 'Follow an event' }).click();
      await expect(page.getByRole('list', { name: 'Followed events' })).toBeVisible();
      await shot('follow');

      await page.goto('/clubs');
      await expect(page.getByRole('list', { name: 'Clubs' })).toBeVisible();
      await shot('clubs');
      await page.getByRole('link', { name: /Mid-Valley RC/ }).click();
      await expect(page.getByRole('region', { name: 'Decoders' })).toBeVisible();
      await shot('club');
      await page.getByRole('button', { name: 'Add decoder' }).click();
      await expect(page.getByRole('dialog', { name: 'Add decoder' })).toBeVisible();
      await shot('decoder-dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Notices, 2 unread' }).click();
      await expect(page.getByRole('group', { name: 'Is this you?' })).toBeVisible();
      await shot('notices');

      await page.goto('/settings');
      await expect(page.getByLabel('Notify me on this device')).toBeVisible();
      await shot('settings');

      await page.goto(`/race-day/runs/${runId}`);
      const panel = page.getByRole('region', { name: /Laps as they come/ });
      await expect(panel.getByRole('list', { name: 'Laps, newest first' }).getByRole('listitem')).toHaveCount(
        5,
      );
      await expect(panel.getByRole('definition').nth(2)).toHaveText('22.290');
      await shot('live-run');
    });
  });
}
