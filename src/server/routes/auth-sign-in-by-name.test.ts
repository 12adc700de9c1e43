import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, registerRacer, sessionCookie, type TestApp } from '../test/harness';

/** Sign-in by e-mail or username: the account, not the identifier typed, is what counts. */

const REFUSED = 'Incorrect email, username or password';

describe.each(DIALECTS)('sign in by e-mail or username (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  const signIn = (identifier: string, password: string, remoteAddress = '127.0.0.1', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { identifier, password },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('signs in by username, whatever its case or width, and by e-mail in any case', async () => {
    const { input, user } = await registerRacer(t.app, { username: 'PitCrew7' });
    for (const identifier of [
      'PitCrew7',
      'pitcrew7',
      ' PITCREW7 ',
      'ＰｉｔＣｒｅｗ７',
      input.email.toUpperCase(),
    ]) {
      const res = await signIn(identifier, input.password);
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json().id).toBe(user.id);
      sessionCookie(res);
    }
  });

  it('folds the case of a name whose capital "I" has a look-alike key of its own', async () => {
    const { input, user } = await registerRacer(t.app, { username: 'Isla' });
    for (const identifier of ['isla', 'ISLA', 'iSLA']) {
      expect((await signIn(identifier, input.password)).json().id, identifier).toBe(user.id);
    }
  });

  it("never signs a look-alike of a racer's username in as that racer", async () => {
    const { input } = await registerRacer(t.app, { username: 'racer1' });
    // Cyrillic "а", and "l" for "1": the same look-alike key, other letters.
    for (const lookAlike of ['rаcer1', 'racerl']) {
      const res = await signIn(lookAlike, input.password);
      expect(res.statusCode, lookAlike).toBe(401);
      expect(res.json().message).toBe(REFUSED);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('answers an unknown e-mail or username exactly as a wrong password', async () => {
    const { input } = await registerRacer(t.app);
    const wrong = await signIn(input.username, 'not-it');
    const unknownName = await signIn('nobody-here', 'not-it');
    const unknownEmail = await signIn('nobody@example.com', 'not-it');
    for (const res of [wrong, unknownName, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: REFUSED, code: 'unauthorized' });
    }
  });

  it('a username that is another racer’s e-mail names the e-mail’s owner', async () => {
    const owner = await registerRacer(t.app, { email: 'pit@crew.org' });
    const named = await registerRacer(t.app, { username: 'pit@crew.org', password: 'other-lane-2' });
    expect((await signIn('pit@crew.org', owner.input.password)).json().id).toBe(owner.user.id);
    expect((await signIn('pit@crew.org', named.input.password)).statusCode).toBe(401);
    expect((await signIn(named.input.email, named.input.password)).json().id).toBe(named.user.id);
  });

  it('wrong passwords by username and by e-mail count towards the same lock', async () => {
    const { input } = await registerRacer(t.app);
    for (let i = 0; i < 5; i++) {
      const identifier = i % 2 ? input.email : input.username;
      expect((await signIn(identifier, `guess-${i}`, '10.66.0.1')).statusCode).toBe(401);
    }
    expect((await signIn(input.username, input.password, '10.66.0.1')).statusCode).toBe(429);
    expect((await signIn(input.email, input.password, '10.66.0.1')).statusCode).toBe(429);
    expect((await signIn(input.username.toUpperCase(), input.password, '10.66.0.1')).statusCode).toBe(429);
    // Another address is not locked by these: the owner still gets in there.
    expect((await signIn(input.username, input.password, '10.99.0.1')).statusCode).toBe(200);
  });

  it("a known browser's lock is the account's too, whichever identifier is typed", async () => {
    const { input, device } = await registerRacer(t.app);
    for (let i = 0; i < 5; i++) {
      const identifier = i % 2 ? input.email : input.username;
      expect((await signIn(identifier, `guess-${i}`, `10.66.0.${i}`, device)).statusCode).toBe(401);
    }
    expect((await signIn(input.username, input.password, '10.66.0.9', device)).statusCode).toBe(429);
  });

  it('the account-wide ceiling counts both identifiers', async () => {
    const rateLimits = { ...t.app.config.rateLimits, loginAttemptsPerAccountPerHour: 4 };
    await t.close();
    t = await createTestApp(dialect, { rateLimits });
    const { input } = await registerRacer(t.app);
    for (let i = 0; i < 4; i++) {
      const identifier = i % 2 ? input.email : input.username;
      expect((await signIn(identifier, 'guess', `10.66.1.${i}`)).statusCode).toBe(401);
    }
    expect((await signIn(input.username, input.password, '10.66.2.1')).statusCode).toBe(429);
    expect((await signIn(input.email, input.password, '10.66.2.2')).statusCode).toBe(429);
  });

  it('an unknown identifier locks like an account does, so a lock tells nothing', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn('ghost-rider', 'guess', '10.66.0.1')).statusCode).toBe(401);
    expect((await signIn('ghost-rider', 'guess', '10.66.0.1')).statusCode).toBe(429);
  });
});
