import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * DESIGN.md "Performance budgets", the deterministic part: sizes of the built JavaScript.
 * The signed-out entry is what index.html loads before any route: its module script and the
 * modulepreloads Vite wrote. Every other chunk loads lazily and has its own budget.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'dist', 'client');
const KIB = 1024;
const ENTRY_BUDGET = 120 * KIB;
const CHUNK_BUDGET = 50 * KIB;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(CLIENT, file)), { level: 9 }).length;

describe('JavaScript size budgets (gzip)', () => {
  let entry: string[];
  let lazy: string[];

  beforeAll(() => {
    // Sizes of a stale build would prove nothing.
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
      stdio: 'inherit',
    });
    const html = readFileSync(path.join(CLIENT, 'index.html'), 'utf8');
    entry = [
      ...html.matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g,
      ),
    ].map((m) => m[1] as string);
    lazy = readdirSync(path.join(CLIENT, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`)
      .filter((f) => !entry.includes(f));
  }, 120_000);

  it(`keeps the signed-out entry within ${ENTRY_BUDGET / KIB} KiB`, () => {
    expect(entry.length).toBeGreaterThan(0);
    const total = entry.reduce((sum, f) => sum + gzipSize(f), 0);
    console.log(`entry: ${(total / KIB).toFixed(1)} KiB gzip in ${entry.length} files`);
    expect(total).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it(`keeps every lazy chunk within ${CHUNK_BUDGET / KIB} KiB`, () => {
    expect(lazy.length).toBeGreaterThan(5);
    const over = lazy.map((f) => [f, gzipSize(f)] as const).filter(([, size]) => size > CHUNK_BUDGET);
    expect(over.map(([f, size]) => `${f}: ${(size / KIB).toFixed(1)} KiB`)).toEqual([]);
  });
});
