import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  call,
  createTestApp,
  DIALECTS,
  deviceCookie,
  racerInput,
  registerRacer,
  sessionCookie,
  type TestApp,
} from '../test/harness';

/** The `rc_device` cookie that marks a browser a racer signed in from (services/known-devices.ts). */
describe.each(DIALECTS)('known browsers (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('marks the browser with a known-device cookie like the session cookie, for a year', async () => {
    t = await createTestApp(dialect, { trustProxy: 1 });
    const plain = await t.app.inject({ method: 'POST', url: '/api/register', payload: racerInput() });
    const device = plain.cookies.find((c) => c.name === 'rc_device');
    expect(device).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true, maxAge: 365 * 24 * 60 * 60 });
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device?.secure).toBeFalsy();
    const tls = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: racerInput(),
    });
    expect(tls.cookies.find((c) => c.name === 'rc_device')?.secure).toBe(true);
    // Only the token's SHA-256 is stored, never the token.
    const stored = await t.database.db.selectFrom('knownDevices').selectAll().execute();
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(device?.value);
    // Signing out leaves the browser known.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: sessionCookie(plain) },
    });
    expect(out.cookies.map((c) => c.name)).not.toContain('rc_device');
  });

  it('keeps the cookie a browser already has, for every racer signing in there', async () => {
    t = await createTestApp(dialect);
    const first = await registerRacer(t.app);
    const second = await registerRacer(t.app);
    // The second racer signs in on the first racer's browser: same token, now known to both.
    const res = await call(t.app, first.device, {
      method: 'POST',
      url: '/api/login',
      payload: { email: second.input.email, password: second.input.password },
    });
    expect(res.statusCode).toBe(200);
    expect(deviceCookie(res)).toBe(first.device);
    const owners = await t.database.db
      .selectFrom('knownDevices')
      .select('userId')
      .orderBy('userId')
      .execute();
    expect(owners.map((o) => o.userId)).toEqual([first.user.id, second.user.id, second.user.id]);
    // A value the server never made is replaced, not adopted.
    const forged = await call(t.app, 'rc_device=chosen-by-someone', {
      method: 'POST',
      url: '/api/login',
      payload: { email: first.input.email, password: first.input.password },
    });
    expect(deviceCookie(forged)).toMatch(/^rc_device=[A-Za-z0-9_-]{43}$/);
  });

  it('keeps at most 20 browsers per racer, dropping the longest unseen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      t = await createTestApp(dialect);
      const { input, device } = await registerRacer(t.app);
      for (let i = 0; i < 24; i++) {
        vi.setSystemTime(Date.now() + 1_000);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: input.email, password: input.password },
        });
        expect(res.statusCode).toBe(200);
      }
      const rows = await t.database.db.selectFrom('knownDevices').select('lastSeenAt').execute();
      expect(rows).toHaveLength(20);
      // The browser used at registration, longest unseen, is no longer known.
      const again = await call(t.app, device, {
        method: 'POST',
        url: '/api/login',
        payload: { email: input.email, password: 'guess' },
      });
      expect(again.statusCode).toBe(401);
      const keys = await t.database.db.selectFrom('rateLimits').select('key').execute();
      expect(keys.map((k) => k.key).some((k) => k.startsWith('login:device:'))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
