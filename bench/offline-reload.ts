/**
 * `npm run bench:offline`: issue 18's "Offline reload of /setup-sheets with 40 sheets: time to the
 * list shown". A racer with one car and 40 full setup sheets opens /setup-sheets online (the service
 * worker installs, the query cache is written to IndexedDB), then the browser goes offline and the page
 * is reloaded: the worker answers the shell and the chunks, the cache the sheets. The time is from the
 * reload's navigation start to the moment the 40th sheet's name is in the page (a MutationObserver
 * set before any page script notes it), median and worst of the runs, in Debian's Chromium on a phone
 * viewport. Writes bench/results/offline-reload.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../src/server/test/server-process';
import { median } from './measure';

const SHEETS = 40;
const RUNS = Number(process.env.OFFLINE_BENCH_RUNS ?? 10);
const LAST = `Ridgeway sheet ${SHEETS}`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-offline-'));
const app = await startServer(
  { DATA_DIR: dir, LOG_LEVEL: 'warn', CLIENT_DIR: path.resolve('dist/client') },
  'dist',
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const times: number[] = [];
try {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 844 } });
  await context.addInitScript((last: string) => {
    sessionStorage.setItem('rc-splash-shown', '1');
    new MutationObserver((_, observer) => {
      if (document.body?.textContent?.includes(last)) {
        (window as unknown as { __listShownAt: number }).__listShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, LAST);
  const api = context.request;
  const headers = { origin: app.url };
  const register = await api.post('/api/register', {
    headers,
    data: {
      username: 'offline1',
      email: 'offline1@example.com',
      password: 'pit-lane-1',
      securityQuestion1: 'What was the name of your first pet?',
      securityAnswer1: 'Rex',
      securityQuestion2: 'What is your favourite food?',
      securityAnswer2: 'Pizza',
    },
  });
  if (!register.ok()) throw new Error(`register: ${register.status()} ${await register.text()}`);
  const car = await (
    await api.post('/api/cars', { headers, data: { manufacturer: 'Tekno RC', model: 'EB48 2.2' } })
  ).json();
  for (let i = 1; i <= SHEETS; i++) {
    const res = await api.post('/api/setup-sheets', {
      headers,
      data: {
        rcCarId: car.id,
        name: `Ridgeway sheet ${i}`,
        trackName: 'Ridgeway',
        frontShockOil: '500 cSt',
        rearShockOil: '450 cSt',
        frontSpring: 'Blue',
        rearSpring: 'Silver',
        frontCamber: '-2°',
        rearCamber: '-1.5°',
        frontToe: '1° out',
        rearToe: '3° in',
        notes: 'Clay, dry, high grip by the main',
      },
    });
    if (!res.ok()) throw new Error(`sheet ${i}: ${res.status()} ${await res.text()}`);
  }
  const page = await context.newPage();
  await page.goto('/setup-sheets');
  await page.getByText(LAST).waitFor();
  // The worker controls the page once it is installed and claimed; the cache is written a moment later.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller,
  );
  await page.waitForTimeout(2000);
  await context.setOffline(true);
  for (let i = 0; i < RUNS; i++) {
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __listShownAt?: number }).__listShownAt !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    times.push(await page.evaluate(() => (window as unknown as { __listShownAt: number }).__listShownAt));
  }
} finally {
  await browser.close();
  await app.stop();
}

const result = {
  sheets: SHEETS,
  runs: times.length,
  medianMs: Math.round(median(times)),
  worstMs: Math.round(Math.max(...times)),
  timesMs: times.map((t) => Math.round(t)),
};
console.log(
  `offline reload of /setup-sheets with ${SHEETS} sheets: list shown after median ${result.medianMs} ms, worst ${result.worstMs} ms (${result.runs} runs)`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/offline-reload.json', `${JSON.stringify(result, null, 2)}\n`);
