import type { LightMyRequestResponse } from 'fastify';
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

/**
 * Guesses must be counted before the secret is checked (so parallel guesses cannot slip past a
 * lock), and nobody's guesses from other browsers and addresses may lock the owner out.
 */

const ACCOUNT_CEILING = 50;

/** `n` distinct client addresses, one per attacker machine. */
const address = (n: number, net = 66) => `10.${net}.${n >> 8}.${n & 255}`;

/** How many answers show the password was actually checked, and that every other one was a 429. */
function checkedAndRefused(answers: LightMyRequestResponse[], wrongMessage: string): number {
  const checked = answers.filter((r) => r.statusCode !== 429 && r.json().message === wrongMessage);
  const refused = answers.filter((r) => r.statusCode === 429);
  expect(checked.length + refused.length, answers.map((r) => r.statusCode).join(' ')).toBe(answers.length);
  return checked.length;
}

describe.each(DIALECTS)('lockouts that cannot be raced or turned against the owner (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  const signIn = (email: string, password: string, remoteAddress = '127.0.0.1', cookie = '') =>
    call(t.app, cookie || undefined, {
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email, password },
    });

  const reset = (email: string, answer: string, remoteAddress: string, cookie = '') =>
    call(t.app, cookie || undefined, {
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress,
      payload: {
        email,
        securityQuestion1: QUESTION_1,
        securityAnswer1: answer,
        securityQuestion2: QUESTION_2,
        securityAnswer2: 'Pizza',
        newPassword: 'new-pit-lane',
        confirmPassword: 'new-pit-lane',
      },
    });

  describe('sign-in attempts are counted before the password is checked', () => {
    it('200 parallel guesses from one browser on 200 addresses get at most 5 password checks', async () => {
      const { input, device } = await registerRacer(t.app);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => signIn(input.email, `guess-${i}`, address(i), device)),
      );
      const checked = checkedAndRefused(answers, 'Incorrect email, username or password');
      expect(checked).toBe(5);
    });

    it('200 parallel guesses from one address get at most 5 password checks', async () => {
      const { input } = await registerRacer(t.app);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => signIn(input.email, `guess-${i}`, '10.66.0.1')),
      );
      const checked = checkedAndRefused(answers, 'Incorrect email, username or password');
      expect(checked).toBe(5);
    });

    it('200 parallel guesses from unknown browsers on 200 addresses stop at the account-wide ceiling', async () => {
      const { input } = await registerRacer(t.app);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => signIn(input.email, `guess-${i}`, address(i))),
      );
      const checked = checkedAndRefused(answers, 'Incorrect email, username or password');
      expect(checked).toBe(ACCOUNT_CEILING);
    });
  });

  describe('an attacker cannot lock the owner out', () => {
    it("guesses from other addresses and browsers leave the owner's browser and address alone", async () => {
      const owner = await registerRacer(t.app);
      const attacker = await registerRacer(t.app); // a browser known, but only for its own account
      // Eight machines guess until each is refused, half of them with the attacker's own browser.
      for (let machine = 0; machine < 8; machine++) {
        const cookie = machine % 2 ? attacker.device : '';
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => signIn(owner.input.email, 'guess', address(machine), cookie)),
        );
        expect(answers.some((r) => r.statusCode === 429)).toBe(true);
      }
      // The owner's known browser gets in from anywhere; so does the owner's own address.
      expect(
        (await signIn(owner.input.email, owner.input.password, '10.99.0.1', owner.device)).statusCode,
      ).toBe(200);
      expect((await signIn(owner.input.email, owner.input.password, '127.0.0.1')).statusCode).toBe(200);
    });

    it('past the account-wide ceiling only the racer’s known browsers still get in', async () => {
      const owner = await registerRacer(t.app);
      for (let i = 0; i < ACCOUNT_CEILING + 10; i++) await signIn(owner.input.email, 'guess', address(i));
      const fromNewBrowser = await signIn(owner.input.email, owner.input.password, '192.168.1.20');
      expect(fromNewBrowser.statusCode).toBe(429);
      expect(Number(fromNewBrowser.headers['retry-after'])).toBeGreaterThan(60);
      expect(
        (await signIn(owner.input.email, owner.input.password, '10.99.0.1', owner.device)).statusCode,
      ).toBe(200);
    });

    it('a failed guess on one account does not count against the same browser on another', async () => {
      const owner = await registerRacer(t.app);
      const other = await registerRacer(t.app);
      for (let i = 0; i < 6; i++) await signIn(other.input.email, 'guess', '10.66.0.1', owner.device);
      expect(
        (await signIn(owner.input.email, owner.input.password, '10.66.0.1', owner.device)).statusCode,
      ).toBe(200);
    });

    it("the owner resets from a known browser after an attacker's wrong answers elsewhere", async () => {
      const owner = await registerRacer(t.app);
      // Three wrong answers from each of four machines: over the account-wide allowance for unknown browsers.
      for (let machine = 0; machine < 4; machine++) {
        for (let i = 0; i < 3; i++) await reset(owner.input.email, 'wrong', address(machine));
        expect((await reset(owner.input.email, 'wrong', address(machine))).statusCode).toBe(429);
      }
      expect((await reset(owner.input.email, 'Rex', '192.168.1.20')).statusCode).toBe(429);
      const res = await reset(owner.input.email, 'Rex', '10.99.0.1', owner.device);
      expect(res.statusCode, res.body).toBe(200);
      expect((await signIn(owner.input.email, 'new-pit-lane', '10.99.0.1', owner.device)).statusCode).toBe(
        200,
      );
    });

    it("the owner resets from their own address after an attacker's three wrong answers", async () => {
      const owner = await registerRacer(t.app);
      for (let i = 0; i < 3; i++)
        expect((await reset(owner.input.email, 'wrong', '10.66.0.1')).statusCode).toBe(400);
      expect((await reset(owner.input.email, 'Rex', '10.66.0.1')).statusCode).toBe(429);
      expect((await reset(owner.input.email, 'Rex', '192.168.1.20')).statusCode).toBe(200);
    });

    it('parallel wrong answers from one browser get at most 3 checks', async () => {
      const owner = await registerRacer(t.app);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          reset(owner.input.email, `wrong-${i}`, address(i), owner.device),
        ),
      );
      const checked = checkedAndRefused(answers, "The security answers don't match our records.");
      expect(checked).toBe(3);
    });
  });

  describe('change password and delete account', () => {
    it('counts current-password guesses before checking them, then refuses with 429', async () => {
      const { input, cookie } = await registerRacer(t.app);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(t.app, cookie, {
            method: 'POST',
            url: '/api/change-password',
            payload: { currentPassword: `guess-${i}`, newPassword: 'fresh-tyres' },
          }),
        ),
      );
      const checked = checkedAndRefused(answers, 'Current password is incorrect');
      expect(checked).toBe(5);
      const locked = await call(t.app, cookie, {
        method: 'POST',
        url: '/api/change-password',
        payload: { currentPassword: input.password, newPassword: 'fresh-tyres' },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBeDefined();
      expect((await signIn(input.email, input.password)).statusCode).toBe(200);
    });

    it('wrong passwords on account deletion count on the same lock, and delete nothing', async () => {
      const { input, cookie, user } = await registerRacer(t.app);
      const remove = (currentPassword: string) =>
        call(t.app, cookie, { method: 'DELETE', url: '/api/delete-account', payload: { currentPassword } });
      for (let i = 0; i < 5; i++) expect((await remove(`guess-${i}`)).statusCode).toBe(400);
      expect((await remove(input.password)).statusCode).toBe(429);
      expect(
        await t.database.db.selectFrom('users').select('id').where('id', '=', user.id).execute(),
      ).toHaveLength(1);
    });
  });
});
