import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisResult, analysisResultSchema, type Recommendation } from '../../shared/schemas/tuning';
import { createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';
import { lapsAround } from '../test/laps';
import { answerAll, servedQuestions } from '../test/tuning-answers';
import { racerRequests } from '../test/versions';

/**
 * Issue 17, advice that learns from this racer's results: with a car, analyse shows what earlier
 * changes of a recommended parameter did in that car's runs, and moves down a change they go against.
 * More steering on entry with a lazy front asks for thinner front shock oil, the change these racers tried.
 */
const GOAL = 'more-steering';
const PREFER = ['phase-entry', 'steer-lazy', 'grip-medium', 'bumps-some'];
const THINNER = 'frontShockOil:thinner';
const ids = (result: AnalysisResult) => result.allRecommendations.map((r) => r.id);

describe.each(DIALECTS)('tuning wizard learns from results (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /**
   * A racer whose car's installed sheet went from 500 to 450 cSt front shock oil, with two runs at
   * Ridgeway before and three after, `afterMs` a lap.
   */
  async function racerWhoTried(afterMs: number, track = 'Ridgeway') {
    const racer = await racerWithCar(t.app);
    const send = racerRequests(t, racer.cookie);
    const sheet = await send('POST', '/api/setup-sheets', {
      name: 'Club race',
      rcCarId: racer.carId,
      isCurrentlyInstalled: true,
      frontShockOil: '500 cSt',
    });
    const analyse = async (carId = racer.carId) => {
      // The questions for their own car (another racer's is not found, which is the point).
      const questions = await servedQuestions(t.app, racer.cookie, GOAL, racer.carId);
      const handlingResponses = answerAll(questions, PREFER);
      return send('POST', '/api/tuning/analyse', { goalId: GOAL, handlingResponses, rcCarId: carId });
    };
    // What the books say for this car before any run: the order results may change.
    const books = analysisResultSchema.parse((await analyse()).json());
    expect(ids(books), 'the books recommend thinner front shock oil').toContain(THINNER);
    const logRun = async (ms: number, date: string) => {
      const res = await send('POST', '/api/runs', {
        rcCarId: racer.carId,
        date,
        trackName: track,
        laps: lapsAround(ms),
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    for (const date of ['2026-05-09', '2026-05-09']) await logRun(20_600, date);
    await send('PUT', `/api/setup-sheets/${sheet.json().id}`, { frontShockOil: '450 cSt' });
    for (const date of ['2026-05-10', '2026-05-10', '2026-05-10']) await logRun(afterMs, date);
    return { ...racer, send, sheetId: sheet.json().id as number, analyse, books };
  }

  const byId = (list: Recommendation[]) => new Map(list.map((r) => [r.id, r]));

  it('shows the earlier change on the recommendation it supports, which moves up', async () => {
    const racer = await racerWhoTried(20_300);
    const res = await racer.analyse();
    expect(res.statusCode, res.body).toBe(200);
    const result = analysisResultSchema.parse(res.json());
    expect(ids(result)).toEqual([THINNER, ...ids(racer.books).filter((id) => id !== THINNER)]);
    expect(byId(result.allRecommendations).get(THINNER)?.fromResults).toEqual({
      verdict: 'supports',
      moved: 'up',
      sentence:
        'You tried thinner front shock oil in v2 and your runs were 0.3 s faster, top-5 average, 3 runs, so it is moved up.',
      lowered: null,
      past: [
        {
          setupKind: 'setup-sheet',
          setupId: racer.sheetId,
          setupName: 'Club race',
          version: 2,
          direction: 'thinner',
          from: '500 cSt',
          to: '450 cSt',
          changedAt: expect.any(String),
          trackName: 'Ridgeway',
          surface: null,
          grip: null,
          runs: 3,
          top5DeltaMs: -300,
          runsVerdict: 'better',
          mark: 'untested',
          note: null,
          outcome: 'better',
          text: 'Last time you changed the front shock oil to thinner oil (500 cSt → 450 cSt) in v2 at Ridgeway: −0.3 s top-5 average, 3 runs (runs say: better)',
        },
      ],
    });
    // Only the parameter that was changed carries results.
    expect(result.allRecommendations.filter((r) => r.fromResults).map((r) => r.id)).toEqual([THINNER]);
  });

  it('moves a change the results go against below the rest, and says why', async () => {
    const racer = await racerWhoTried(20_900);
    const result = analysisResultSchema.parse((await racer.analyse()).json());
    const all = result.allRecommendations;
    expect(ids(result)).toEqual([...ids(racer.books).filter((id) => id !== THINNER), THINNER]);
    expect(all.at(-1)?.fromResults).toMatchObject({
      verdict: 'contradicts',
      moved: 'down',
      lowered:
        'You tried thinner front shock oil in v2 and your runs were 0.3 s slower, top-5 average, 3 runs, so it is moved down.',
    });
    expect(result.summary).toContain('Your results on this car went against thinner front shock oil');
  });

  it("takes the racer's own verdict on the version over the lap times, as soon as they give it", async () => {
    const racer = await racerWhoTried(20_300);
    const before = analysisResultSchema.parse((await racer.analyse()).json());
    expect(byId(before.allRecommendations).get(THINNER)?.fromResults?.verdict).toBe('supports');
    await racer.send('PATCH', `/api/setup-sheets/${racer.sheetId}/versions/2`, { outcome: 'worse' });
    const result = analysisResultSchema.parse((await racer.analyse()).json());
    // The runs said faster, the racer says Worse: both are said, and the mark counts.
    expect(byId(result.allRecommendations).get(THINNER)?.fromResults).toMatchObject({
      verdict: 'contradicts',
      lowered:
        'You tried thinner front shock oil in v2 and marked it Worse, though your runs say better (0.3 s faster, top-5 average, 3 runs); your mark counts, so it is moved down.',
    });
  });

  it("never reads another racer's car or runs", async () => {
    const mine = await racerWhoTried(20_300);
    const theirs = await racerWhoTried(20_900, 'Clay Kings');
    // Their car is not found for me.
    const res = await mine.analyse(theirs.carId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Clay Kings');
    // A run of theirs that names my sheet (written straight to the database) is not mine to learn from.
    await t.database.db
      .insertInto('runs')
      .values(
        await t.database.db
          .selectFrom('runs')
          .selectAll()
          .where('userId', '=', theirs.user.id)
          .orderBy('id', 'desc')
          .limit(1)
          .execute()
          .then(([row]) => {
            const { id: _id, ...run } = row as NonNullable<typeof row>;
            return { ...run, setupSheetId: mine.sheetId, setupVersion: 2, trackName: 'Ridgeway' };
          }),
      )
      .execute();
    const result = analysisResultSchema.parse((await mine.analyse()).json());
    const past = byId(result.allRecommendations).get(THINNER)?.fromResults?.past;
    expect(past?.map((p) => [p.trackName, p.runs, p.top5DeltaMs])).toEqual([['Ridgeway', 3, -300]]);
    expect(JSON.stringify(result)).not.toContain('Clay Kings');
  });

  it("leaves out setups on the racer's other cars", async () => {
    const racer = await racerWhoTried(20_300);
    const other = await racer.send('POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
    const result = analysisResultSchema.parse((await racer.analyse(other.json().id)).json());
    expect(result.allRecommendations.some((r) => r.fromResults)).toBe(false);
  });

  it('answers as before for a car without runs or marks', async () => {
    const racer = await racerWhoTried(20_300);
    const { books } = racer;
    expect(books.recommendations.find((r) => r.id === THINNER)?.current ?? '500 cSt').toBe('500 cSt');
    expect(books.allRecommendations.some((r) => r.fromResults)).toBe(false);
    expect(books.summary).not.toContain('Your results');
  });
});
