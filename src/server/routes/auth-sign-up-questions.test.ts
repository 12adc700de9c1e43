import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_WITHOUT_PASSWORD_MS } from '../../shared/constants/security-questions';
import { NO_QUESTIONS_SET } from '../services/accounts';
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

/** Issue 33: sign-up in three fields, the security questions on a step of their own. */
describe.each(DIALECTS)('sign-up in three fields, then the security questions (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  const threeFields = () => {
    const { username, email, password } = racerInput();
    return { username, email, password };
  };
  async function signUp(body: Record<string, unknown> = threeFields()) {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return {
      body,
      cookie: sessionCookie(res),
      user: res.json() as { id: number; securityQuestionsSet: boolean },
    };
  }
  const answers = {
    securityQuestion1: QUESTION_1,
    securityAnswer1: 'Rex',
    securityQuestion2: QUESTION_2,
    securityAnswer2: 'Pizza',
  };
  const putQuestions = (cookie: string, payload: Record<string, unknown> = answers) =>
    call(t.app, cookie, { method: 'PUT', url: '/api/security-questions', payload });
  const lookUp = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/get-security-questions', payload: { email } });
  const reset = (email: unknown, overrides: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email,
        ...answers,
        newPassword: 'new-pit-lane',
        confirmPassword: 'new-pit-lane',
        ...overrides,
      },
    });
  const signIn = (identifier: unknown, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { identifier, password } });
  /** The account as if signed up longer ago than the password-free window. */
  const ageAccount = (id: number) =>
    t.database.db
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - FIRST_ANSWERS_WITHOUT_PASSWORD_MS - 60_000).toISOString() })
      .where('id', '=', id)
      .execute();

  it('registers with username, e-mail and password alone, signed in, questions not yet set', async () => {
    const { body, cookie, user } = await signUp();
    expect(user).toMatchObject({ username: body.username, email: body.email, securityQuestionsSet: false });
    const me = await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' });
    expect(me.json()).toMatchObject({ id: user.id, securityQuestionsSet: false });
    const saved = await call(t.app, cookie, { method: 'GET', url: '/api/security-questions' });
    expect(saved.json()).toEqual({ question1: null, question2: null });
    expect((await signIn(body.username, body.password as string)).json().securityQuestionsSet).toBe(false);
  });

  it('sets the questions right after sign-up without the password; the reset then works with them', async () => {
    const { body, cookie, user } = await signUp();
    const res = await putQuestions(cookie);
    expect(res.statusCode, res.body).toBe(204);
    const me = await call(t.app, cookie, { method: 'GET', url: '/api/auth/user' });
    expect(me.json()).toMatchObject({ id: user.id, securityQuestionsSet: true });
    expect((await lookUp(body.email)).json()).toEqual({ question1: QUESTION_1, question2: QUESTION_2 });
    expect((await reset(body.email, { securityAnswer1: 'rex' })).json().code).toBe('answers_mismatch');
    const ok = await reset(body.email);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signIn(body.email, 'new-pit-lane')).statusCode).toBe(200);
  });

  it('asks the current password to change answers once set, and for first answers after the hour', async () => {
    const { body, cookie } = await signUp();
    expect((await putQuestions(cookie)).statusCode).toBe(204);
    const again = await putQuestions(cookie, { ...answers, securityAnswer1: 'Max' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'password_required',
      message: 'Current password is required',
    });
    expect((await reset(body.email)).statusCode).toBe(200); // the first answers still stand

    const late = await signUp();
    await ageAccount(late.user.id);
    expect((await putQuestions(late.cookie)).json().code).toBe('password_required');
    const wrong = await putQuestions(late.cookie, { ...answers, currentPassword: 'not-it' });
    expect(wrong.json().code).toBe('wrong_password');
    const right = await putQuestions(late.cookie, { ...answers, currentPassword: late.body.password });
    expect(right.statusCode, right.body).toBe(204);
  });

  it('refuses the reset of an account without answers, saying why, and changes nothing', async () => {
    const { body, user } = await signUp();
    const look = await lookUp(body.email);
    expect(look.statusCode).toBe(409);
    expect(look.json()).toEqual({ message: NO_QUESTIONS_SET, code: 'no_security_questions' });
    // The look-up tells an unknown e-mail as before: this says no more about who has an account.
    expect((await lookUp('nobody@example.com')).json()).toEqual({
      message: 'No account found with that email',
      code: 'not_found',
    });
    // A reset sent anyway: refused the same way, and counted like any other attempt.
    const res = await reset(body.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_security_questions');
    expect((await signIn(body.email, body.password as string)).statusCode).toBe(200);
    expect((await signIn(body.email, 'new-pit-lane')).statusCode).toBe(401);
    const counted = await t.database.db
      .selectFrom('rateLimits')
      .select('key')
      .where('key', 'like', `reset:%${user.id}%`)
      .execute();
    expect(counted.length).toBeGreaterThan(0);
  });

  it('accepts an old-style body (names, questions and answers) and keeps its answers for the reset', async () => {
    const { input } = await registerRacer(t.app); // racerInput: the ten fields pages before issue 33 sent
    const look = await lookUp(input.email);
    expect(look.json()).toEqual({ question1: QUESTION_1, question2: QUESTION_2 });
    const ok = await reset(input.email);
    expect(ok.statusCode, ok.body).toBe(200);
    const me = await signIn(input.email, 'new-pit-lane');
    expect(me.json()).toMatchObject({ firstName: 'Sam', lastName: 'Lap', securityQuestionsSet: true });
  });

  it.each([
    [{ securityQuestion1: QUESTION_1 }, 'securityAnswer1', 'Please provide an answer'],
    [
      { ...answers, securityQuestion2: QUESTION_1 },
      'securityQuestion2',
      'Please choose different security questions',
    ],
    [
      { ...answers, securityQuestion1: 'Who am I?' },
      'securityQuestion1',
      'Please select a security question',
    ],
    [{ securityAnswer2: 'Pizza' }, 'securityQuestion2', 'Please select a second security question'],
  ])('refuses old-style questions that are incomplete or invalid: %o', async (extra, field, message) => {
    const body = { ...threeFields(), ...extra };
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(expect.objectContaining({ path: [field], message }));
    expect((await signIn(body.email, body.password)).statusCode).toBe(401);
  });

  it('applies sign-up rules to each of the three fields and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: '', email: 'nope', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().issues as { message: string }[]).map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Username is required',
        'Valid email is required',
        'Password must be at least 6 characters',
      ]),
    );
    expect(await t.database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
