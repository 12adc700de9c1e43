import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FOLLOWS } from '../services/follows';
import { publicUrl } from '../test/arrivals';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';

type Racer = Awaited<ReturnType<typeof racerWithCar>>;

describe.each(DIALECTS)('follows API (%s)', (dialect) => {
  let t: TestApp;
  let racer: Racer;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    racer = await racerWithCar(t.app);
  });
  afterEach(() => t.close());

  const follow = (payload: object, who = racer) =>
    call(t.app, who.cookie, { method: 'POST', url: '/api/follows', payload });
  const list = (who = racer) =>
    call(t.app, who.cookie, { method: 'GET', url: '/api/follows' }).then((r) => r.json());
  const sources = () => t.database.db.selectFrom('resultSources').selectAll().orderBy('id').execute();

  it('follows an address once: one source row however it is typed, fetched now; again answers the same follow', async () => {
    const before = Date.now();
    const url = publicUrl('events/winter-series?round=3');
    const made = await follow({ url: ` ${url.replace('http', 'HTTP')}#b-main `, rcCarId: racer.carId });
    expect(made.statusCode).toBe(201);
    const followed = made.json();
    expect(followed).toMatchObject({
      rcCarId: racer.carId,
      source: { url, state: 'watching', races: 0, problem: null, lastCheckedAt: null, lastChangedAt: null },
    });
    const again = await follow({ url });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(followed);
    const [source] = await sources();
    expect(source?.url).toBe(url);
    expect(Number(source?.nextFetchAt)).toBeGreaterThanOrEqual(before);
    expect(await list()).toEqual([followed]);
  });

  it('refuses what the server would not fetch, in words, and writes nothing', async () => {
    const cases: Array<[string, string]> = [
      ['ftp://93.184.216.34/results', 'Enter the results page’s address, starting with http:// or https://'],
      ['results.html', 'Enter the results page’s address, starting with http:// or https://'],
      [
        'http://192.168.1.20/results',
        '192.168.1.20 is on a private or local network, which the server does not fetch from. A club on its own network needs the operator to allow it (RESULT_HOSTS_ALLOW).',
      ],
      [
        'http://[fe80::1]/results',
        expect.stringContaining('is on a private or local network') as unknown as string,
      ],
      [
        'http://169.254.169.254/latest',
        expect.stringContaining('is on a private or local network') as unknown as string,
      ],
    ];
    for (const [url, message] of cases) {
      const res = await follow({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toEqual(message);
    }
    const other = await racerWithCar(t.app);
    const notMine = await follow({ url: publicUrl(), rcCarId: other.carId });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe('Choose one of your vehicles');
    expect(await sources()).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('starts a stopped source again when it is followed again', async () => {
    const url = publicUrl();
    await follow({ url });
    await t.database.db.updateTable('resultSources').set({ stoppedAt: 1, nextFetchAt: 2 }).execute();
    expect((await list())[0].source.state).toBe('stopped');
    const before = Date.now();
    await follow({ url }, await racerWithCar(t.app));
    const [source] = await sources();
    expect(source?.stoppedAt).toBeNull();
    expect(Number(source?.nextFetchAt)).toBeGreaterThanOrEqual(before);
    expect((await list())[0].source.state).toBe('watching');
  });

  it("shows a failing source's problem", async () => {
    await follow({ url: publicUrl() });
    await t.database.db
      .updateTable('resultSources')
      .set({ lastError: 'The page answered 404', failures: 3 })
      .execute();
    expect((await list())[0].source).toMatchObject({ state: 'failing', problem: 'The page answered 404' });
  });

  it("stops following; another racer's follow is not found", async () => {
    const id = (await follow({ url: publicUrl() })).json().id;
    const other = await racerWithCar(t.app);
    const theirs = await call(t.app, other.cookie, { method: 'DELETE', url: `/api/follows/${id}` });
    expect(theirs.statusCode).toBe(404);
    expect(await list()).toHaveLength(1);
    expect(
      (await call(t.app, racer.cookie, { method: 'DELETE', url: `/api/follows/${id}` })).statusCode,
    ).toBe(204);
    expect(await list()).toEqual([]);
    expect(
      (await call(t.app, racer.cookie, { method: 'DELETE', url: `/api/follows/${id}` })).statusCode,
    ).toBe(404);
  });

  it(`follows at most ${MAX_FOLLOWS} addresses`, async () => {
    const now = new Date().toISOString();
    for (let i = 0; i < MAX_FOLLOWS; i++) {
      const source = await t.database.db
        .insertInto('resultSources')
        .values({ url: publicUrl(), nextFetchAt: 0, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('sourceFollows')
        .values({ sourceId: source.id, userId: racer.user.id, clubId: null, rcCarId: null, createdAt: now })
        .execute();
    }
    const res = await follow({ url: publicUrl() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('account_limit');
    expect(await list()).toHaveLength(MAX_FOLLOWS);
  });
});
