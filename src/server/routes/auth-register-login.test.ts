import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  DIALECTS,
  racerInput,
  registerRacer,
  sessionCookie,
  type TestApp,
} from '../test/harness';

describe.each(DIALECTS)('register, sign in, sign out (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  it('registers, signs the racer in and returns the user without secrets', async () => {
    const input = racerInput({ email: 'Mixed.Case@Example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: input });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'profileImageUrl',
        'securityQuestionsSet',
        'updatedAt',
        'username',
      ].sort(),
    );
    expect(user).toMatchObject({
      username: input.username,
      email: 'mixed.case@example.com',
      firstName: 'Sam',
    });
    const me = await call(t.app, sessionCookie(res), { method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it.each([
    [{ username: '' }, 'Username is required'],
    [{ username: 'x'.repeat(51) }, 'Username must be at most 50 characters'],
    [{ email: 'not-an-email' }, 'Valid email is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ securityQuestion1: '' }, 'Please select a security question'],
    [{ securityQuestion2: 'Who am I?' }, 'Please select a second security question'],
    [{ securityAnswer1: '' }, 'Please provide an answer'],
    [
      { securityQuestion2: 'What was the name of your first pet?' },
      'Please choose different security questions',
    ],
  ])('rejects %o with "%s" and creates nothing', async (override, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: racerInput(override) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('refuses a taken e-mail or username', async () => {
    const { input } = await registerRacer(t.app);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: racerInput({ email: input.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().message).toBe('Email already registered');
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: racerInput({ username: input.username }),
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().message).toBe('Username already taken');
  });

  it('signs in with the right password and names each failure', async () => {
    const { input } = await registerRacer(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: input.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(input.email);
    sessionCookie(ok);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Incorrect email, username or password');
    expect(wrong.cookies).toHaveLength(0);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ghost@example.com', password: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Incorrect email, username or password');
  });

  it('validates the sign-in form', async () => {
    const noIdentifier = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: '  ', password: 'y' },
    });
    expect(noIdentifier.json()).toMatchObject({
      message: 'Email or username is required',
      code: 'invalid_input',
    });
    const nothing = await t.app.inject({ method: 'POST', url: '/api/login', payload: { password: 'y' } });
    expect(nothing.json().message).toBe('Email or username is required');
    const noPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: '' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('Password is required');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{broken',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 401 to the user lookup when signed out or with an unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await call(t.app, 'rc_session=forged-token', { method: 'GET', url: '/api/auth/user' });
    expect(forged.statusCode).toBe(401);
  });

  it('sign-out deletes the session on the server, not just the cookie', async () => {
    const { cookie } = await registerRacer(t.app);
    const out = await call(t.app, cookie, { method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'rc_session')?.value).toBe('');
    // Replaying the old cookie must not work any more.
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const rows = await t.database.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('issues a new token at every sign-in and stores only its hash', async () => {
    const { input, cookie } = await registerRacer(t.app);
    const again = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: input.password },
    });
    const fresh = sessionCookie(again);
    expect(fresh).not.toBe(cookie);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const sids = (await t.database.db.selectFrom('sessions').select('sid').execute()).map((r) => r.sid);
    expect(sids).toHaveLength(1);
    expect(sids[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toContain(sids[0]);
  });
});
