import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResultSchema, type Recommendation } from '../../shared/schemas/tuning';
import { createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';
import { racerRequests } from '../test/versions';

/**
 * Issue 17, advice that learns from this racer's results: with a car, analyse shows what earlier
 * changes of a recommended parameter did in that car's runs, and moves down a change they go against.
 * More steering on entry with a lazy front asks for thinner front shock oil first (the books' first).
 */
const STEERING = {
  goalId: 'more-steering',
  handlingResponses: {
    'corner-phase': 'phase-entry',
    'steer-feel': 'steer-lazy',
    'track-grip': 'grip-medium',
    'track-bumps': 'bumps-some',
  },
};
const THINNER = 'frontShockOil:thinner';

/** Ten clean laps whose top-5 average is `ms` − 100. */
const laps = (ms: number) =>
  [0, -100, 100, -200, 200, -300, 300, -400, 400, -500].map((d, i) => ({ lapNo: i + 1, timeMs: ms + d }));

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
    const logRun = async (ms: number, date: string) => {
      const res = await send('POST', '/api/runs', {
        rcCarId: racer.carId,
        date,
        trackName: track,
        laps: laps(ms),
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    for (const date of ['2026-05-09', '2026-05-09']) await logRun(20_600, date);
    await send('PUT', `/api/setup-sheets/${sheet.json().id}`, { frontShockOil: '450 cSt' });
    for (const date of ['2026-05-10', '2026-05-10', '2026-05-10']) await logRun(afterMs, date);
    const analyse = async (carId = racer.carId) => {
      const res = await send('POST', '/api/tuning/analyse', { ...STEERING, rcCarId: carId });
      return res;
    };
    return { ...racer, send, sheetId: sheet.json().id as number, analyse };
  }

  const byId = (list: Recommendation[]) => new Map(list.map((r) => [r.id, r]));

  it('shows the earlier change on the recommendation it supports, which stays first', async () => {
    const racer = await racerWhoTried(20_300);
    const res = await racer.analyse();
    expect(res.statusCode, res.body).toBe(200);
    const result = analysisResultSchema.parse(res.json());
    expect(result.recommendations[0]?.id).toBe(THINNER);
    expect(result.recommendations[0]?.fromResults).toEqual({
      verdict: 'supports',
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
          runs: 3,
          top5DeltaMs: -300,
          outcome: 'better',
          text: 'Last time you changed the front shock oil to thinner oil (500 cSt → 450 cSt) at Ridgeway: −0.3 s top-5 average, 3 runs',
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
    expect(all.at(-1)?.id).toBe(THINNER);
    expect(result.recommendations[0]?.id).not.toBe(THINNER);
    expect(all.at(-1)?.fromResults).toMatchObject({
      verdict: 'contradicts',
      lowered:
        'Moved down: last time you changed the front shock oil to thinner oil at Ridgeway you were 0.3 s slower (top-5 average, 3 runs).',
    });
    expect(result.summary).toContain('Your results on this car went against thinner front shock oil');
  });

  it("takes the racer's own verdict on the version over the lap times, as soon as they give it", async () => {
    const racer = await racerWhoTried(20_300);
    const before = analysisResultSchema.parse((await racer.analyse()).json());
    expect(byId(before.allRecommendations).get(THINNER)?.fromResults?.verdict).toBe('supports');
    await racer.send('PATCH', `/api/setup-sheets/${racer.sheetId}/versions/2`, { outcome: 'worse' });
    const result = analysisResultSchema.parse((await racer.analyse()).json());
    expect(byId(result.allRecommendations).get(THINNER)?.fromResults).toMatchObject({
      verdict: 'contradicts',
      lowered: expect.stringContaining('you marked it worse (top-5 average, 3 runs)'),
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

  it('answers as before for a car without runs', async () => {
    const racer = await racerWithCar(t.app);
    const send = racerRequests(t, racer.cookie);
    await send('POST', '/api/setup-sheets', {
      name: 'New',
      rcCarId: racer.carId,
      isCurrentlyInstalled: true,
      frontShockOil: '500 cSt',
    });
    const res = await send('POST', '/api/tuning/analyse', { ...STEERING, rcCarId: racer.carId });
    expect(res.statusCode).toBe(200);
    const result = analysisResultSchema.parse(res.json());
    expect(result.recommendations[0]).toMatchObject({ id: THINNER, current: '500 cSt' });
    expect(result.allRecommendations.some((r) => r.fromResults)).toBe(false);
    expect(result.summary).not.toContain('Your results');
  });
});
