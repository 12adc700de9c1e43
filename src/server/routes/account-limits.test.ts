import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, type AccountLimits } from '../../shared/constants/account-limits';
import { rowCounts } from '../test/data-transfer';
import {
  call,
  createTestApp,
  DIALECTS,
  racerWithCar,
  registerRacer,
  SHARE_DETAILS,
  type TestApp,
} from '../test/harness';

/** Small limits, so a test reaches each one in a few requests (AppConfig.accountLimits). */
const LIMITS: AccountLimits = {
  ...ACCOUNT_LIMITS,
  cars: 2,
  transponders: 1,
  tyreSets: 1,
  setupSheets: 2,
  escSetups: 1,
  setupVersions: 4,
  runs: 1,
  maintenanceItems: 1,
  maintenanceLog: 1,
};

const LAPS = [
  { lapNo: 1, timeMs: 31_250 },
  { lapNo: 2, timeMs: 30_900 },
];

/**
 * Issue 28: every kind of record has a per-account limit, enforced in the racer's transaction on
 * create, copy, save and restore; past it, 409 `account_limit` with a message naming the limit,
 * and nothing written.
 */
describe.each(DIALECTS)('account limits on create, copy and restore (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { accountLimits: LIMITS });
  });
  afterAll(() => t.close());

  const send = (cookie: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
    call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });

  /** `url` refused at the limit with `message`, and no table changed. */
  async function refused(cookie: string, url: string, payload: object | undefined, message: string) {
    const before = await rowCounts(t);
    const res = await send(cookie, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'account_limit', message });
    expect(await rowCounts(t)).toEqual(before);
  }

  it('each create route refuses the record past its limit, naming it', async () => {
    const { cookie, carId } = await racerWithCar(t.app);
    const cases: Array<[string, object, string]> = [
      [
        '/api/cars',
        { manufacturer: 'Mugen', model: 'MBX8' },
        'You have 2 vehicles, the most an account can hold. Delete one you no longer race to add another.',
      ],
      [
        '/api/transponders',
        { number: '1234567', notes: 'the refused one is 7654321' },
        'You have 1 transponder, the most an account can hold. Delete one you no longer use to add another.',
      ],
      [
        '/api/tyre-sets',
        { brand: 'Pro-Line', position: 'front' },
        'You have 1 tyre set, the most an account can hold. Delete a set no run names, or runs you no longer need, to add another.',
      ],
      [
        '/api/esc-setups',
        { name: 'Punchy', escMake: 'Hobbywing', escModel: 'XR8 Pro' },
        'You have 1 ESC setup, the most an account can hold. Delete one you no longer need to add another.',
      ],
      [
        '/api/runs',
        { rcCarId: carId, date: '2026-11-21', trackName: 'Ridgeway', laps: LAPS },
        'You have 1 run, the most an account can hold. Delete runs you no longer need to log more.',
      ],
      [
        `/api/cars/${carId}/maintenance`,
        { name: 'Diff rebuild', lifeUnit: 'runs', lifeAmount: 20 },
        'You have 1 maintenance item, the most an account can hold. Delete one you no longer track to add another.',
      ],
    ];
    for (const [url, payload, message] of cases) {
      // Cars: the racer has one already; this second one is the last place.
      const first = await send(cookie, 'POST', url, payload);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(201);
      const next = url === '/api/transponders' ? { number: '7654321' } : payload;
      await refused(cookie, url, next, message);
    }
    // A result file is a run too.
    await refused(
      cookie,
      '/api/runs/import',
      { text: 'Lap\tTime\n1\t25.010\n2\t23.456\n', driver: 0, rcCarId: carId, trackName: 'Ridgeway' },
      'You have 1 run, the most an account can hold. Delete runs you no longer need to log more.',
    );
    // A "done" is a maintenance log entry.
    const item = (await call(t.app, cookie, { method: 'GET', url: `/api/cars/${carId}/maintenance` })).json();
    const itemId = (Array.isArray(item) ? item : item.items)[0].id as number;
    expect((await send(cookie, 'POST', `/api/maintenance/${itemId}/done`, {})).statusCode).toBe(200);
    await refused(
      cookie,
      `/api/maintenance/${itemId}/done`,
      {},
      'You have 1 maintenance log entry, the most an account can hold. Delete maintenance items you no longer track (their log goes with them) to log more.',
    );
  });

  it('setups: a create, a save that changes something, a restore and a copy each need room', async () => {
    const { cookie } = await registerRacer(t.app);
    const sheet = (await send(cookie, 'POST', '/api/setup-sheets', { name: 'Ridgeway dry' })).json();
    for (const notes of ['Softer rear', 'Harder rear', 'Stiffer front'])
      expect((await send(cookie, 'PUT', `/api/setup-sheets/${sheet.id}`, { notes })).statusCode).toBe(200);
    const full =
      'You have 4 setup versions (the history of all your setups together), the most an account can hold. ' +
      'Delete setups you no longer need to save more changes.';
    const before = await rowCounts(t);
    const save = await send(cookie, 'PUT', `/api/setup-sheets/${sheet.id}`, { notes: 'Back to soft' });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toEqual({ code: 'account_limit', message: full });
    expect(await rowCounts(t)).toEqual(before);
    // A save that changes no content writes no version: never refused for the history's size.
    const same = await send(cookie, 'PUT', `/api/setup-sheets/${sheet.id}`, { notes: 'Stiffer front' });
    expect(same.statusCode).toBe(200);
    await refused(cookie, `/api/setup-sheets/${sheet.id}/versions/1/restore`, undefined, full);
    await refused(cookie, `/api/setup-sheets/${sheet.id}/copy`, { suffix: 'copy' }, full);
    await refused(cookie, '/api/setup-sheets', { name: 'Another' }, full);
  });

  it('copies of a community setup and of a shared link refuse past the setup sheets limit', async () => {
    const owner = await registerRacer(t.app);
    const shared = (
      await send(owner.cookie, 'POST', '/api/setup-sheets', { name: 'Club race', ...SHARE_DETAILS })
    ).json();
    const link = (await send(owner.cookie, 'POST', `/api/setup-sheets/${shared.id}/share-link`)).json();
    const { cookie } = await registerRacer(t.app);
    for (const name of ['One', 'Two'])
      expect((await send(cookie, 'POST', '/api/setup-sheets', { name })).statusCode).toBe(201);
    const full =
      'You have 2 setup sheets, the most an account can hold. Delete one you no longer need to add another.';
    await refused(cookie, `/api/public-setups/${shared.id}/copy`, undefined, full);
    await refused(cookie, `/api/shared/${link.slug}/copy`, undefined, full);
  });
});
