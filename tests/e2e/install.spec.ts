import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  PHONE_AND_DESKTOP,
  registerViaApi,
  skipSplash,
  test,
} from './support/fixtures';
import { makePng } from './support/png';

/**
 * Installable app (issue 18 item 1): the manifest is linked and complete, the service worker takes
 * control, Chromium's own installability check passes, and with the network gone a reload of a
 * public page and of the setup guide still renders from the precached shell and chunks.
 *
 * A persistent profile rather than the usual context: Chromium answers "in-incognito" to the
 * installability check in Playwright's throwaway contexts, as a browser does for private windows.
 */

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

async function expectManifest(page: Page, request: APIRequestContext) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href as string);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'RC Setup Assistant',
    short_name: 'RC Setups',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#c2410c',
    background_color: '#f8fafc',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
  }
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'RC Setup Assistant' })).toBeVisible();
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test(`the app installs and its public pages reload offline (${name})`, async ({
    playwright,
    browserProblems,
  }, testInfo) => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'rc-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: testInfo.project.use.baseURL,
      viewport,
    });
    await skipSplash(context);
    browserProblems.watchContext(context);
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      await installAndGoOffline(page);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

async function installAndGoOffline(page: Page) {
  const context = page.context();
  await openHome(page);
  await expectManifest(page, page.request);

  // The worker registers after load; `ready` resolves once it is active, its precache complete.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'RC Setup Assistant' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  await context.setOffline(true);
  // Answered by the worker from its precache: the network is gone.
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'RC Setup Assistant' })).toBeVisible();
  expect((await page.goto('/setup-tips'))?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Tips' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Front End' })).toBeVisible();
  // The worker never answers /api: offline, the page sees the network error as it is.
  const api = await page.evaluate(() =>
    fetch('/api/health').then(
      (r) => `answered ${r.status}`,
      (e: Error) => e.name,
    ),
  );
  expect(api).toBe('TypeError');
  await expectNoAxeViolations(page);
}

test('an upload the racer opened is kept for offline use in rc-uploads, an /api answer never', async ({
  page,
  context,
}) => {
  await registerViaApi(page.request);
  const upload = await page.request.post('/api/upload', {
    multipart: { file: { name: 'sheet.png', mimeType: 'image/png', buffer: makePng(64, 48, [194, 65, 12]) } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const open = (href: string) =>
    page.evaluate(async (u) => {
      try {
        const res = await fetch(u);
        return `${res.status} ${(await res.arrayBuffer()).byteLength}`;
      } catch (e) {
        return (e as Error).name;
      }
    }, href);
  const online = await open(url);
  expect(online).toMatch(/^200 \d+$/);
  expect(await open('/api/cars')).toMatch(/^200 /);
  const cached = await page.evaluate(async () =>
    (await (await caches.open('rc-uploads')).keys()).map((r) => new URL(r.url).pathname),
  );
  expect(cached).toEqual([url]);
  // Nothing of /api in any cache the worker keeps.
  const everything = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(everything.filter((u) => u.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  expect(await open(url)).toBe(online);
  expect(await open('/api/cars')).toBe('TypeError');
  await context.setOffline(false);
});
