import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, racerInput, type TestApp } from '../test/harness';

const TAKEN = 'Username already taken';
const INVISIBLE = 'Username cannot contain invisible or text-direction characters';

/** A username names one racer, to the eye as well as to the database. */
describe.each(DIALECTS)('usernames (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    expect((await register('racer1')).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const register = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: racerInput({ username }) });

  it.each([
    ['Cyrillic а', 'r\u0430cer1'],
    ['full-width', 'ｒａｃｅｒ１'],
    ['capitals', 'RACER1'],
    ['l for 1', 'racerl'],
    ['capital I for 1', 'RACERI'],
  ])('refuses a look-alike of a taken name (%s)', async (_label, username) => {
    const res = await register(username);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(TAKEN);
  });

  it.each([
    ['a zero-width space inside', 'ra\u200Bcer9'],
    ['a right-to-left override', '\u202Eracer9'],
    ['zero-width spaces only', '\u200B\u200B\u200B'],
    ['a Hangul filler', '\u3164'],
    ['a control character', 'racer\u00079'],
  ])('refuses %s', async (_label, username) => {
    const res = await register(username);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(INVISIBLE);
  });

  it('stores a name in its compatibility form', async () => {
    const res = await register('ｓｐｅｅｄｙ　ｇｏｎｚａｌｅｓ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().username).toBe('speedy gonzales');
  });

  it('keeps names in other scripts and with accents', async () => {
    for (const username of ['Émile Dubois', '高橋 健', 'Ørjan'])
      expect((await register(username)).statusCode, username).toBe(201);
  });

  it('lets exactly one of two look-alike sign-ups racing each other through', async () => {
    const answers = await Promise.all([register('pitlane7'), register('p\u0456tlane7')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().message).toBe(TAKEN);
  });
});
