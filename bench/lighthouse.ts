/**
 * `npm run bench:lighthouse`: audits /, /setup-tips and /public-setups of the built app in Debian's
 * Chromium with Lighthouse's mobile profile and prints the four category scores (DESIGN.md:
 * performance ≥ 95). Lighthouse 12 has no PWA category any more, so installability is Chromium's
 * own check (CDP Page.getInstallabilityErrors) on `/` once its service worker controls the page.
 * Writes bench/results/lighthouse.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openDatabase } from '../src/server/db';
import { startServer } from '../src/server/test/server-process';
import { median } from './measure';
import { seed } from './seed';

const PAGES = ['/', '/setup-tips', '/public-setups'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The metrics behind the performance score, so a low score says where it lost its points.
const METRICS = {
  'first-contentful-paint': 'FCP ms',
  'largest-contentful-paint': 'LCP ms',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI ms',
} as const;
const BUDGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-lighthouse-'));
const database = await openDatabase({ sqliteFile: path.join(dir, 'rc-setup.db') });
// Enough shared setups for the community page to show a full first page.
await seed(database.db, {
  racers: 20,
  carsPerRacer: 2,
  transpondersPerRacer: 1,
  sheetsPerRacer: 5,
  escPerRacer: 1,
  publicSetups: 60,
  sessions: 0,
});
await database.close();
const app = await startServer(
  { DATA_DIR: dir, LOG_LEVEL: 'warn', CLIENT_DIR: path.resolve('dist/client') },
  'dist',
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Chromium's installability errors for `url` (none: installable), in the launched profile. */
async function installabilityErrors(url: string, port: number): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(url);
  // The worker registers after load; the check wants it active and in control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await page.close();
  return installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => a.value)].join(' '));
}

const results: Array<Record<string, number | string>> = [];
let installErrors: string[] = [];
try {
  for (const page of PAGES) {
    // The median of several runs: one run on a shared machine is noise.
    const runs: Array<Record<string, number>> = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${app.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      // A run Lighthouse could not finish (no score) says nothing about the page: report it and
      // leave it out of the median rather than averaging a zero in.
      if (!result || result.lhr.runtimeError || categories.performance?.score == null) {
        const error = result?.lhr.runtimeError;
        console.log(
          `run ${i + 1} of ${page} failed: ${error ? `${error.code} ${error.message}` : 'no score'}`,
        );
        continue;
      }
      runs.push({
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
        ...Object.fromEntries(
          Object.entries(METRICS).map(([audit, label]) => [label, audits[audit]?.numericValue ?? Number.NaN]),
        ),
      });
    }
    results.push({
      page,
      ...Object.fromEntries(
        [...CATEGORIES, ...Object.values(METRICS)].map((c) => [c, median(runs.map((r) => r[c] as number))]),
      ),
    });
  }
  // After the audits: Lighthouse resets the origin's storage (the worker with it) before each run.
  installErrors = await installabilityErrors(`${app.url}/`, chrome.port);
} finally {
  await chrome.kill();
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\npage              ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
for (const r of results) {
  console.log(
    `${String(r.page).padEnd(18)}${CATEGORIES.map((c) => `${r[c]}${!((r[c] as number) >= BUDGET) ? ' (<95)' : ''}`.padStart(15)).join('')}`,
  );
}
console.log('');
for (const r of results) {
  const metrics = Object.values(METRICS).map(
    (m) => `${m} ${m === 'CLS' ? Number(r[m]).toFixed(3) : Math.round(Number(r[m]))}`,
  );
  console.log(`${String(r.page).padEnd(18)}${metrics.join(' · ')}`);
}
console.log(
  `\ninstallable (Chromium's check on /): ${installErrors.length ? `no: ${installErrors.join(', ')}` : 'yes'}`,
);
const outDir = path.join(import.meta.dirname, 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'lighthouse.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      budget: BUDGET,
      results,
      installabilityErrors: installErrors,
    },
    null,
    2,
  )}\n`,
);
console.log('\nwritten: bench/results/lighthouse.json (median of', RUNS, 'runs per page)');
