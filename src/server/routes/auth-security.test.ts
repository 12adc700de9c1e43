import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import {
  call,
  createTestApp,
  DIALECTS,
  QUESTION_1,
  QUESTION_2,
  racerInput,
  registerRacer,
  sessionCookie,
  type TestApp,
} from '../test/harness';

describe.each(DIALECTS)('security bar (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and Secure only over HTTPS', async () => {
    t = await createTestApp(dialect, { trustProxy: 1 });
    const plain = await t.app.inject({ method: 'POST', url: '/api/register', payload: racerInput() });
    const header = String(plain.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);
    const tls = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: racerInput(),
    });
    expect(String(tls.headers['set-cookie'])).toMatch(/Secure/);
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // The signed-in hint is readable by the page, carries no secret and goes with the session.
    const hint = plain.cookies.find((c) => c.name === 'rc_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const session = plain.cookies.find((c) => c.name === 'rc_session');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `rc_session=${session?.value}` },
    });
    expect(out.cookies.map((c) => [c.name, c.value])).toEqual([
      ['rc_session', ''],
      ['rc_signed_in', ''],
    ]);
  });

  it('refuses a cross-site POST with 403 and accepts a same-origin one', async () => {
    t = await createTestApp(dialect);
    const payload = racerInput();
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload,
    });
    expect(evil.statusCode).toBe(403);
    const fetchMeta = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(fetchMeta.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(same.statusCode).toBe(201);
  });

  it('limits sign-ins per address with 429 and Retry-After', async () => {
    t = await createTestApp(dialect, { rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIpPerMinute: 3 } });
    const app = t.app;
    const attempt = () =>
      app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co', password: 'x' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('refuses a flood from one address without writing per attempt, and lets it in once the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const limited = await createTestApp(dialect, {
        rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIpPerMinute: 3 },
      });
      t = limited;
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a@b.co', password: 'x' },
        });
      for (let i = 0; i < 4; i++) await attempt();
      const hits = () =>
        limited.database.db
          .selectFrom('rateLimits')
          .select('count')
          .where('key', 'like', 'login:ip:%')
          .executeTakeFirst();
      const counted = await hits();
      for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(429);
      expect(await hits()).toEqual(counted);

      vi.setSystemTime(Date.now() + 61_000);
      expect((await attempt()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the default per-address limits let a whole club at one address sign in', async () => {
    t = await createTestApp(dialect, { rateLimits: DEFAULT_RATE_LIMITS });
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `club${i}@example.com`, password: 'x' },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(DEFAULT_RATE_LIMITS.registerPerIpPerHour).toBeGreaterThanOrEqual(100);
  });

  it('makes a browser wait after 5 failed sign-ins, and a success clears its count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      t = await createTestApp(dialect);
      const { input, user } = await registerRacer(t.app);
      const app = t.app;
      const signIn = (password: string) =>
        app.inject({ method: 'POST', url: '/api/login', payload: { email: input.email, password } });
      for (let i = 0; i < 5; i++) expect((await signIn('guess')).statusCode).toBe(401);
      const locked = await signIn(input.password);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBe(1);
      // Once the wait is over, the right password works and clears this address's count; the
      // account-wide ceiling for unknown browsers keeps its count (every attempt but the one the
      // lock refused) for the rest of its hour.
      vi.setSystemTime(Date.now() + 1_001);
      expect((await signIn(input.password)).statusCode).toBe(200);
      const keys = await t.database.db.selectFrom('rateLimits').select(['key', 'count']).execute();
      expect(keys.filter((k) => k.key.startsWith('login:addr:'))).toEqual([]);
      expect(keys.filter((k) => k.key.startsWith('login:account:'))).toEqual([
        { key: `login:account:user:${user.id}`, count: 6 },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('doubles the wait with each further failure, up to 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      t = await createTestApp(dialect);
      const { input, device } = await registerRacer(t.app);
      const waits: number[] = [];
      // From the racer's own browser, so the account-wide ceiling for unknown browsers stays out of it.
      for (let attempt = 0; waits.length < 12 && attempt < 40; attempt++) {
        const res = await call(t.app, device, {
          method: 'POST',
          url: '/api/login',
          payload: { email: input.email, password: 'guess' },
        });
        if (res.statusCode === 401) continue;
        expect(res.statusCode).toBe(429);
        const wait = Number(res.headers['retry-after']);
        waits.push(wait);
        vi.setSystemTime(Date.now() + wait * 1000 + 1);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('allows at most 3 security-answer attempts per address an hour', async () => {
    t = await createTestApp(dialect);
    const { input } = await registerRacer(t.app);
    const app = t.app;
    const attempt = (answer: string) =>
      app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: {
          email: input.email,
          securityQuestion1: QUESTION_1,
          securityAnswer1: answer,
          securityQuestion2: QUESTION_2,
          securityAnswer2: 'Pizza',
          newPassword: 'new-pass-1',
          confirmPassword: 'new-pass-1',
        },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).statusCode).toBe(400);
    const limited = await attempt('Rex');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('limits registrations per address', async () => {
    t = await createTestApp(dialect, { rateLimits: { ...DEFAULT_RATE_LIMITS, registerPerIpPerHour: 2 } });
    for (let i = 0; i < 2; i++)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/register', payload: racerInput() })).statusCode,
      ).toBe(201);
    const limited = await t.app.inject({ method: 'POST', url: '/api/register', payload: racerInput() });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('never sends a hash, an answer or a question outside the reset look-up', async () => {
    t = await createTestApp(dialect);
    const seen: LightMyRequestResponse[] = [];
    const record = async (p: Promise<LightMyRequestResponse>) => {
      const res = await p;
      seen.push(res);
      return res;
    };
    const input = racerInput({ securityAnswer1: 'UniqueAnswerOne', securityAnswer2: 'UniqueAnswerTwo' });
    const reg = await record(t.app.inject({ method: 'POST', url: '/api/register', payload: input }));
    const cookie = sessionCookie(reg);
    await record(call(t.app, cookie, { method: 'GET', url: '/api/auth/user' }));
    await record(
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: input.email, password: input.password },
      }),
    );
    await record(
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: input.email, password: 'bad-pass' },
      }),
    );
    await record(
      call(t.app, cookie, {
        method: 'POST',
        url: '/api/change-password',
        payload: { currentPassword: 'x', newPassword: 'yyyyyy' },
      }),
    );
    for (const res of seen) {
      expect(res.body).not.toMatch(/argon2|hash/i);
      expect(res.body).not.toContain('UniqueAnswer');
      expect(res.body).not.toContain(QUESTION_1);
      expect(res.body).not.toContain(input.password);
    }
  });

  it('sends the security headers of DESIGN.md and a JSON 404 for unknown API paths', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    const csp = String(res.headers['content-security-policy']);
    for (const part of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(part);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Not found');
  });
});
