import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../shared/schemas/paging';
import { createNotifier } from '../services/notices';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

type Racer = Awaited<ReturnType<typeof registerRacer>>;

describe.each(DIALECTS)('notices API (%s)', (dialect) => {
  let t: TestApp;
  let racer: Racer;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    racer = await registerRacer(t.app);
  });
  afterEach(() => t.close());

  const notify = (who: Racer, title: string) =>
    createNotifier(t.database.db, t.app.config.arrivals, t.app.log).notify(who.user.id, {
      kind: 'run_arrived',
      title,
      body: 'No setup changes since the last run',
    });
  const get = (url = '/api/notices', who = racer) => call(t.app, who.cookie, { method: 'GET', url });
  const post = (url: string, who = racer) => call(t.app, who.cookie, { method: 'POST', url });

  it('lists the newest first with the unread count, pages, and marks read one or all', async () => {
    const empty = await get();
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-unread-count']).toBe('0');
    for (const title of ['A Main: 18 laps', 'B Main: 17 laps', 'C Main: 16 laps']) await notify(racer, title);

    const all = await get();
    expect(all.json().map((n: { title: string }) => n.title)).toEqual([
      'C Main: 16 laps',
      'B Main: 17 laps',
      'A Main: 18 laps',
    ]);
    expect(all.json()[0]).toMatchObject({ kind: 'run_arrived', runId: null, matchId: null, readAt: null });
    expect(all.headers['x-unread-count']).toBe('3');

    const first = await get('/api/notices?limit=2');
    expect(first.json()).toHaveLength(2);
    const next = await get(`/api/notices?limit=2&cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
    expect(next.json().map((n: { title: string }) => n.title)).toEqual(['A Main: 18 laps']);
    expect((await get('/api/notices?cursor=nonsense')).statusCode).toBe(400);

    const newest = all.json()[0].id;
    expect((await post(`/api/notices/${newest}/read`)).statusCode).toBe(204);
    expect((await post(`/api/notices/${newest}/read`)).statusCode).toBe(204);
    const after = await get();
    expect(after.headers['x-unread-count']).toBe('2');
    expect(after.json()[0].readAt).not.toBeNull();

    expect((await post('/api/notices/read')).statusCode).toBe(204);
    expect((await get()).headers['x-unread-count']).toBe('0');
  });

  it("keeps each racer's notices their own", async () => {
    const other = await registerRacer(t.app);
    await notify(racer, 'Mine');
    const [mine] = (await get()).json();
    expect((await get('/api/notices', other)).json()).toEqual([]);
    const theirs = await post(`/api/notices/${mine.id}/read`, other);
    expect(theirs.statusCode).toBe(404);
    await post('/api/notices/read', other);
    expect((await get()).headers['x-unread-count']).toBe('1');
  });

  it('a notice stored after a page was served is in the next answer (the cached list moves on)', async () => {
    await notify(racer, 'First');
    expect((await get()).json()).toHaveLength(1);
    await notify(racer, 'Second');
    // Written by background work, not by the racer's request: on PostgreSQL the instance hears of
    // it by NOTIFY within the documented bound (1 s), which a loaded machine may take.
    await expect.poll(async () => (await get()).json(), { timeout: 5000 }).toHaveLength(2);
  });
});
