import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../clock';
import {
  call,
  createTestApp,
  DIALECTS,
  QUESTION_1,
  QUESTION_2,
  registerRacer,
  sessionCookie,
  type TestApp,
} from '../test/harness';

const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe.each(DIALECTS)('security questions, reset, change password, delete account (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  function resetPayload(email: string, overrides: Record<string, string> = {}) {
    return {
      email,
      securityQuestion1: QUESTION_1,
      securityAnswer1: 'Rex',
      securityQuestion2: QUESTION_2,
      securityAnswer2: 'Pizza',
      newPassword: 'new-pit-lane',
      confirmPassword: 'new-pit-lane',
      ...overrides,
    };
  }

  it('gives the two questions for a known e-mail and 404 for an unknown one', async () => {
    const { input } = await registerRacer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get-security-questions',
      payload: { email: input.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ question1: QUESTION_1, question2: QUESTION_2 });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/get-security-questions',
      payload: { email: 'no@one.io' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No account found with that email');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/get-security-questions',
      payload: { email: 'x' },
    });
    expect(invalid.json().message).toBe('Valid email is required');
  });

  it('resets with both answers, ends every session and does not sign in', async () => {
    const { input, cookie } = await registerRacer(t.app);
    const second = sessionCookie(await signIn(t, input.email, input.password));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: resetPayload(input.email),
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toHaveLength(0);
    for (const c of [cookie, second]) {
      expect((await call(t.app, c, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    }
    expect((await signIn(t, input.email, input.password)).statusCode).toBe(401);
    expect((await signIn(t, input.email, 'new-pit-lane')).statusCode).toBe(200);
  });

  it('compares answers case-sensitively and changes nothing on a mismatch', async () => {
    const { input } = await registerRacer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: resetPayload(input.email, { securityAnswer1: 'rex' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The security answers don't match our records.");
    expect((await signIn(t, input.email, input.password)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ confirmPassword: 'different' }, "Passwords don't match"],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ securityAnswer2: '' }, 'Please provide an answer'],
    [{ securityQuestion1: '' }, 'Please answer the security question'],
  ])('validates the reset %o', async (override, message) => {
    const { input } = await registerRacer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: resetPayload(input.email, override),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 to a reset for an unknown e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: resetPayload('no@one.io'),
    });
    expect(res.statusCode).toBe(404);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { input, cookie } = await registerRacer(t.app);
    const other = sessionCookie(await signIn(t, input.email, input.password));
    const res = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: input.password, newPassword: 'fresh-tyres' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
    expect((await call(t.app, other, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect((await signIn(t, input.email, 'fresh-tyres')).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: 'wrong-one', newPassword: 'fresh-tyres' }, 400, 'Current password is incorrect'],
    [{ currentPassword: '', newPassword: 'fresh-tyres' }, 400, 'Current password is required'],
    [{ currentPassword: 'x', newPassword: '123' }, 400, 'New password must be at least 6 characters'],
  ])('refuses a password change %o', async (payload, status, message) => {
    const { input, cookie } = await registerRacer(t.app);
    const res = await call(t.app, cookie, { method: 'POST', url: '/api/change-password', payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect((await signIn(t, input.email, input.password)).statusCode).toBe(200);
  });

  it('needs a session to change the password or delete the account', async () => {
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: 'a', newPassword: 'bbbbbb' },
    });
    expect(change.statusCode).toBe(401);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/delete-account',
      payload: { currentPassword: 'pit-lane-1' },
    });
    expect(remove.statusCode).toBe(401);
  });

  it('deletes the account only with the current password, and then leaves no row of the racer behind', async () => {
    const keep = await registerRacer(t.app);
    const { input, user, cookie } = await registerRacer(t.app);
    const db = t.database.db;
    const now = nowIso();
    const car = await db
      .insertInto('cars')
      .values({
        userId: user.id,
        manufacturer: 'Tekno RC',
        model: 'EB48 2.2',
        status: 'Active',
        scale: null,
        drivetrain: null,
        notes: null,
        imageUrl: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('transponders')
      .values({
        userId: user.id,
        number: '1234567',
        rcCarId: car.id,
        notes: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('setupSheets')
      .values({ userId: user.id, rcCarId: car.id, name: 'Clay', createdAt: now, updatedAt: now } as never)
      .execute();
    await db
      .insertInto('escSetups')
      .values({ userId: user.id, rcCarId: car.id, name: 'Blinky', createdAt: now, updatedAt: now } as never)
      .execute();
    const blob = await db
      .insertInto('fileBlobs')
      .values({ size: 1, content: new Uint8Array([1]), createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('files')
      .values({
        userId: user.id,
        filename: 'a.png',
        originalName: 'a.png',
        mimeType: 'image/png',
        size: 1,
        blobId: blob.id,
        createdAt: now,
      })
      .execute();

    // Keys that name the racer: a wrong answer from a known browser and one from elsewhere.
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: resetPayload(input.email, { securityAnswer1: 'wrong' }),
    });
    const owned = [
      'cars',
      'transponders',
      'setupSheets',
      'escSetups',
      'files',
      'sessions',
      'knownDevices',
    ] as const;
    const rowsOf = async () => {
      const counts: Record<string, number> = {};
      for (const table of owned)
        counts[table] = (
          await db.selectFrom(table).select('userId').where('userId', '=', user.id).execute()
        ).length;
      return counts;
    };
    const before = await rowsOf();
    expect(
      Object.values(before).every((n) => n > 0),
      JSON.stringify(before),
    ).toBe(true);

    const remove = (payload?: object) =>
      call(t.app, cookie, { method: 'DELETE', url: '/api/delete-account', ...(payload ? { payload } : {}) });
    for (const [payload, message] of [
      [undefined, 'Current password is required'],
      [{}, 'Current password is required'],
      [{ currentPassword: '' }, 'Current password is required'],
      [{ currentPassword: 'not-my-password' }, 'Current password is incorrect'],
    ] as const) {
      const refused = await remove(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await remove({ currentPassword: 'not-my-password' })).json().code).toBe('wrong_password');
    expect(await rowsOf()).toEqual(before);

    const res = await remove({ currentPassword: input.password });
    expect(res.statusCode).toBe(204);
    for (const table of owned) {
      const rows = await db.selectFrom(table).select('userId').where('userId', '=', user.id).execute();
      expect(rows, table).toHaveLength(0);
    }
    const keys = (await db.selectFrom('rateLimits').select('key').execute()).map((k) => k.key);
    expect(keys.filter((k) => k.includes(`:${user.id}`))).toEqual([]);
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toHaveLength(0);
    // The stored bytes go with the last record naming them.
    expect(await db.selectFrom('fileBlobs').select('id').where('id', '=', blob.id).execute()).toHaveLength(0);
    // Another racer's account is untouched.
    expect((await call(t.app, keep.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });
});
