import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type RunningServer, startServer } from '../../src/server/test/server-process';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, test } from './support/fixtures';

/**
 * A new build is offered, never forced (issue 18 item 1): with the app open and its worker in
 * control, a new sw.js is deployed; the app shows "Update available" and keeps running until the
 * racer presses Reload, which hands the page to the new worker. Its own server on a copy of the
 * built client, so changing sw.js disturbs no other spec.
 */
const DIST_CLIENT = path.resolve(import.meta.dirname, '../../dist/client');

let dir: string;
let server: RunningServer;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rc-update-'));
  cpSync(DIST_CLIENT, path.join(dir, 'client'), { recursive: true });
  server = await startServer({ DATA_DIR: dir, CLIENT_DIR: path.join(dir, 'client') }, 'dist');
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Deploys a "new build": a different sw.js (its pre-compressed copies would still be the old one). */
function deployNewWorker(build: string) {
  const sw = path.join(dir, 'client', 'sw.js');
  rmSync(`${sw}.br`, { force: true });
  rmSync(`${sw}.gz`, { force: true });
  appendFileSync(sw, `\n// ${build}\n`);
}

const registration = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(reg?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
  });

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test(`a new build waits for the racer's Reload (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/setup-tips`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await registration(page)).toEqual({ waiting: false, controlled: true });

    // Marks this page: a reload would forget it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    deployNewWorker(`build ${name} ${Date.now()}`);
    // What the app does when it comes back to the foreground: ask for the worker script again.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('Update available', { exact: true })).toBeVisible();
    await expect(
      page.getByText('A new version of RC Setup Assistant is ready.', { exact: true }),
    ).toBeVisible();
    await expect.poll(() => registration(page)).toEqual({ waiting: true, controlled: true });
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await expectNoAxeViolations(page);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Setup Tips' })).toBeVisible();
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
    expect(await registration(page)).toEqual({ waiting: false, controlled: true });
    await expect(page.getByText('Update available', { exact: true })).toHaveCount(0);
  });
}
