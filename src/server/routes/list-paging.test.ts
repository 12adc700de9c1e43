import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VEHICLE_STATUS } from '../../shared/constants/vehicles';
import { MAX_PAGE_SIZE } from '../../shared/schemas/paging';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';

type Item = Record<string, unknown> & { id?: number; version?: number };

/**
 * Every list of a racer's records pages the same way (shared/schemas/paging.ts): these walk each
 * list a few records at a time by its next links and hold the pages against the whole list.
 */
describe.each(DIALECTS)('list paging (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let carId: number;
  let userId: number;
  let sheetId: number;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    const racer = await racerWithCar(t.app);
    ({ cookie, carId } = racer);
    userId = racer.user.id;
    sheetId = (await send('POST', '/api/setup-sheets', { name: 'Base' })).id;
  });
  afterEach(() => t.close());

  async function send(method: 'POST' | 'PUT', url: string, payload: object) {
    const res = await call(t.app, cookie, { method, url, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }
  const get = (url: string) => call(t.app, cookie, { method: 'GET', url });

  /** The next page's URL from the Link header, checked against X-Next-Cursor; undefined on the last page. */
  function nextOf(res: Awaited<ReturnType<typeof get>>): string | undefined {
    const link = res.headers.link;
    if (link === undefined) {
      expect(res.headers['x-next-cursor']).toBeUndefined();
      return undefined;
    }
    const url = /^<([^>]+)>; rel="next"$/.exec(String(link))?.[1];
    expect(url, String(link)).toBeDefined();
    expect(new URL(String(url), 'http://localhost').searchParams.get('cursor')).toBe(
      res.headers['x-next-cursor'],
    );
    return url;
  }

  /** Every page from `url` on, following the next links; `between` runs after the first page. */
  async function walk(url: string, between?: () => Promise<unknown>) {
    const pages: Item[][] = [];
    let next: string | undefined = url;
    while (next) {
      const res = await get(next);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json());
      next = nextOf(res);
      if (pages.length === 1) await between?.();
      expect(pages.length).toBeLessThan(50);
    }
    return pages;
  }

  let n = 0;
  /** The lists, and how to add one more record to each (7 of each below: pages of 3, 3 and 1). */
  const LISTS: Record<string, { url: () => string; add: () => Promise<unknown>; key?: 'version' }> = {
    cars: {
      url: () => '/api/cars',
      add: () => send('POST', '/api/cars', { manufacturer: 'XRAY', model: `XB${n++}` }),
    },
    transponders: {
      url: () => '/api/transponders',
      add: () => send('POST', '/api/transponders', { number: String(1_000_000 + n++) }),
    },
    'setup sheets': {
      url: () => '/api/setup-sheets',
      add: () => send('POST', '/api/setup-sheets', { name: `Sheet ${n++}` }),
    },
    'ESC setups': {
      url: () => '/api/esc-setups',
      add: () => send('POST', '/api/esc-setups', { name: `Mod ${n++}`, escMake: 'Tekin', escModel: 'RX8' }),
    },
    // Retired ones go last, whatever their age: the order has a key ascending before two descending.
    'tyre sets': {
      url: () => '/api/tyre-sets',
      add: () => send('POST', '/api/tyre-sets', { brand: `Pro-Line ${n}`, retired: n++ % 3 === 0 }),
    },
    // Several runs on one day: the id settles their order.
    runs: {
      url: () => `/api/runs?rcCarId=${carId}`,
      add: () =>
        send('POST', '/api/runs', {
          rcCarId: carId,
          date: `2026-11-${String(10 + (n++ % 3)).padStart(2, '0')}`,
          trackName: 'Tacoma',
          laps: [{ lapNo: 1, timeMs: 23_456 }],
        }),
    },
    versions: {
      url: () => `/api/setup-sheets/${sheetId}/versions`,
      add: () => send('PUT', `/api/setup-sheets/${sheetId}`, { notes: `Change ${n++}` }),
      key: 'version',
    },
  };
  const idOf = (list: string) => (item: Item) => item[LISTS[list]?.key ?? 'id'];
  const withLimit = (url: string, limit: number) => `${url}${url.includes('?') ? '&' : '?'}limit=${limit}`;

  it.each(Object.keys(LISTS))(
    'pages through %s: every record once, in the order of the whole list',
    async (list) => {
      const { url, add } = LISTS[list] as (typeof LISTS)[string];
      const before = (await get(url())).json().length;
      for (let i = 0; i < 7 - before; i++) await add();
      const whole = (await get(url())).json();
      expect(whole).toHaveLength(7);
      const pages = await walk(withLimit(url(), 3));
      expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
      expect(pages.flat()).toEqual(whole);
      // A list that ends on a page boundary says so, rather than sending an empty last page.
      expect((await walk(withLimit(url(), 7))).map((page) => page.length)).toEqual([7]);
    },
  );

  it.each(Object.keys(LISTS))(
    'neither repeats nor skips an older record of %s when one is added between pages',
    async (list) => {
      const { url, add } = LISTS[list] as (typeof LISTS)[string];
      const before = (await get(url())).json().length;
      for (let i = 0; i < 7 - before; i++) await add();
      const whole: Item[] = (await get(url())).json();
      const seen = (await walk(withLimit(url(), 3), add)).flat();
      const ids = seen.map(idOf(list));
      expect(new Set(ids).size).toBe(ids.length);
      const older = new Set(whole.map(idOf(list)));
      expect(ids.filter((id) => older.has(id))).toEqual(whole.map(idOf(list)));
    },
  );

  it('refuses a bad limit or cursor with 400 and says which', async () => {
    await LISTS.cars?.add();
    const cursorOfCars = String((await get('/api/cars?limit=1')).headers['x-next-cursor']);
    expect((await get(`/api/cars?cursor=${cursorOfCars}`)).statusCode).toBe(200);
    for (const limit of ['0', '-1', String(MAX_PAGE_SIZE + 1), '2.5', 'ten', '']) {
      const res = await get(`/api/cars?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message, limit).toContain(`Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
    }
    const notOurs = [
      '***',
      'x'.repeat(401),
      Buffer.from('not json').toString('base64url'),
      Buffer.from('{"id":1}').toString('base64url'),
      Buffer.from(`["${'9'.repeat(80)}",1]`).toString('base64url'),
      Buffer.from('[1.5]').toString('base64url'),
    ];
    for (const cursor of notOurs) {
      const res = await get(`/api/cars?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message, cursor).toMatch(/cursor is not one this list gave out/);
    }
    // A cursor of one list does not fit another whose keys differ (cars: the id; runs: day and id).
    for (const url of ['/api/transponders', '/api/runs', '/api/tyre-sets', '/api/setup-sheets']) {
      const res = await get(`${url}?cursor=${cursorOfCars}`);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it(`sends at most ${MAX_PAGE_SIZE} records a page, the largest page when no limit is asked`, async () => {
    const now = new Date().toISOString();
    // Straight into the database: the per-account limit on cars is not what this is about.
    await t.database.db
      .insertInto('cars')
      .values(
        Array.from({ length: MAX_PAGE_SIZE }, (_, i) => ({
          userId,
          manufacturer: 'Losi',
          model: `22X-${i}`,
          status: DEFAULT_VEHICLE_STATUS,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const first = await get('/api/cars');
    expect(first.json()).toHaveLength(MAX_PAGE_SIZE);
    const second = await get(String(nextOf(first)));
    expect(second.json()).toHaveLength(1);
    expect(nextOf(second)).toBeUndefined();
    expect((await get(`/api/cars?limit=${MAX_PAGE_SIZE}`)).json()).toHaveLength(MAX_PAGE_SIZE);
  });

  it('keeps each page of a list as its own cached answer, with its link', async () => {
    for (let i = 0; i < 5; i++) await LISTS.transponders?.add();
    const cache = t.app.answerCache;
    const first = await get('/api/transponders?limit=2');
    const held = cache.size;
    const again = await get('/api/transponders?limit=2');
    expect(cache.size).toBe(held); // served from the cache…
    expect(again.body).toBe(first.body);
    expect(again.headers.link).toBe(first.headers.link); // …with its headers
    const second = await get(String(nextOf(first)));
    expect(cache.size).toBeGreaterThan(held);
    expect(second.json().map((t: Item) => t.id)).not.toEqual(first.json().map((t: Item) => t.id));
    const wider = await get('/api/transponders?limit=3');
    expect(wider.json()).toHaveLength(3);
    expect(wider.headers['x-next-cursor']).not.toBe(first.headers['x-next-cursor']);
    // A write moves the racer's revision: the first page is read afresh, the new record on it.
    const added = await LISTS.transponders?.add();
    const fresh = await get('/api/transponders?limit=2');
    expect(fresh.json()[0]).toEqual(added);
  });
});
