/**
 * The end-to-end suite's `test` and `expect`. Import them from here, never from '@playwright/test':
 *
 *   import { expect, expectNoAxeViolations, test, uniqueRacer } from './support/fixtures';
 *
 * What every test gets:
 * - Browser problems fail the test: any console message about a Content-Security-Policy violation
 *   ("Refused to …", "Content Security Policy …") and any uncaught page error, on every page of the test's
 *   context and of contexts made with the `newContext` fixture. A test that provokes one on purpose calls
 *   `browserProblems.allow(/pattern/)`.
 * - The splash is skipped (sessionStorage 'rc-splash-shown' = '1' before any page script runs).
 *   A test about the splash itself opts out with `test.use({ showSplash: true })`.
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { SECURITY_QUESTIONS } from '../../../src/shared/constants/security-questions';

export { expect };

/** The two viewports a journey is checked on, as `[name, viewport]`: a phone, then a desktop. */
export const PHONE_AND_DESKTOP = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

/** The sessionStorage key the client sets once the splash has shown in this browser session. */
export const SPLASH_SESSION_KEY = 'rc-splash-shown';

/** Marks the splash as already shown, before any navigation, for one page or every page of a context. */
export async function skipSplash(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key: string) => {
    try {
      window.sessionStorage.setItem(key, '1');
    } catch {
      // about:blank and opaque origins have no sessionStorage.
    }
  }, SPLASH_SESSION_KEY);
}

// Chromium words these "Refused to …" in older versions, "… violates the following Content Security Policy …" now.
const CSP_MESSAGE = /Content[- ]Security[- ]Policy|Refused to/i;

/** Collects CSP violations and uncaught errors from the pages it watches. */
export class BrowserProblems {
  readonly found: string[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly watched = new WeakSet<Page>();

  /** Tolerate problems matching `pattern` (for tests that provoke one on purpose). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  watchPage(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('console', (msg) => {
      const text = msg.text();
      if (CSP_MESSAGE.test(text)) this.record(`console.${msg.type()} on ${page.url()}: ${text}`);
    });
    page.on('pageerror', (err) => {
      this.record(`uncaught error on ${page.url()}: ${err.stack ?? err.message}`);
    });
  }

  watchContext(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  private record(problem: string): void {
    if (!this.allowed.some((re) => re.test(problem))) this.found.push(problem);
  }
}

export interface Racer {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  securityQuestion1: string;
  securityAnswer1: string;
  securityQuestion2: string;
  securityAnswer2: string;
}

let racerCount = 0;

/** A racer nobody has registered yet: unique username, e-mail, password and security answers. */
export function uniqueRacer(overrides: Partial<Racer> = {}): Racer {
  racerCount += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${racerCount.toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `racer_${id}`,
    email: `racer.${id}@example.com`,
    password: `Pit-Lane-${id}!`,
    firstName: 'Riley',
    lastName: 'Hart',
    securityQuestion1: SECURITY_QUESTIONS[0],
    securityAnswer1: `Nitro ${id}`,
    securityQuestion2: SECURITY_QUESTIONS[2],
    securityAnswer2: `Silverstone ${id}`,
    ...overrides,
  };
}

/**
 * Registers `racer` through the API (POST /api/register). With `page.request` or `context.request` the
 * session cookie lands in that browser context, so the racer is signed in there without the UI.
 */
export async function registerViaApi(
  request: APIRequestContext,
  racer: Racer = uniqueRacer(),
): Promise<Racer> {
  const res = await request.post('/api/register', { data: racer });
  expect(res.status(), `POST /api/register answered ${res.status()}: ${await res.text()}`).toBe(201);
  return racer;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeCheckOptions {
  /** CSS selectors to limit the scan to. */
  include?: string[];
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
}

/** Fails with a readable list when axe finds any WCAG 2.0/2.1/2.2 A or AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  // Judge the page as it settles: a card fading in is still half transparent, and axe would
  // measure the contrast of that passing frame (the setup list's entrance stagger did, now and then).
  // Endless ones (a spinner, a loading pulse) never finish and are left out.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map((v) => {
    const targets = v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n');
    return `${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.helpUrl})\n${targets}`;
  });
  expect(report, `axe found ${violations.length} violation(s) on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  /** Show the splash instead of skipping it (default false). */
  showSplash: boolean;
  /** CSP violations and uncaught errors seen so far; fails the test at its end if any. */
  browserProblems: BrowserProblems;
  /** Another browser context (a second racer, say), watched and splash-skipped like the default one. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

export const test = base.extend<Fixtures>({
  showSplash: [false, { option: true }],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  browserProblems: async ({}, use) => {
    const problems = new BrowserProblems();
    await use(problems);
    // Torn down after every context of the test is closed, so late errors are counted too.
    expect(problems.found, 'the browser reported CSP violations or uncaught errors').toEqual([]);
  },

  context: async ({ context, showSplash, browserProblems }, use) => {
    browserProblems.watchContext(context);
    if (!showSplash) await skipSplash(context);
    await use(context);
  },

  newContext: async ({ browser, baseURL, showSplash, browserProblems }, use) => {
    const made: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      made.push(context);
      browserProblems.watchContext(context);
      if (!showSplash) await skipSplash(context);
      return context;
    });
    for (const context of made) await context.close();
  },
});
