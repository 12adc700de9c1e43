import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { racerOf } from './auth';

describe.each(DIALECTS)('routes declare who may call them (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  it('an API or upload route that does not declare fails at registration', () => {
    expect(() => t.app.get('/api/forgotten', async () => ({}))).toThrow(
      "GET /api/forgotten must declare who may call it: config: { auth: 'racer' | 'optional' | 'public' }",
    );
    expect(() => t.app.post('/uploads/forgotten', async () => ({}))).toThrow(/must declare/);
    expect(() =>
      t.app.get('/api/misspelt', { config: { auth: 'everyone' as 'public' } }, async () => ({})),
    ).toThrow(/must declare/);
    // The built client's files are the same for everyone and declare nothing.
    expect(() => t.app.get('/robots.txt', async () => 'User-agent: *')).not.toThrow();
  });

  it("'public' routes never read the session, 'optional' ones do", async () => {
    t.app.get('/api/test/public', { config: { auth: 'public' } }, async (request) => ({
      signedIn: request.auth !== null,
    }));
    t.app.get('/api/test/optional', { config: { auth: 'optional' } }, async (request) => ({
      signedIn: request.auth !== null,
    }));
    const { cookie } = await registerRacer(t.app);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/test/public' })).json()).toEqual({
      signedIn: false,
    });
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/test/optional' })).json()).toEqual({
      signedIn: true,
    });
  });

  it('asking for the racer on a route not declared for racers fails loudly, not as a 401', async () => {
    t.app.get(
      '/api/test/careless',
      { config: { auth: 'optional' } },
      async (request) => racerOf(request).user,
    );
    const res = await call(t.app, undefined, { method: 'GET', url: '/api/test/careless' });
    expect(res.statusCode).toBe(500);
  });
});
