import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareAnswer } from '../../shared/schemas/compare';
import { call, createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';

/** Compare (issue 15): own setups now and at a version, community setups, ESC setups. */
describe.each(DIALECTS)('compare (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let them: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
    them = (await registerRacer(t.app)).cookie;
  });
  afterAll(() => t.close());

  const send = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  const create = async (cookie: string, path: string, payload: object) => {
    const res = await send(cookie, 'POST', path, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** As the racer, or as a visitor when cookie is null. */
  const compare = async (refs: string, cookie: string | null = me, kind = 'setup-sheet') => {
    const res = await send(cookie ?? undefined, 'GET', `/api/compare?kind=${kind}&refs=${refs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CompareAnswer;
  };
  const row = (answer: CompareAnswer, field: string) => answer.rows.find((r) => r.field === field);

  it('lines up two of my sheets in the editor order, with their names, cars and versions', async () => {
    const car = await create(me, '/api/cars', { manufacturer: 'Tekno', model: 'EB48 2.2' });
    const a = await create(me, '/api/setup-sheets', {
      name: 'Club race',
      rcCarId: car.id,
      trackName: 'Hilltop',
      rearSpring: 'Blue',
      frontShockOil: '500 cSt',
      weight: '1730',
    });
    const b = await create(me, '/api/setup-sheets', {
      name: 'Practice',
      trackName: 'Hilltop',
      rearSpring: 'Silver',
      frontShockOil: '500cst',
    });
    const answer = await compare(`${a.id},${b.id}`);
    expect(answer.columns).toEqual([
      { ref: String(a.id), name: 'Club race', car: 'Tekno EB48 2.2', version: 1, updatedAt: a.updatedAt },
      { ref: String(b.id), name: 'Practice', car: null, version: 1, updatedAt: b.updatedAt },
    ]);
    expect(answer.rows.map((r) => r.field)).toEqual(['trackName', 'frontShockOil', 'rearSpring', 'weight']);
    expect(answer.rows[0]).toEqual({
      field: 'trackName',
      group: 'Track and conditions',
      label: 'Track',
      values: ['Hilltop', 'Hilltop'],
      differs: false,
    });
    expect(row(answer, 'rearSpring')).toMatchObject({ group: 'Shocks', label: 'Rear spring', differs: true });
    expect(row(answer, 'frontShockOil')).toMatchObject({ values: ['500 cSt', '500cst'], differs: false });
    expect(row(answer, 'weight')).toMatchObject({ group: 'Chassis and weight', values: ['1730', null] });
    // Only content: never the racer's notes' neighbours such as the file, the ESC link or the flags.
    expect(JSON.stringify(answer)).not.toMatch(/isPublic|escSetupId|fileUrl|userId/);
  });

  it('shows a sheet at an earlier version beside the sheet now, after edits', async () => {
    const car = await create(me, '/api/cars', { manufacturer: 'Xray', model: 'XB8' });
    const sheet = await create(me, '/api/setup-sheets', {
      name: 'Nationals',
      rcCarId: car.id,
      rearSpring: 'Blue',
    });
    await send(me, 'PUT', `/api/setup-sheets/${sheet.id}`, { rearSpring: 'Silver', changeNote: 'Loose' });
    const now = (
      await send(me, 'PUT', `/api/setup-sheets/${sheet.id}`, { name: 'Nationals final', rcCarId: null })
    ).json();
    const v1 = (await send(me, 'GET', `/api/setup-sheets/${sheet.id}/versions/1`)).json();

    const answer = await compare(`${sheet.id}@1,${sheet.id}@2,${sheet.id}`);
    expect(answer.columns).toEqual([
      { ref: `${sheet.id}@1`, name: 'Nationals', car: 'Xray XB8', version: 1, updatedAt: v1.createdAt },
      expect.objectContaining({ ref: `${sheet.id}@2`, name: 'Nationals', version: 2 }),
      { ref: String(sheet.id), name: 'Nationals final', car: null, version: 3, updatedAt: now.updatedAt },
    ]);
    expect(row(answer, 'rearSpring')).toMatchObject({ values: ['Blue', 'Silver', 'Silver'], differs: true });
  });

  it('beside a community setup, shows only what the community sees of it', async () => {
    const mine = await create(me, '/api/setup-sheets', {
      name: 'Mine',
      trackName: 'Hilltop',
      rearSpring: 'Blue',
    });
    const shared = await create(them, '/api/setup-sheets', {
      ...SHARE_DETAILS,
      name: 'Their private name',
      trackName: 'Their private track',
      trackConditions: 'Their private conditions',
      trackSurface: 'Clay',
      rearSpring: 'blue',
    });
    const answer = await compare(`${mine.id},public:${shared.id}`);
    expect(answer.columns[1]).toEqual({
      ref: `public:${shared.id}`,
      name: 'Winter Series R3 – EB48 2.2',
      car: 'Tekno RC EB48 2.2',
      version: null,
      updatedAt: shared.updatedAt,
    });
    expect(row(answer, 'trackName')?.values).toEqual(['Hilltop', 'Silverstone RC']);
    expect(row(answer, 'trackConditions')?.values).toEqual([null, 'Dry/Dusty']);
    expect(row(answer, 'trackSurface')?.values).toEqual([null, 'Clay']);
    expect(row(answer, 'rearSpring')).toMatchObject({ values: ['Blue', 'blue'], differs: false });
    expect(JSON.stringify(answer)).not.toContain('Their private');

    // A visitor compares community setups too, with the same answer.
    const visitor = await compare(`public:${shared.id},public:${shared.id}`, null);
    expect(visitor.columns.map((c) => c.ref)).toEqual([`public:${shared.id}`, `public:${shared.id}`]);
    expect(visitor.rows.every((r) => !r.differs)).toBe(true);
  });

  it('answers afresh after an edit, a car renamed, or a community setup no longer shared', async () => {
    const car = await create(me, '/api/cars', { manufacturer: 'Mugen', model: 'MBX8' });
    const mine = await create(me, '/api/setup-sheets', { name: 'Mine', rcCarId: car.id, rearSpring: 'Blue' });
    const shared = await create(them, '/api/setup-sheets', {
      ...SHARE_DETAILS,
      name: 'Shared',
      rearSpring: 'Red',
    });
    const refs = `${mine.id},public:${shared.id}`;
    expect((await compare(refs)).columns[0]?.car).toBe('Mugen MBX8');
    await send(me, 'PUT', `/api/setup-sheets/${mine.id}`, { rearSpring: 'Silver' });
    await send(me, 'PUT', `/api/cars/${car.id}`, { manufacturer: 'Mugen', model: 'MBX8R' });
    const edited = await compare(refs);
    expect(edited.columns[0]?.car).toBe('Mugen MBX8R');
    expect(row(edited, 'rearSpring')?.values).toEqual(['Silver', 'Red']);
    await send(them, 'PUT', `/api/setup-sheets/${shared.id}`, { isPublic: false });
    expect((await send(me, 'GET', `/api/compare?kind=setup-sheet&refs=${refs}`)).statusCode).toBe(404);
  });

  it('compares ESC setups under their ESC details and groups', async () => {
    const a = await create(me, '/api/esc-setups', {
      name: 'Clay',
      escMake: 'Hobbywing',
      escModel: 'XR8 Pro',
      boostTiming: '10°',
      dragBrake: '5%',
    });
    const b = await create(me, '/api/esc-setups', {
      name: 'Carpet',
      escMake: 'hobbywing',
      escModel: 'XR8 Pro G2',
      boostTiming: '10 deg',
      dragBrake: '10%',
    });
    const answer = await compare(`${a.id},${b.id}`, me, 'esc-setup');
    expect(answer.columns.map((c) => c.name)).toEqual(['Clay', 'Carpet']);
    expect(answer.rows.map((r) => [r.group, r.field, r.differs])).toEqual([
      ['ESC and track', 'escMake', false],
      ['ESC and track', 'escModel', true],
      ['ESC and track', 'creator', false],
      ['Brake', 'dragBrake', true],
      ['Timing', 'boostTiming', false],
    ]);
  });

  it('shows FDR and rollout as rows, each side worked out for its own car: 1:10 pinion, nitro bell', async () => {
    const b7 = await create(me, '/api/cars', { manufacturer: 'Team Associated', model: 'B7', scale: '1:10' });
    const gp = await create(me, '/api/cars', { manufacturer: 'Xray', model: 'XB8', power: 'nitro' });
    const gears = { spur: '81', internalRatio: '2.6', tyreDiameter: '84' };
    const a = await create(me, '/api/setup-sheets', {
      name: 'Pinion 24',
      rcCarId: b7.id,
      pinion: '24',
      ...gears,
    });
    await send(me, 'PUT', `/api/setup-sheets/${a.id}`, { pinion: '25' });
    // Nitro: FDR = 46 ÷ 13 × 3.308 = 11.705; π × 83 ÷ 11.705 = 22.28 mm. Its stale pinion is not the bell.
    const nitro = { clutchBell: '13', pinion: '30', spur: '46', internalRatio: '3.308', tyreDiameter: '83' };
    const b = await create(me, '/api/setup-sheets', { name: 'GP', rcCarId: gp.id, ...nitro });
    // 81 ÷ 24 × 2.6 = 8.775 → 30.07 mm; 81 ÷ 25 × 2.6 = 8.424 → 31.33 mm
    const answer = await compare(`${a.id}@1,${a.id},${b.id}`);
    const fields = answer.rows.filter((r) => r.group === 'Electronics and gearing').map((r) => r.field);
    expect(fields).toEqual(['pinion', 'spur', 'internalRatio', 'tyreDiameter', 'fdr', 'rollout']);
    expect(row(answer, 'fdr')).toEqual({
      field: 'fdr',
      group: 'Electronics and gearing',
      label: 'FDR (calculated)',
      values: ['8.78', '8.42', '11.71'],
      differs: true,
    });
    expect(row(answer, 'rollout')?.values).toEqual(['30.1 mm', '31.3 mm', '22.3 mm']);
  });

  it('leaves them out where no side has its gearing complete, and for ESC setups', async () => {
    const a = await create(me, '/api/setup-sheets', { name: 'Spur only', spur: '81' });
    const b = await create(me, '/api/setup-sheets', { name: 'Nothing', rearSpring: 'Blue' });
    const answer = await compare(`${a.id},${b.id}`);
    expect(answer.rows.map((r) => r.field)).toEqual(['rearSpring', 'spur']);
  });
});
