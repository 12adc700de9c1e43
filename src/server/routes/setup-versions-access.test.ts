import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { ESC_SETUP, racerRequests, storedVersions } from '../test/versions';

const KINDS = [
  { path: '/api/setup-sheets', table: 'setupSheetVersions', body: { name: 'Club race' } },
  { path: '/api/esc-setups', table: 'escSetupVersions', body: ESC_SETUP },
] as const;

/** Setup history (issue 15) for ESC setups, one setup by id, and ownership of every history route. */
describe.each(DIALECTS)('setup versions: ESC setups and ownership (%s)', (dialect) => {
  let t: TestApp;
  let username: string;
  let send: ReturnType<typeof racerRequests>;
  let other: ReturnType<typeof racerRequests>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const racer = await registerRacer(t.app);
    username = racer.input.username;
    send = racerRequests(t, racer.cookie);
    other = racerRequests(t, (await registerRacer(t.app)).cookie);
  });
  afterAll(() => t.close());

  it('versions ESC setups through the same five routes, the creator defaulting to the racer', async () => {
    const created = await send('POST', '/api/esc-setups', {
      ...ESC_SETUP,
      boostTiming: '10°',
      changeNote: 'Stock',
    });
    expect(created.statusCode, created.body).toBe(201);
    const esc = created.json();
    expect(esc).toMatchObject({ version: 1, creator: username });
    expect(created.headers.etag).toBe('"1"');
    const url = `/api/esc-setups/${esc.id}`;
    // A cleared creator is the racer again: the same content, no version.
    expect((await send('PUT', url, { creator: null })).json()).toMatchObject({
      version: 1,
      creator: username,
    });
    expect((await send('PUT', url, { isPublic: false, isCurrentlyInstalled: false })).json().version).toBe(1);
    await send('PUT', url, { creator: 'Team driver', changeNote: 'From the pits' });
    await send('PUT', url, { boostTiming: '15°', turbo: '5°', changeSource: 'wizard' });

    const versions = (await send('GET', `${url}/versions`)).json();
    expect(versions.map((v: { version: number; source: string }) => [v.version, v.source])).toEqual([
      [3, 'wizard'],
      [2, 'edit'],
      [1, 'create'],
    ]);
    expect(versions[1]).toMatchObject({
      note: 'From the pits',
      changes: [{ field: 'creator', from: username, to: 'Team driver' }],
    });
    expect(versions[2].note).toBe('Stock');
    expect(versions[2].changes).toContainEqual({ field: 'creator', from: null, to: username });
    const v1 = (await send('GET', `${url}/versions/1`)).json();
    expect(v1.setup).toMatchObject({
      name: 'Punchy',
      creator: username,
      boostTiming: '10°',
      turbo: null,
      useManufacturerSheet: esc.useManufacturerSheet,
    });
    expect(v1.setup).not.toHaveProperty('escSetupId');

    const restored = await send('POST', `${url}/versions/1/restore`, undefined, { 'if-match': '"3"' });
    expect(restored.json()).toMatchObject({ version: 4, creator: username, boostTiming: '10°', turbo: null });
    expect((await send('PATCH', `${url}/versions/3`, { outcome: 'better' })).json()).toMatchObject({
      outcome: 'better',
    });
    const one = await send('GET', url);
    expect(one.json()).toMatchObject({ id: esc.id, version: 4 });
    expect(one.headers.etag).toBe('"4"');
  });

  it.each(KINDS)(
    'answers one setup with its ETag and lists newest first, each with its version ($path)',
    async ({ path, body }) => {
      const a = (await send('POST', path, { ...body, name: 'A' })).json();
      const b = (await send('POST', path, { ...body, name: 'B' })).json();
      await send('PUT', `${path}/${a.id}`, { notes: 'Edited' });
      const one = await send('GET', `${path}/${a.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: a.id, name: 'A', notes: 'Edited', version: 2 });
      expect(one.headers.etag).toBe('"2"');
      const list = (await send('GET', path)).json() as Array<{ id: number; version: number }>;
      const mine = list.filter((s) => s.id === a.id || s.id === b.id);
      expect(mine).toMatchObject([
        { id: a.id, version: 2 },
        { id: b.id, version: 1 },
      ]);
      expect(list.every((s) => typeof s.version === 'number')).toBe(true);
    },
  );

  it.each(KINDS)(
    'answers 404 for another racer’s or an unknown id or version on every route ($path)',
    async ({ path, body, table }) => {
      const mine = (await send('POST', path, body)).json();
      const routes = (id: number, version: number) =>
        [
          ['GET', `${path}/${id}`],
          ['PUT', `${path}/${id}`, { notes: 'Mine now' }],
          ['GET', `${path}/${id}/versions`],
          ['GET', `${path}/${id}/versions/${version}`],
          ['POST', `${path}/${id}/versions/${version}/restore`],
          ['PATCH', `${path}/${id}/versions/${version}`, { outcome: 'worse', note: 'Mine now' }],
        ] as const;
      for (const [method, url, payload] of routes(mine.id, 1)) {
        const res = await other(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      for (const [method, url, payload] of routes(2_000_000, 1)) {
        expect((await send(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      for (const [method, url, payload] of routes(mine.id, 7).slice(3)) {
        const res = await send(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe('Version not found');
      }
      expect(await storedVersions(t, table, mine.id)).toEqual([1]);
      expect((await send('GET', `${path}/${mine.id}/versions`)).json()).toMatchObject([
        { note: null, outcome: 'untested' },
      ]);
    },
  );
});
