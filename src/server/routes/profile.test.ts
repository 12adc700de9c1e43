import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  DIALECTS,
  QUESTION_1,
  QUESTION_2,
  registerRacer,
  type TestApp,
} from '../test/harness';

const NEW_QUESTION_1 = 'In what city were you born?';
const NEW_QUESTION_2 = 'What was the model of your first car?';

describe.each(DIALECTS)('Settings: profile and security questions (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  const patch = (cookie: string, payload: object) =>
    call(t.app, cookie, { method: 'PATCH', url: '/api/profile', payload });
  const me = async (cookie: string) =>
    (await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' })).json();
  const signIn = (identifier: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { identifier, password } });

  describe('names and e-mail', () => {
    it('edits the names without the password, clears an empty one, and the user lookup shows it', async () => {
      const { cookie } = await registerRacer(t.app);
      const res = await patch(cookie, { firstName: '  Alex ', lastName: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ firstName: 'Alex', lastName: null });
      expect(await me(cookie)).toMatchObject({ firstName: 'Alex', lastName: null });
    });

    it('changes the e-mail with the current password, stored lower-cased; the new one signs in', async () => {
      const { input, cookie } = await registerRacer(t.app);
      const res = await patch(cookie, { email: ' New.Mail@Club.org ', currentPassword: input.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().email).toBe('new.mail@club.org');
      expect((await me(cookie)).email).toBe('new.mail@club.org');
      expect((await signIn('new.mail@club.org', input.password)).statusCode).toBe(200);
      expect((await signIn(input.email, input.password)).statusCode).toBe(401);
    });

    it('asks for the password to change the e-mail, and changes nothing without it', async () => {
      const { input, cookie } = await registerRacer(t.app);
      const res = await patch(cookie, { firstName: 'Alex', email: 'other@club.org' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'password_required',
        message: 'Enter your current password to change your email',
      });
      expect(await me(cookie)).toMatchObject({ email: input.email, firstName: 'Sam' });
    });

    it('refuses a wrong password with 400 and changes nothing, names included', async () => {
      const { input, cookie } = await registerRacer(t.app);
      const res = await patch(cookie, {
        firstName: 'Alex',
        email: 'other@club.org',
        currentPassword: 'nope-nope',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'wrong_password', message: 'Current password is incorrect' });
      expect(await me(cookie)).toMatchObject({ email: input.email, firstName: 'Sam' });
    });

    it("refuses another racer's e-mail, in any case, with 409", async () => {
      const other = await registerRacer(t.app);
      const { input, cookie } = await registerRacer(t.app);
      const res = await patch(cookie, {
        email: other.input.email.toUpperCase(),
        currentPassword: input.password,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'email_taken',
        message: 'That email is already used by another account',
      });
      expect((await me(cookie)).email).toBe(input.email);
    });

    it('keeps the same e-mail (in another case) without asking for the password', async () => {
      const { input, cookie } = await registerRacer(t.app);
      const res = await patch(cookie, { email: input.email.toUpperCase(), lastName: 'Rider' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ email: input.email, lastName: 'Rider' });
    });

    it.each([
      [{ email: 'not-an-email', currentPassword: 'x' }, 'Valid email is required'],
      [{ firstName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    ])('refuses %o with "%s"', async (payload, message) => {
      const { cookie } = await registerRacer(t.app);
      const res = await patch(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('counts wrong passwords on the lock change-password uses', async () => {
      const { input, cookie } = await registerRacer(t.app);
      for (let i = 0; i < 5; i++) {
        expect((await patch(cookie, { email: 'a@b.co', currentPassword: `guess-${i}` })).statusCode).toBe(
          400,
        );
      }
      expect((await patch(cookie, { email: 'a@b.co', currentPassword: input.password })).statusCode).toBe(
        429,
      );
      const change = await call(t.app, cookie, {
        method: 'POST',
        url: '/api/change-password',
        payload: { currentPassword: input.password, newPassword: 'fresh-tyres' },
      });
      expect(change.statusCode).toBe(429);
    });
  });

  describe('security questions', () => {
    const put = (cookie: string, overrides: Record<string, string> = {}) =>
      call(t.app, cookie, {
        method: 'PUT',
        url: '/api/security-questions',
        payload: {
          currentPassword: 'pit-lane-1',
          securityQuestion1: NEW_QUESTION_1,
          securityAnswer1: 'Leeds',
          securityQuestion2: NEW_QUESTION_2,
          securityAnswer2: 'Corolla',
          ...overrides,
        },
      });
    const reset = (email: string, question1: string, answer1: string, question2: string, answer2: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: {
          email,
          securityQuestion1: question1,
          securityAnswer1: answer1,
          securityQuestion2: question2,
          securityAnswer2: answer2,
          newPassword: 'new-pit-lane',
          confirmPassword: 'new-pit-lane',
        },
      });

    it('changes the questions; the reset then takes the new answers, not the old', async () => {
      const { input, cookie, user } = await registerRacer(t.app);
      const res = await put(cookie);
      expect(res.statusCode, res.body).toBe(204);
      const questions = await call(t.app, cookie, { method: 'GET', url: '/api/security-questions' });
      expect(questions.json()).toEqual({ question1: NEW_QUESTION_1, question2: NEW_QUESTION_2 });
      const row = await t.database.db
        .selectFrom('users')
        .select(['securityAnswer1Hash', 'securityAnswer2Hash'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.securityAnswer1Hash).toMatch(/^\$argon2id\$/);
      expect(row.securityAnswer2Hash).not.toContain('Corolla');

      expect((await reset(input.email, QUESTION_1, 'Rex', QUESTION_2, 'Pizza')).statusCode).toBe(400);
      expect((await reset(input.email, NEW_QUESTION_1, 'leeds', NEW_QUESTION_2, 'Corolla')).statusCode).toBe(
        400,
      );
      const ok = await reset(input.email, NEW_QUESTION_1, 'Leeds', NEW_QUESTION_2, 'Corolla');
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await signIn(input.username, 'new-pit-lane')).statusCode).toBe(200);
    });

    it('refuses a wrong password with 400 and keeps the old questions and answers', async () => {
      const { input, cookie } = await registerRacer(t.app);
      const res = await put(cookie, { currentPassword: 'nope-nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('wrong_password');
      expect((await reset(input.email, QUESTION_1, 'Rex', QUESTION_2, 'Pizza')).statusCode).toBe(200);
    });

    it.each([
      [{ securityQuestion2: NEW_QUESTION_1 }, 'Please choose different security questions'],
      [{ securityQuestion1: 'Who am I?' }, 'Please select a security question'],
      [{ securityAnswer2: '' }, 'Please provide an answer'],
      [{ currentPassword: '' }, 'Current password is required'],
    ])('applies the rules of sign-up: %o is refused with "%s"', async (override, message) => {
      const { cookie } = await registerRacer(t.app);
      const res = await put(cookie, override);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      const questions = await call(t.app, cookie, { method: 'GET', url: '/api/security-questions' });
      expect(questions.json()).toEqual({ question1: QUESTION_1, question2: QUESTION_2 });
    });
  });
});
