import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisResult, analysisResultSchema } from '../../shared/schemas/tuning';
import { createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';
import { answerAll, servedQuestions } from '../test/tuning-answers';
import { racerRequests } from '../test/versions';

/**
 * Issue 32, the racer's own evidence: a version the racer marked in History counts without any run.
 * More steering on entry with a lazy front asks for thinner front shock oil, which this racer tried in
 * v3 and marked Worse: the wizard moves it down and says so, unless the sheet then named other
 * conditions than today's.
 */
const GOAL = 'more-steering';
const PREFER = ['phase-entry', 'steer-lazy', 'grip-medium', 'bumps-some'];
const THINNER = 'frontShockOil:thinner';
const ids = (result: AnalysisResult) => result.allRecommendations.map((r) => r.id);

describe.each(DIALECTS)("tuning wizard weighs the racer's marks (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /**
   * A racer whose installed sheet (created with `created`) went to 450 cSt front shock oil in v3 with
   * a note, then was edited with `later`; no run on it. `books` is the answer before any mark.
   */
  async function racerWhoTried(created: object = {}, later: object = {}) {
    const racer = await racerWithCar(t.app);
    const send = racerRequests(t, racer.cookie);
    const res = await send('POST', '/api/setup-sheets', {
      name: 'Club race',
      rcCarId: racer.carId,
      isCurrentlyInstalled: true,
      frontShockOil: '500 cSt',
      ...created,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sheetId = res.json().id as number;
    const edit = async (fields: object) => {
      const r = await send('PUT', `/api/setup-sheets/${sheetId}`, fields);
      expect(r.statusCode, r.body).toBe(200);
    };
    await edit({ rearShockOil: '400 cSt' });
    await edit({ frontShockOil: '450 cSt', changeNote: 'Trying to get it to turn in' });
    if (Object.keys(later).length) await edit(later);
    const analyse = async () => {
      const questions = await servedQuestions(t.app, racer.cookie, GOAL, racer.carId);
      const handlingResponses = answerAll(questions, PREFER);
      const r = await send('POST', '/api/tuning/analyse', {
        goalId: GOAL,
        handlingResponses,
        rcCarId: racer.carId,
      });
      expect(r.statusCode, r.body).toBe(200);
      return analysisResultSchema.parse(r.json());
    };
    const books = await analyse();
    expect(ids(books), 'the books recommend thinner front shock oil').toContain(THINNER);
    expect(books.allRecommendations.some((r) => r.fromResults)).toBe(false);
    const mark = async (version: number, outcome: string) => {
      const r = await send('PATCH', `/api/setup-sheets/${sheetId}/versions/${version}`, { outcome });
      expect(r.statusCode, r.body).toBe(200);
    };
    return { analyse, books, mark };
  }

  const thinner = (result: AnalysisResult) => result.allRecommendations.find((r) => r.id === THINNER);

  it('moves a change marked Worse in v3 down, with the sentence, and no run needed', async () => {
    const racer = await racerWhoTried();
    await racer.mark(3, 'worse');
    const result = await racer.analyse();
    expect(ids(result)).toEqual([...ids(racer.books).filter((id) => id !== THINNER), THINNER]);
    expect(thinner(result)?.fromResults).toMatchObject({
      verdict: 'contradicts',
      moved: 'down',
      sentence: 'You tried thinner front shock oil in v3 and marked it Worse, so it is moved down.',
      past: [
        {
          version: 3,
          runs: 0,
          runsVerdict: null,
          mark: 'worse',
          note: 'Trying to get it to turn in',
          text: 'Last time you changed the front shock oil to thinner oil (500 cSt → 450 cSt) in v3: you marked it Worse; your note: “Trying to get it to turn in”',
        },
      ],
    });
    expect(result.summary).toContain('Your results on this car went against thinner front shock oil');
    // Only the parameter v3 changed carries evidence: v2's rear oil was never marked.
    expect(result.allRecommendations.filter((r) => r.fromResults).map((r) => r.id)).toEqual([THINNER]);
  });

  it('moves it up when marked Better, and back to the books when the mark is taken back', async () => {
    const racer = await racerWhoTried();
    await racer.mark(3, 'better');
    const better = await racer.analyse();
    expect(ids(better)).toEqual([THINNER, ...ids(racer.books).filter((id) => id !== THINNER)]);
    expect(thinner(better)?.fromResults?.sentence).toBe(
      'You tried thinner front shock oil in v3 and marked it Better, so it is moved up.',
    );
    await racer.mark(3, 'untested');
    expect(ids(await racer.analyse())).toEqual(ids(racer.books));
  });

  it('does not move it when v3 ran on other conditions than the installed sheet names today', async () => {
    const racer = await racerWhoTried(
      { trackName: 'Ridgeway', trackSurface: 'Carpet', trackConditions: 'Dry' },
      { trackSurface: 'Clay', trackConditions: 'High grip' },
    );
    await racer.mark(3, 'worse');
    const result = await racer.analyse();
    expect(ids(result)).toEqual(ids(racer.books));
    expect(thinner(result)?.fromResults).toMatchObject({
      verdict: 'mixed',
      moved: null,
      lowered: null,
      sentence:
        'You tried thinner front shock oil in v3 on low-grip carpet and marked it Worse; today is high-grip clay, so it is not moved.',
      past: [{ trackName: 'Ridgeway', surface: 'carpet', grip: 'low' }],
    });
    expect(result.summary).not.toContain('Your results');
  });
});
