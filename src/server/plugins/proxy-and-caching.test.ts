import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

/** What a reverse proxy, a shared cache or a client's own headers may and may not change. */
describe.each(DIALECTS)('behind proxies and caches (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const signIn = (app: TestApp['app'], forwardedFor: string, remoteAddress = '10.0.0.2') =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: 'wrong-one' },
    });

  it('with one trusted hop, a client cannot walk around per-address limits with its own X-Forwarded-For', async () => {
    t = await createTestApp(dialect, {
      trustProxy: 1,
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIpPerMinute: 3, registerPerIpPerHour: 100 },
    });
    const statuses: number[] = [];
    // Each request claims another address on the left; the proxy appended the same one on the right.
    for (let i = 0; i < 5; i++)
      statuses.push((await signIn(t.app, `198.51.100.${i}, 203.0.113.9`)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // Another real client behind the same proxy is counted apart.
    expect((await signIn(t.app, '203.0.113.10')).statusCode).toBe(401);
  });

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    t = await createTestApp(dialect, {
      trustProxy: ['10.0.0.2'],
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIpPerMinute: 2 },
    });
    // A direct client (not the proxy) that sends X-Forwarded-For is still itself.
    for (let i = 0; i < 2; i++)
      expect((await signIn(t.app, `198.51.100.${i}`, '192.0.2.50')).statusCode).toBe(401);
    expect((await signIn(t.app, '198.51.100.77', '192.0.2.50')).statusCode).toBe(429);
    // Through the listed proxy, the forwarded address counts.
    expect((await signIn(t.app, '198.51.100.77')).statusCode).toBe(401);
  });

  it('checks Origin against the Host received, never a forwarded host', async () => {
    t = await createTestApp(dialect, { trustProxy: 1 });
    const post = (headers: Record<string, string>) =>
      t?.app.inject({ method: 'POST', url: '/api/logout', headers: { host: 'rc.example.com', ...headers } });
    expect((await post({ origin: 'https://rc.example.com' }))?.statusCode).toBe(204);
    const forged = await post({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(forged?.statusCode).toBe(403);
  });

  it('with PUBLIC_ORIGIN set, accepts exactly those origins whatever Host the proxy passes', async () => {
    t = await createTestApp(dialect, { publicOrigins: ['https://rc.example.com'] });
    const post = (origin: string) =>
      t?.app.inject({ method: 'POST', url: '/api/logout', headers: { host: '127.0.0.1:3000', origin } });
    expect((await post('https://rc.example.com'))?.statusCode).toBe(204);
    expect((await post('http://127.0.0.1:3000'))?.statusCode).toBe(403);
    expect((await post('https://rc.example.com.evil.example'))?.statusCode).toBe(403);
  });

  it('marks every API answer no-store, so no shared cache keeps one racer’s data', async () => {
    t = await createTestApp(dialect);
    const { cookie } = await registerRacer(t.app);
    for (const [method, url] of [
      ['GET', '/api/cars'],
      ['GET', '/api/auth/user'],
      ['GET', '/api/cars/999999'],
      ['GET', '/api/public-setups'],
    ] as const) {
      const res = await call(t.app, cookie, { method, url });
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
    const visitor = await call(t.app, undefined, { method: 'GET', url: '/api/cars' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).toBe('no-store');
  });
});
