import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageHtml } from '../src/server/plugins/route-preloads';

/**
 * DESIGN.md "Performance budgets", the deterministic part: sizes of the built JavaScript.
 * The signed-out entry is what the page served for `/` names (issue 31 item 5): each module script
 * and each modulepreload, those index.html carries and those the server adds for the route
 * (plugins/route-preloads.ts, the very function that serves it). The classic theme script
 * (public/theme-init.js, 0.4 KiB) is not part of the module graph the budget is about. Every other
 * chunk loads lazily and has its own budget.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'dist', 'client');
const KIB = 1024;
const ENTRY_BUDGET = 120 * KIB;
const CHUNK_BUDGET = 50 * KIB;

// Level 9, as scripts/lib/compress-assets.mjs writes the .gz files the server sends.
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(CLIENT, file)), { level: 9 }).length;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/** Same-origin files of every `<script type="module" src>` and `<link rel="modulepreload" href>`, in page order. */
function namedModules(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const kind = ((isScript ? attribute(tag, 'type') : attribute(tag, 'rel')) ?? '').toLowerCase();
    const url =
      isScript && kind === 'module'
        ? attribute(tag, 'src')
        : !isScript && kind.split(/\s+/).includes('modulepreload')
          ? attribute(tag, 'href')
          : undefined;
    if (url === undefined) continue;
    // A module from elsewhere would escape the budget: none is allowed.
    if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`not a file of this build: ${url}`);
    files.push(url.slice(1).split(/[?#]/)[0] as string);
  }
  return files;
}

describe('the modules an HTML page names', () => {
  it('are every module script and modulepreload, whatever the attribute order or quoting', () => {
    const html = `<head><script src="/theme-init.js"></script>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/jsx-b.js">
      <link href='/assets/home-c.js' rel=modulepreload>
      <link rel="stylesheet" href="/assets/index.css"><link rel="manifest" href="/manifest.webmanifest">
      <link rel="icon" href="/logo.svg"></head>`;
    expect(namedModules(html)).toEqual(['assets/index-a.js', 'assets/jsx-b.js', 'assets/home-c.js']);
  });

  it('refuses a module from another origin', () => {
    expect(() => namedModules('<script type="module" src="https://cdn.example/x.js"></script>')).toThrow(
      /not a file/,
    );
  });
});

describe('JavaScript size budgets (gzip)', () => {
  let entry: string[];
  let lazy: string[];

  beforeAll(() => {
    // Sizes of a stale build would prove nothing.
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
      stdio: 'inherit',
    });
    entry = namedModules(loadPageHtml(CLIENT).forPath('/'));
    lazy = readdirSync(path.join(CLIENT, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`)
      .filter((f) => !entry.includes(f));
  }, 120_000);

  it(`keeps the signed-out entry, as served for /, within ${ENTRY_BUDGET / KIB} KiB`, () => {
    // The entry module, its preloads and the home route's chunks (the landing page) at least.
    expect(entry.filter((f) => /^assets\/(index|home)-[\w-]+\.js$/.test(f))).toHaveLength(2);
    const sizes = entry.map((f) => [f, gzipSize(f)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(
      `entry as served for /: ${(total / KIB).toFixed(2)} KiB gzip (${total} B) in ${entry.length} files\n` +
        sizes.map(([f, size]) => `  ${(size / KIB).toFixed(2).padStart(6)} KiB  ${f}`).join('\n'),
    );
    expect(total).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it(`keeps every lazy chunk within ${CHUNK_BUDGET / KIB} KiB`, () => {
    expect(lazy.length).toBeGreaterThan(5);
    const over = lazy.map((f) => [f, gzipSize(f)] as const).filter(([, size]) => size > CHUNK_BUDGET);
    expect(over.map(([f, size]) => `${f}: ${(size / KIB).toFixed(1)} KiB`)).toEqual([]);
  });
});
