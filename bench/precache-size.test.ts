import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What the service worker downloads when the app is installed (or a new build arrives): every entry
 * of its precache list, read from the built dist/client/sw.js. Deterministic, so a test beside the
 * bundle budgets. The budget, 1.5 MiB raw, is the whole app (shell, every lazy route, CSS, icons)
 * with room for a few more screens; gzip, what crosses a pit-lane connection, is about a third.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'dist', 'client');
const KIB = 1024;
const PRECACHE_BUDGET = 1.5 * KIB * KIB;

describe('service worker precache', () => {
  let urls: string[];

  beforeAll(() => {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
      stdio: 'inherit',
    });
    const sw = readFileSync(path.join(CLIENT, 'sw.js'), 'utf8');
    urls = [...sw.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map(
      (m) => m[1] as string,
    );
  }, 120_000);

  it('lists the shell, lazy chunks, CSS and icons, never compressed copies, maps or Vite’s manifest', () => {
    expect(urls).toContain('index.html');
    expect(urls).toContain('manifest.webmanifest');
    expect(urls).toContain('icon-512.png');
    expect(urls.filter((u) => u.endsWith('.css')).length).toBeGreaterThan(0);
    expect(urls.filter((u) => u.startsWith('assets/') && u.endsWith('.js')).length).toBeGreaterThan(20);
    expect(urls.filter((u) => /\.(gz|br|map)$|^\.vite\/|\.pdf$/.test(u))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it(`stays within ${PRECACHE_BUDGET / KIB / KIB} MiB`, () => {
    const files = urls.map((u) => readFileSync(path.join(CLIENT, u)));
    const raw = files.reduce((sum, f) => sum + f.length, 0);
    const gzip = files.reduce((sum, f) => sum + gzipSync(f, { level: 9 }).length, 0);
    console.log(
      `precache: ${urls.length} entries, ${(raw / KIB).toFixed(1)} KiB raw, ${(gzip / KIB).toFixed(1)} KiB gzip`,
    );
    expect(raw).toBeLessThanOrEqual(PRECACHE_BUDGET);
  });
});
