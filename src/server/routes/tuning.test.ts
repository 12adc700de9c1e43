import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../../shared/schemas/tuning';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { answerAll, servedQuestions } from '../test/tuning-answers';

/** A visitor answers the car's kind too; for a chosen car those answers are ignored (the car wins). */
const KIND = {
  'car-class': 'class-buggy',
  'car-scale': 'scale-8',
  'car-drive': 'drive-4wd',
  'car-power': 'power-electric',
};
const STEERING = {
  goalId: 'more-steering',
  handlingResponses: {
    ...KIND,
    'corner-phase': 'phase-entry',
    'steer-feel': 'steer-lazy',
    'track-grip': 'grip-medium',
    'track-bumps': 'bumps-some',
  },
};
const ESC_SPIN = {
  goalId: 'esc-power',
  handlingResponses: {
    'esc-launch': 'launch-spin',
    'esc-speed': 'speed-ok',
    'esc-temp': 'mtemp-warm',
    'esc-brake': 'brake-fine',
    'esc-coast': 'coast-fine',
  },
};

describe.each(DIALECTS)('tuning wizard API (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  /** As the signed-in racer, or as a visitor with `null`. */
  const analyse = (payload: unknown, who: string | null = cookie) =>
    call(t.app, who ?? undefined, {
      method: 'POST',
      url: '/api/tuning/analyse',
      payload: payload as Record<string, unknown>,
    });
  const addCar = async (model: string, manufacturer = 'Tekno RC', who = cookie) =>
    (await call(t.app, who, { method: 'POST', url: '/api/cars', payload: { manufacturer, model } })).json()
      .id as number;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  describe('GET /api/tuning/goals', () => {
    it('lists the goals to anyone', async () => {
      const res = await call(t.app, undefined, { method: 'GET', url: '/api/tuning/goals' });
      expect(res.statusCode).toBe(200);
      const goals = res.json() as Array<Record<string, unknown>>;
      expect(goals.length).toBeGreaterThanOrEqual(8);
      expect(goals[0]).toEqual({
        id: 'more-steering',
        name: 'More steering',
        description: expect.any(String),
        powertrain: null,
      });
      expect(goals.find((g) => g.id === 'esc-power')).toMatchObject({ powertrain: 'electric' });
    });
  });

  describe('GET /api/tuning/questions', () => {
    it("answers the car's kind first, then the goal's questions, with their options", async () => {
      const questions = await servedQuestions(t.app, undefined, 'more-steering');
      const ids = questions.map((q) => q.id);
      expect(ids.slice(0, 4)).toEqual(['car-class', 'car-scale', 'car-drive', 'car-power']);
      expect(ids.length).toBeGreaterThan(5);
      expect(questions[1]?.options).toEqual([
        { id: 'scale-8', text: '1:8' },
        { id: 'scale-10', text: '1:10' },
      ]);
      // A goal for one power source settles the power.
      const esc = (await servedQuestions(t.app, undefined, 'esc-power')).map((q) => q.id);
      expect(esc).not.toContain('car-power');
      expect(esc).toContain('car-scale');
    });

    it.each(['/api/tuning/questions', '/api/tuning/questions?goalId=', '/api/tuning/questions?goalId=%20'])(
      '400 No goal selected for %s',
      async (url) => {
        const res = await call(t.app, undefined, { method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: 'No goal selected', code: 'invalid_input' });
      },
    );

    it('404 for an unknown goal', async () => {
      const res = await call(t.app, undefined, {
        method: 'GET',
        url: '/api/tuning/questions?goalId=warp-drive',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tuning goal not found', code: 'not_found' });
    });
  });

  describe('POST /api/tuning/analyse', () => {
    it('analyses for a visitor, in the shape of SPEC §3', async () => {
      const res = await analyse(STEERING, null);
      expect(res.statusCode).toBe(200);
      const result = analysisResultSchema.parse(res.json());
      expect(result.goal).toBe('More steering');
      expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
      expect(result.allRecommendations.length).toBeGreaterThan(result.recommendations.length);
      expect(result.recommendations[0]).toMatchObject({
        category: expect.any(String),
        impact: expect.stringMatching(/^(High|Medium|Low)$/),
        difficulty: expect.stringMatching(/^(Advanced|Medium|Easy)$/),
        current: 'Your current setting',
        detailedInfo: { howToAdjust: expect.any(String), effects: expect.any(Object) },
      });
      expect(result.maintenanceTips.length).toBeGreaterThan(0);
      expect(result.vehicle).toMatchObject({ label: '1:8 electric 4WD buggy', setupSheetId: null });
    });

    it("tailors the advice to the car's kind the visitor answers", async () => {
      const questions = await servedQuestions(t.app, undefined, 'more-steering');
      const handlingResponses = answerAll(questions, [
        'class-buggy',
        'scale-10',
        'drive-2wd',
        'power-electric',
      ]);
      const res = await analyse({ goalId: 'more-steering', handlingResponses }, null);
      expect(res.statusCode).toBe(200);
      const params = res.json().allRecommendations.map((r: { parameter: string }) => r.parameter);
      expect(params).not.toContain('frontDiffOil');
      expect(params).not.toContain('centerDiffOil');
      expect(res.json().vehicle).toMatchObject({
        label: '1:10 electric 2WD buggy',
        power: 'electric',
        vehicleClass: 'buggy',
      });
    });

    it.each([
      [{ handlingResponses: {} }, 400, 'No goal selected'],
      [{ goalId: '', handlingResponses: {} }, 400, 'No goal selected'],
      [{ goalId: 'more-steering' }, 400, 'Please answer every question'],
      [{ goalId: 'warp-drive', handlingResponses: {} }, 404, 'Tuning goal not found'],
      [
        {
          goalId: 'more-steering',
          handlingResponses: { ...STEERING.handlingResponses, 'esc-temp': 'mtemp-hot' },
        },
        400,
        'Unknown question "esc-temp" for More steering',
      ],
      [
        {
          goalId: 'more-steering',
          handlingResponses: { ...STEERING.handlingResponses, 'track-grip': 'grip-sticky' },
        },
        400,
        'Unknown answer "grip-sticky" to "How much grip does the track have?"',
      ],
      [
        { goalId: 'more-steering', handlingResponses: { 'car-scale': 'scale-8' } },
        400,
        expect.stringMatching(/^Please answer every question \(1 of \d+ answered\)$/),
      ],
      [{ ...STEERING, rcCarId: 'seven' }, 400, 'Choose one of your vehicles'],
      // Past a 32-bit id: PostgreSQL's integer column refused it with a 500.
      [{ ...STEERING, rcCarId: 2_147_483_648 }, 400, 'Choose one of your vehicles'],
    ])('refuses %j with %i', async (payload, status, message) => {
      const res = await analyse(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toEqual(message);
    });

    it("404 for a visitor's rcCarId, another racer's car and a car that does not exist", async () => {
      const mine = await addCar('NB48 2.2');
      expect((await analyse({ ...STEERING, rcCarId: mine }, null)).statusCode).toBe(404);
      const other = await registerRacer(t.app);
      const theirs = await addCar('EB48 2.2', 'Tekno RC', other.cookie);
      const res = await analyse({ ...STEERING, rcCarId: theirs });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Vehicle not found', code: 'not_found' });
      expect((await analyse({ ...STEERING, rcCarId: 999_999 })).statusCode).toBe(404);
      expect((await analyse({ ...STEERING, rcCarId: mine })).statusCode).toBe(200);
    });

    it('personalises from the installed setup sheet of the car', async () => {
      const car = await addCar('NB48 2.2');
      const sheet = (payload: Record<string, unknown>) =>
        call(t.app, cookie, {
          method: 'POST',
          url: '/api/setup-sheets',
          payload: { rcCarId: car, ...payload },
        });
      await sheet({ name: 'Old', frontShockOil: '600 cSt' });
      await sheet({
        name: 'Club race',
        isCurrentlyInstalled: true,
        trackSurface: 'Clay',
        frontShockOil: '500 cSt',
        frontToe: '1° out',
        frontDiffOil: '7000 cSt',
      });
      const res = await analyse({ ...STEERING, rcCarId: car });
      expect(res.statusCode).toBe(200);
      const result = res.json();
      const byId = new Map(result.allRecommendations.map((r: { id: string }) => [r.id, r]));
      expect(byId.get('frontShockOil:thinner')).toMatchObject({
        current: '500 cSt',
        suggested: '450 cSt',
        newValue: '450 cSt',
      });
      expect(byId.get('frontToe:increase')).toMatchObject({ current: '1° out', suggested: '1.5° out' });
      expect(byId.get('frontDiffOil:thinner')).toMatchObject({ current: '7000 cSt', suggested: '5000 cSt' });
      expect(result.vehicle).toMatchObject({
        label: 'Tekno RC NB48 2.2',
        scale: '1:8',
        drivetrain: '4WD',
        power: 'nitro',
        setupSheetName: 'Club race',
      });
      // Nitro car: no ESC advice even for an answer that would call for it elsewhere.
      expect(result.allRecommendations.some((r: { parameter: string }) => r.parameter === 'dragBrake')).toBe(
        false,
      );
    });

    it('says when the car has no installed sheet', async () => {
      const car = await addCar('B6.4', 'Team Associated');
      const res = await analyse({ ...STEERING, rcCarId: car });
      expect(res.json().recommendations[0].current).toBe('No installed setup sheet');
      expect(
        res.json().allRecommendations.some((r: { parameter: string }) => r.parameter === 'frontDiffOil'),
      ).toBe(false);
    });

    it('reads ESC values from the installed ESC setup, and refuses an ESC goal for a nitro car', async () => {
      const ebuggy = await addCar('EB48 2.2');
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/esc-setups',
        payload: {
          name: 'XR8',
          escMake: 'Hobbywing',
          escModel: 'XR8 Pro G2',
          rcCarId: ebuggy,
          isCurrentlyInstalled: true,
          punchControl: 'Level 5',
        },
      });
      const res = await analyse({ ...ESC_SPIN, rcCarId: ebuggy });
      expect(res.statusCode).toBe(200);
      expect(res.json().recommendations[0]).toMatchObject({
        parameter: 'punchControl',
        direction: 'decrease',
        current: 'Level 5',
        suggested: 'Level 4',
      });
      const nitro = await addCar('NB48 2.2');
      const refused = await analyse({ ...ESC_SPIN, rcCarId: nitro });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'ESC power delivery and braking is for electric cars; the Tekno RC NB48 2.2 is nitro',
      );
    });
  });
});
