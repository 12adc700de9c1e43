import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { isDocumented } from './openapi';
import { DOCS_CSP } from './security-headers';

type Operation = { security?: unknown[]; responses: Record<string, unknown>; parameters?: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

// The document depends on the routes, not the database: one dialect says it all.
describe('API documentation', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  const operation = (method: string, url: string) =>
    doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  it('/api/openapi.json is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every /api and /uploads route the app registered, but the docs page', () => {
    // Every such route must declare its auth (plugins/auth.ts), so routeAuth lists all of them;
    // HEAD twins ride on their GET, and the built client's files are pages, not API.
    const routes = t.app.routeAuth.filter((r) => r.method !== 'HEAD');
    const hidden = routes.filter((r) => !isDocumented(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(hidden.every((route) => route.includes(' /api/docs'))).toBe(true);
    const missing = routes
      .filter((r) => isDocumented(r.url) && !operation(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(routes.length - hidden.length).toBeGreaterThan(60);
  });

  it("says each route's auth, and answers with the shared error shape for 4xx", () => {
    const session = [{ session: [] }];
    for (const { method, url, auth } of t.app.routeAuth.filter((r) => isDocumented(r.url))) {
      const op = operation(method, url);
      if (!op) continue; // HEAD
      expect(op.security, `${method} ${url}`).toEqual(
        auth === 'racer' ? session : auth === 'optional' ? [{}, ...session] : [],
      );
      expect(op.responses['4XX'], `${method} ${url}`).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      });
    }
    // Params, bodies and answers come from the routes' zod schemas.
    const put = operation('PUT', '/api/cars/:id');
    expect(put?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    expect(put).toMatchObject({ requestBody: { required: true }, responses: { 200: { content: {} } } });
  });

  it("documents the paging parameters of every list of a racer's records", () => {
    const lists = [
      '/api/cars',
      '/api/transponders',
      '/api/setup-sheets',
      '/api/esc-setups',
      '/api/tyre-sets',
      '/api/runs',
      '/api/setup-sheets/:id/versions',
      '/api/esc-setups/:id/versions',
    ];
    for (const url of lists) {
      const query = (operation('GET', url)?.parameters ?? []) as Array<{ in: string; name: string }>;
      const names = query.filter((p) => p.in === 'query').map((p) => p.name);
      expect(names, url).toEqual(expect.arrayContaining(['limit', 'cursor']));
    }
  });

  it('serves the docs page from our own server with its own CSP, and the app keeps its own', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    // No script or style from anywhere but here: the page works offline and at the track.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-security-policy']).toBe(DOCS_CSP);
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).not.toBe(DOCS_CSP);
    expect(api.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
