import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { answerAll, servedQuestions } from '../test/tuning-answers';

interface Analysed {
  summary: string;
  recommendations: { parameter: string; direction: string }[];
  allRecommendations: { parameter: string; direction: string }[];
}

/**
 * Issue 32, items 3 and 5: a B6.4 that pushes on entry on high-grip clay, with clay compounds
 * installed. The tyre is not the headline, the answer names the installed tyres it read, and the
 * "More steering" and "High-grip track" routes give one headline.
 */
describe.each(DIALECTS)('the wizard reads the installed tyres against the track (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let car: number;

  const install = (tyre: string) =>
    call(t.app, cookie, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: {
        rcCarId: car,
        name: 'Clay club',
        isCurrentlyInstalled: true,
        trackSurface: 'Clay',
        trackConditions: 'Abrasive/High Grip',
        frontTyre: tyre,
        rearTyre: tyre,
      },
    });
  const analyse = async (goalId: string, prefer: string[]): Promise<Analysed> => {
    const questions = await servedQuestions(t.app, cookie, goalId, car);
    const res = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/tuning/analyse',
      payload: { goalId, handlingResponses: answerAll(questions, prefer), rcCarId: car },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const first = (r: Analysed) => `${r.recommendations[0]?.parameter}:${r.recommendations[0]?.direction}`;
  const ENTRY_PUSH = ['phase-entry', 'steer-slides', 'bumps-some'];

  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
    const res = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'Team Associated', model: 'B6.4' },
    });
    car = res.json().id;
  });
  afterEach(() => t.close());

  it('keeps a tyre change off the headline on a clay compound, and says which tyres it read', async () => {
    expect((await install('AKA Impact Super Soft')).statusCode).toBe(201);
    const steering = await analyse('more-steering', ENTRY_PUSH);
    expect(first(steering)).not.toMatch(/Tyre:/);
    expect(steering.summary).toContain(
      'Read from your sheet: front tyre AKA Impact Super Soft, rear tyre AKA Impact Super Soft',
    );
    const highGrip = await analyse('high-grip', ['hg-push', 'phase-entry']);
    expect(first(highGrip)).toBe(first(steering));
  });

  it('keeps its usual order, and reads nothing out, for a tyre it does not know for the surface', async () => {
    expect((await install('Pro-Line Hole Shot M3')).statusCode).toBe(201);
    const steering = await analyse('more-steering', ENTRY_PUSH);
    expect(steering.summary).not.toContain('Read from your sheet');
    const ids = steering.allRecommendations.map((r) => `${r.parameter}:${r.direction}`);
    expect(ids).toContain('frontTyre:increase');
    const highGrip = await analyse('high-grip', ['hg-push', 'phase-entry']);
    expect(first(highGrip)).toBe(first(steering));
  });
});
