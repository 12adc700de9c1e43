import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('serving the built client', () => {
  let t: TestApp;
  let dir: string;
  const script = 'console.log("lap");'.repeat(100);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rc-client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>RC Setup Assistant</title></head></html>',
    );
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-1.js' },
        'routes/fleet.tsx': {
          file: 'assets/fleet-1.js',
          imports: ['_shared.js', '_dialog.js'],
          css: ['assets/fleet-1.css'],
        },
        '_dialog.js': { file: 'assets/dialog-1.js' },
        'routes/home.tsx': { file: 'assets/home-1.js' },
        'routes/dashboard.tsx': { file: 'assets/dashboard-1.js', imports: ['_dialog.js'] },
      }),
    );
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"RC Setup Assistant"}');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    t = await createTestApp('sqlite', { clientDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers any page route with index.html, never cached', async () => {
    for (const url of ['/', '/fleet', '/public-setups/12', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>RC Setup Assistant</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it("preloads the opened route's own chunks, not the entry's again", async () => {
    const fleet = (await t.app.inject({ method: 'GET', url: '/fleet?x=1' })).body;
    expect(fleet).toContain('<link rel="modulepreload" crossorigin href="/assets/fleet-1.js">');
    expect(fleet).toContain('href="/assets/dialog-1.js"');
    expect(fleet).toContain('<link rel="stylesheet" crossorigin href="/assets/fleet-1.css">');
    expect(fleet).not.toContain('shared-1.js');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('href="/assets/home-1.js"');
    const unknown = (await t.app.inject({ method: 'GET', url: '/no/such/page' })).body;
    expect(unknown).not.toContain('modulepreload');
  });

  it('preloads the dashboard on / only for a browser that holds a session, the signed-out page light', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('href="/assets/home-1.js"');
    expect(home.body).not.toContain('dashboard-1.js');
    expect(home.headers.vary).toMatch(/cookie/i);
    const signedIn = (await t.app.inject({ method: 'GET', url: '/', cookies: { rc_signed_in: '1' } })).body;
    expect(signedIn).toContain('href="/assets/home-1.js"');
    expect(signedIn).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
    expect(signedIn).toContain('href="/assets/dialog-1.js"');
    expect(signedIn).not.toContain('shared-1.js');
    // Elsewhere the hint changes nothing.
    const fleet = (await t.app.inject({ method: 'GET', url: '/fleet', cookies: { rc_signed_in: '1' } })).body;
    expect(fleet).not.toContain('dashboard-1.js');
  });

  it('sends fingerprinted assets pre-compressed and cached for good', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the service worker never cached and the manifest as a web manifest', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    // A cached worker script would hold racers on an old build.
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = String(manifest.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('keeps API, upload and missing-file misses as JSON 404s', async () => {
    for (const url of ['/api/nothing', '/uploads/nothing.png', '/assets/old-chunk.js', '/favicon.ico']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await t.app.inject({ method: 'POST', url: '/fleet' })).statusCode).toBe(404);
  });
});
