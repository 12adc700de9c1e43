import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { answerAll, servedQuestions } from '../test/tuning-answers';

const KIND_QUESTIONS = ['car-class', 'car-scale', 'car-drive', 'car-power'];

/** Issue 17: the car's kind is asked first unless the car says it; the installed sheet is not asked again. */
describe.each(DIALECTS)('the wizard asks only what it does not know (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  const addCar = async (payload: Record<string, unknown>, who = cookie) =>
    (await call(t.app, who, { method: 'POST', url: '/api/cars', payload })).json().id as number;
  const install = (rcCarId: number, payload: Record<string, unknown>) =>
    call(t.app, cookie, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: { rcCarId, name: 'Club race', isCurrentlyInstalled: true, ...payload },
    });
  const ids = async (goalId: string, rcCarId?: number) =>
    (await servedQuestions(t.app, cookie, goalId, rcCarId)).map((q) => q.id);
  const analyse = (payload: Record<string, unknown>) =>
    call(t.app, cookie, { method: 'POST', url: '/api/tuning/analyse', payload });

  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  it("skips the kind questions for a catalogue car, and asks what a custom car's fields leave open", async () => {
    const nb48 = await addCar({ manufacturer: 'Tekno RC', model: 'NB48 2.2' });
    expect(await ids('more-steering', nb48)).not.toEqual(expect.arrayContaining(['car-class']));
    for (const id of KIND_QUESTIONS) expect(await ids('more-steering', nb48)).not.toContain(id);
    const custom = await addCar({ manufacturer: 'Home built', model: 'Shed Special', scale: '1:8' });
    // 1:8 off-road cars are 4WD; class and power are still open.
    expect((await ids('more-steering', custom)).slice(0, 2)).toEqual(['car-class', 'car-power']);
  });

  it('does not ask the grip or roughness the installed sheet already gives', async () => {
    const car = await addCar({ manufacturer: 'Team Associated', model: 'B6.4' });
    const before = await ids('more-steering', car);
    expect(before).toContain('track-grip');
    await install(car, { trackSurface: 'Carpet' });
    const after = await ids('more-steering', car);
    expect(after).not.toContain('track-grip');
    expect(after).not.toContain('track-bumps');
    const questions = await servedQuestions(t.app, cookie, 'more-steering', car);
    const res = await analyse({
      goalId: 'more-steering',
      handlingResponses: answerAll(questions),
      rcCarId: car,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().vehicle).toMatchObject({ setupSheetName: 'Club race', drivetrain: '2WD' });
  });

  it("lets the car's own kind win over an answer sent anyway", async () => {
    const b64 = await addCar({ manufacturer: 'Team Associated', model: 'B6.4' });
    const questions = await servedQuestions(t.app, cookie, 'more-steering');
    const handlingResponses = answerAll(questions, ['drive-4wd', 'power-nitro', 'scale-8']);
    const res = await analyse({ goalId: 'more-steering', handlingResponses, rcCarId: b64 });
    expect(res.statusCode).toBe(200);
    expect(res.json().vehicle).toMatchObject({ scale: '1:10', drivetrain: '2WD', power: 'electric' });
    const params = res.json().allRecommendations.map((r: { parameter: string }) => r.parameter);
    expect(params).not.toContain('centerDiffOil');
    expect(params).not.toContain('frontDiffOil');
  });

  it("answers 404 for another racer's car or a visitor's, on the questions too", async () => {
    const other = await registerRacer(t.app);
    const theirs = await addCar({ manufacturer: 'Tekno RC', model: 'EB48 2.2' }, other.cookie);
    const res = await call(t.app, cookie, {
      method: 'GET',
      url: `/api/tuning/questions?goalId=more-steering&rcCarId=${theirs}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Vehicle not found', code: 'not_found' });
    const mine = await addCar({ manufacturer: 'Tekno RC', model: 'EB48 2.2' });
    const visitor = await call(t.app, undefined, {
      method: 'GET',
      url: `/api/tuning/questions?goalId=more-steering&rcCarId=${mine}`,
    });
    expect(visitor.statusCode).toBe(404);
    const bad = await call(t.app, cookie, {
      method: 'GET',
      url: '/api/tuning/questions?goalId=more-steering&rcCarId=seven',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose one of your vehicles');
  });
});
