import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SETUP_SHEET_FIELDS } from '../../shared/constants/setup-fields';
import { sampleValue, sampleValues } from '../test/field-values';
import { call, createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';

const NUMBER_FIELDS = SETUP_SHEET_FIELDS.filter((f) => f.input === 'integer' || f.input === 'decimal');
const DATE_FIELD = SETUP_SHEET_FIELDS.find((f) => f.input === 'date');

describe.each(DIALECTS)('the complete setup sheet (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  const send = (
    method: 'POST' | 'PUT' | 'GET' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    who = cookie,
  ) => call(t.app, who, { method, url, ...(payload === undefined ? {} : { payload }) });
  const sheets = async (who = cookie) =>
    (await send('GET', '/api/setup-sheets', undefined, who)).json() as Array<Record<string, unknown>>;
  const escSetup = async (who = cookie) => {
    const res = await send(
      'POST',
      '/api/esc-setups',
      { name: 'Punchy', escMake: 'Tekin', escModel: 'RX8' },
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it('round-trips every field through POST, PUT and GET', async () => {
    const first = sampleValues(SETUP_SHEET_FIELDS);
    const created = await send('POST', '/api/setup-sheets', { name: 'All of it', ...first });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject(first);
    // Every field changed at once by a PUT, then each read back as sent.
    const second = Object.fromEntries(SETUP_SHEET_FIELDS.map((f, i) => [f.key, sampleValue(f, i + 7)]));
    expect(second).not.toEqual(first);
    const updated = await send('PUT', `/api/setup-sheets/${created.json().id}`, second);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await sheets())[0]).toMatchObject(second);
  });

  it('takes a decimal comma as a point and refuses a fraction where a whole number belongs', async () => {
    const saved = await send('POST', '/api/setup-sheets', {
      name: 'x',
      airTemperature: '-2,5',
      weight: ' 1730 ',
    });
    expect(saved.json()).toMatchObject({ airTemperature: '-2.5', weight: '1730' });
    const refused = await send('POST', '/api/setup-sheets', { name: 'x', pinion: '24.5' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Pinion must be a whole number');
  });

  it.each(NUMBER_FIELDS.map((f) => [f.key, f.label]))(
    'refuses "abc" as %s and changes nothing',
    async (key, label) => {
      const refused = await send('POST', '/api/setup-sheets', { name: 'x', [key]: 'abc' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`${label} must be a number`);
      expect(refused.json().issues[0].path).toEqual([key]);
      expect(await sheets()).toEqual([]);
      const saved = (await send('POST', '/api/setup-sheets', { name: 'x', [key]: '12' })).json();
      const put = await send('PUT', `/api/setup-sheets/${saved.id}`, { name: 'renamed', [key]: 'abc' });
      expect(put.statusCode).toBe(400);
      expect(await sheets()).toEqual([saved]);
    },
  );

  it('takes a real day as the date and refuses 2025-13-40 and 2025-02-29', async () => {
    const key = DATE_FIELD?.key as string;
    expect((await send('POST', '/api/setup-sheets', { name: 'x', [key]: '2024-02-29' })).json()[key]).toBe(
      '2024-02-29',
    );
    for (const day of ['2025-13-40', '2025-02-29', '14/06/2025']) {
      const refused = await send('POST', '/api/setup-sheets', { name: 'y', [key]: day });
      expect(refused.statusCode, day).toBe(400);
      expect(refused.json().message).toBe('Date must be a date (YYYY-MM-DD)');
    }
    expect(await sheets()).toHaveLength(1);
  });

  it("links the racer's own ESC setup, refuses another racer's, and unlinks when it is deleted", async () => {
    const mine = await escSetup();
    const other = await registerRacer(t.app);
    const theirs = await escSetup(other.cookie);

    const refused = await send('POST', '/api/setup-sheets', { name: 'x', escSetupId: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Choose one of your ESC setups',
      code: 'invalid_esc_setup',
    });
    expect(await sheets()).toEqual([]);

    const saved = (await send('POST', '/api/setup-sheets', { name: 'x', escSetupId: mine })).json();
    expect(saved.escSetupId).toBe(mine);
    const put = await send('PUT', `/api/setup-sheets/${saved.id}`, { name: 'changed', escSetupId: theirs });
    expect(put.statusCode).toBe(400);
    expect((await sheets())[0]).toMatchObject({ name: 'x', escSetupId: mine });
    expect((await send('PUT', `/api/setup-sheets/${saved.id}`, { escSetupId: 'abc' })).statusCode).toBe(400);

    expect((await send('DELETE', `/api/esc-setups/${mine}`)).statusCode).toBe(204);
    expect((await sheets())[0]).toMatchObject({ name: 'x', escSetupId: null });
  });

  it('keeps the ESC link in an own copy, and never shows it to or copies it for the community', async () => {
    const esc = await escSetup();
    const saved = (
      await send('POST', '/api/setup-sheets', { name: 'Shared', escSetupId: esc, frontTyre: 'AKA Impact' })
    ).json();
    expect((await send('PUT', `/api/setup-sheets/${saved.id}`, SHARE_DETAILS)).statusCode).toBe(200);

    const own = await send('POST', `/api/setup-sheets/${saved.id}/copy`, {});
    expect(own.json()).toMatchObject({ escSetupId: esc, frontTyre: 'AKA Impact' });

    const shown = await call(t.app, undefined, { method: 'GET', url: `/api/public-setups/${saved.id}` });
    expect(shown.json().frontTyre).toBe('AKA Impact');
    expect(shown.json()).not.toHaveProperty('escSetupId');
    const listed = await call(t.app, undefined, { method: 'GET', url: '/api/public-setups' });
    expect(listed.body).not.toContain('escSetupId');

    const copier = await registerRacer(t.app);
    const copied = await send('POST', `/api/public-setups/${saved.id}/copy`, {}, copier.cookie);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json()).toMatchObject({ escSetupId: null, frontTyre: 'AKA Impact' });
  });

  it('checks a copy’s changed values as the editor does', async () => {
    const saved = (await send('POST', '/api/setup-sheets', { name: 'x' })).json();
    const refused = await send('POST', `/api/setup-sheets/${saved.id}/copy`, { changes: { spur: 'abc' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Spur must be a number');
    const copy = await send('POST', `/api/setup-sheets/${saved.id}/copy`, {
      changes: { spur: '46', frontTyre: 'x'.repeat(100) },
    });
    expect(copy.json()).toMatchObject({ spur: '46', frontTyre: 'x'.repeat(100) });
  });

  it('ESC setups keep the treatment of a Treated surface', async () => {
    const res = await send('POST', '/api/esc-setups', {
      name: 'Carpet',
      escMake: 'Hobbywing',
      escModel: 'XR10 Pro',
      trackSurface: 'Treated',
      trackSurfaceTreatment: 'VHT',
    });
    expect(res.json()).toMatchObject({ trackSurface: 'Treated', trackSurfaceTreatment: 'VHT' });
  });

  it('cars keep their power and class, and refuse values outside the lists', async () => {
    const car = await send('POST', '/api/cars', {
      manufacturer: 'Tekno RC',
      model: 'NB48 2.2',
      scale: '1:8',
      drivetrain: '4WD',
      power: 'nitro',
      vehicleClass: 'buggy',
    });
    expect(car.json()).toMatchObject({ power: 'nitro', vehicleClass: 'buggy' });
    const cleared = await send('PUT', `/api/cars/${car.json().id}`, {
      manufacturer: 'Tekno RC',
      model: 'NB48 2.2',
      power: '',
      vehicleClass: 'short course',
    });
    expect(cleared.json()).toMatchObject({ power: null, vehicleClass: 'short course' });
    const refused = await send('POST', '/api/cars', { manufacturer: 'X', model: 'Y', power: 'steam' });
    expect(refused.json().message).toBe('Choose electric or nitro');
    expect(
      (await send('POST', '/api/cars', { manufacturer: 'X', model: 'Y', vehicleClass: 'crawler' })).json()
        .message,
    ).toBe('Choose buggy, truggy or short course');
  });
});
