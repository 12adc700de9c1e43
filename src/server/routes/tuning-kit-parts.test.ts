import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Recommendation } from '../../shared/schemas/tuning';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { answerAll, servedQuestions } from '../test/tuning-answers';

/** Issue 32 item 2: the analyse answer names the next part of the car's kit ("Gray 3.60 → Blue 3.30"). */
describe.each(DIALECTS)('the wizard names kit parts (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  const addCar = async (manufacturer: string, model: string) =>
    (await call(t.app, cookie, { method: 'POST', url: '/api/cars', payload: { manufacturer, model } })).json()
      .id as number;
  const install = (rcCarId: number, values: Record<string, string>) =>
    call(t.app, cookie, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: { rcCarId, name: 'Club race', isCurrentlyInstalled: true, trackSurface: 'Clay', ...values },
    });
  /** Mid-corner push, front tyres sliding: the answer's front spring advice (softer, by the books). */
  const frontSpring = async (rcCarId: number) => {
    const questions = await servedQuestions(t.app, cookie, 'more-steering', rcCarId);
    const res = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/tuning/analyse',
      payload: {
        goalId: 'more-steering',
        rcCarId,
        handlingResponses: answerAll(questions, ['phase-mid', 'steer-slides', 'grip-medium']),
      },
    });
    expect(res.statusCode).toBe(200);
    const all = res.json().allRecommendations as Recommendation[];
    // The kit's facts (an EB48 has no slipper) reach the engine, not the answer's vehicle.
    expect(res.json().vehicle).not.toHaveProperty('lacks');
    return all.find((r) => r.id === 'frontSpring:softer');
  };

  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  it('steps a B6.4 front spring Gray 3.60 to the Blue 3.30 it names', async () => {
    const car = await addCar('Team Associated', 'B6.4');
    expect((await install(car, { frontSpring: 'Gray 3.60' })).statusCode).toBe(201);
    expect(await frontSpring(car)).toMatchObject({
      current: 'Gray 3.60',
      suggested: 'Front spring Gray 3.60 → Blue 3.30 lb/in',
      newValue: 'Blue 3.30 lb/in',
    });
  });

  it('says where the B6.4 range ends, and names nothing on a kit without spring parts', async () => {
    const b64 = await addCar('Team Associated', 'B6.4');
    await install(b64, { frontSpring: 'Blue 3.30' });
    const end = await frontSpring(b64);
    expect(end?.newValue).toBeNull();
    expect(end?.suggested).toMatch(
      /^Blue 3\.30 lb\/in is the softest front spring in this app's list for the B6\.4/,
    );
    const eb48 = await addCar('Tekno RC', 'EB48 2.2');
    await install(eb48, { frontSpring: 'Gray 3.60' });
    const plain = await frontSpring(eb48);
    expect(plain).toMatchObject({ current: 'Gray 3.60', newValue: null });
    expect(plain?.suggested).toMatch(/\(from Gray 3\.60\)$/);
  });
});
