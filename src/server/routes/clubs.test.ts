import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicUrl } from '../test/arrivals';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

type Racer = Awaited<ReturnType<typeof registerRacer>>;

const DECODER = { name: 'Main loop', protocol: 'p3', host: '93.184.216.34', port: 5403 };
const PRIVATE_MESSAGE =
  '127.0.0.1 is on a private or local network, which the server does not fetch from. A club on its own network needs the operator to allow it (RESULT_HOSTS_ALLOW).';

describe.each(DIALECTS)('clubs API (%s)', (dialect) => {
  let t: TestApp;
  let admin: Racer;
  let member: Racer;
  let clubId: number;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    admin = await registerRacer(t.app);
    member = await registerRacer(t.app);
    const res = await call(t.app, admin.cookie, {
      method: 'POST',
      url: '/api/clubs',
      payload: { name: 'Thunder Alley RC', trackName: 'Thunder Alley', surface: 'Clay' },
    });
    expect(res.statusCode).toBe(201);
    clubId = res.json().id;
    expect((await join(member)).statusCode).toBe(201);
  });
  afterEach(() => t.close());

  const join = (who: Racer, id = clubId) =>
    call(t.app, who.cookie, { method: 'POST', url: `/api/clubs/${id}/members` });
  const detail = (who: Racer) =>
    call(t.app, who.cookie, { method: 'GET', url: `/api/clubs/${clubId}` }).then((r) => r.json());
  const send = (who: Racer, method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    call(t.app, who.cookie, { method, url: `/api/clubs/${clubId}${path}`, ...(payload ? { payload } : {}) });
  const count = (table: 'clubs' | 'decoders' | 'sourceFollows' | 'resultSources') =>
    t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));

  it('makes its creator the admin, and a joining racer a member', async () => {
    expect(await detail(admin)).toMatchObject({
      name: 'Thunder Alley RC',
      trackName: 'Thunder Alley',
      surface: 'Clay',
      members: 2,
      myRole: 'admin',
      sources: [],
      decoders: [],
    });
    expect(await detail(member)).toMatchObject({ myRole: 'member', members: 2 });
    // Joining twice is joining once.
    expect((await join(member)).json().members).toBe(2);
  });

  it('refuses a club without a name and changes nothing', async () => {
    const res = await call(t.app, admin.cookie, {
      method: 'POST',
      url: '/api/clubs',
      payload: { name: ' ', trackName: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Club name is required');
    expect(await count('clubs')).toBe(1);
  });

  it("lists the racer's clubs first, then others by name, and searches by name (any case, % is a letter)", async () => {
    const stranger = await registerRacer(t.app);
    for (const name of ['Alpha Buggy Club', '100% Offroad'])
      await call(t.app, stranger.cookie, {
        method: 'POST',
        url: '/api/clubs',
        payload: { name, trackName: 'T' },
      });
    const names = async (who: Racer, q = '') =>
      (await call(t.app, who.cookie, { method: 'GET', url: `/api/clubs?q=${encodeURIComponent(q)}` }))
        .json()
        .map((c: { name: string }) => c.name);
    expect(await names(member)).toEqual(['Thunder Alley RC', '100% Offroad', 'Alpha Buggy Club']);
    expect(await names(stranger)).toEqual(['100% Offroad', 'Alpha Buggy Club', 'Thunder Alley RC']);
    expect(await names(member, 'BUGGY')).toEqual(['Alpha Buggy Club']);
    expect(await names(member, '%')).toEqual(['100% Offroad']);
  });

  it('lets only its admins edit it, add sources and decoders, or make admins; 404 for no such club', async () => {
    const forbidden = (what: string) => ({
      message: `Only the club's admins can ${what}`,
      code: 'forbidden',
    });
    const edit = await send(member, 'PUT', '', { name: 'Mine now', trackName: 'X' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual(forbidden('edit it'));
    const source = await send(member, 'POST', '/sources', { url: publicUrl() });
    expect(source.json()).toEqual(forbidden("change the club's result sources"));
    const decoder = await send(member, 'POST', '/decoders', DECODER);
    expect(decoder.json()).toEqual(forbidden("change the club's decoders"));
    const promote = await send(member, 'POST', '/admins', { username: member.input.username });
    expect(promote.json()).toEqual(forbidden('make members admins'));
    expect(await detail(admin)).toMatchObject({ name: 'Thunder Alley RC', sources: [] });
    expect([await count('decoders'), await count('sourceFollows')]).toEqual([0, 0]);

    const missing = await call(t.app, admin.cookie, {
      method: 'PUT',
      url: '/api/clubs/999999',
      payload: { name: 'X', trackName: 'Y' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await join(member, 999_999)).statusCode).toBe(404);

    const edited = await send(admin, 'PUT', '', {
      name: 'Thunder Alley',
      trackName: 'Thunder Alley',
      surface: null,
    });
    expect(edited.json()).toMatchObject({ name: 'Thunder Alley', surface: null });
  });

  it('keeps an admin: the last one cannot leave until they make a member admin (by username, any case)', async () => {
    const leave = (who: Racer) => send(who, 'DELETE', '/members/me');
    const last = await leave(admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/last admin/);
    const stranger = await registerRacer(t.app);
    const notMember = await send(admin, 'POST', '/admins', { username: stranger.input.username });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().message).toBe(
      `${stranger.input.username} is not a member of this club: they join it first`,
    );
    const made = await send(admin, 'POST', '/admins', { username: member.input.username.toUpperCase() });
    expect(made.statusCode).toBe(200);
    expect((await leave(admin)).statusCode).toBe(204);
    expect(await detail(member)).toMatchObject({ myRole: 'admin', members: 1 });
    expect((await leave(admin)).statusCode).toBe(404);
  });

  it('adds a results address once per club, shares its source row, and removes it', async () => {
    const url = publicUrl();
    const added = await send(admin, 'POST', '/sources', { url: `${url}#heat-3` });
    expect(added.statusCode).toBe(201);
    const source = added.json().sources[0];
    expect(source).toMatchObject({ url, state: 'watching', races: 0, problem: null, lastCheckedAt: null });
    expect((await send(admin, 'POST', '/sources', { url })).json().sources).toHaveLength(1);
    // A racer following the same address shares the one source the poller fetches.
    await call(t.app, member.cookie, { method: 'POST', url: '/api/follows', payload: { url } });
    expect(await count('resultSources')).toBe(1);
    // Members see the club's sources too.
    expect((await detail(member)).sources).toEqual([source]);

    expect((await send(member, 'DELETE', `/sources/${source.id}`)).statusCode).toBe(403);
    expect((await send(admin, 'DELETE', `/sources/${source.id}`)).statusCode).toBe(204);
    expect((await send(admin, 'DELETE', `/sources/${source.id}`)).statusCode).toBe(404);
    expect((await detail(admin)).sources).toEqual([]);
  });

  it("refuses a private address for a source or a decoder in the policy's words, and writes nothing", async () => {
    const source = await send(admin, 'POST', '/sources', { url: 'http://127.0.0.1:8080/results' });
    expect(source.statusCode).toBe(400);
    expect(source.json().message).toBe(PRIVATE_MESSAGE);
    const decoder = await send(admin, 'POST', '/decoders', { ...DECODER, host: '127.0.0.1' });
    expect(decoder.statusCode).toBe(400);
    expect(decoder.json().message).toBe(PRIVATE_MESSAGE);
    for (const url of ['http://10.1.2.3/r', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/r'])
      expect((await send(admin, 'POST', '/sources', { url })).statusCode, url).toBe(400);
    expect([await count('resultSources'), await count('decoders')]).toEqual([0, 0]);
  });

  it('shows decoders to admins only, and edits and deletes them', async () => {
    const added = await send(admin, 'POST', '/decoders', DECODER);
    expect(added.statusCode).toBe(201);
    const decoder = added.json();
    expect(decoder).toEqual({
      ...DECODER,
      id: decoder.id,
      clubId,
      closeAfterS: 120,
      minLapMs: 5000,
      enabled: true,
      lastSeenAt: null,
      lastError: null,
    });
    expect((await detail(admin)).decoders).toEqual([decoder]);
    expect((await detail(member)).decoders).toEqual([]);

    const edited = await send(admin, 'PUT', `/decoders/${decoder.id}`, {
      ...DECODER,
      protocol: 'rchourglass',
      enabled: false,
    });
    expect(edited.json()).toMatchObject({ protocol: 'rchourglass', enabled: false });
    const badPort = await send(admin, 'PUT', `/decoders/${decoder.id}`, { ...DECODER, port: 70_000 });
    expect(badPort.statusCode).toBe(400);
    expect(badPort.json().message).toBe('Port must be a whole number from 1 to 65535');
    expect((await send(member, 'DELETE', `/decoders/${decoder.id}`)).statusCode).toBe(403);
    expect((await send(admin, 'DELETE', `/decoders/${decoder.id}`)).statusCode).toBe(204);
    expect((await send(admin, 'PUT', `/decoders/${decoder.id}`, DECODER)).statusCode).toBe(404);
  });

  it("lets the operator's allowed host through (a club on its own network)", async () => {
    const allowed = await createTestApp(dialect, {
      arrivals: { ...t.app.config.arrivals, allowHosts: ['127.0.0.1'] },
    });
    try {
      const racer = await registerRacer(allowed.app);
      const club = await call(allowed.app, racer.cookie, {
        method: 'POST',
        url: '/api/clubs',
        payload: { name: 'Home', trackName: 'Yard' },
      });
      const decoder = await call(allowed.app, racer.cookie, {
        method: 'POST',
        url: `/api/clubs/${club.json().id}/decoders`,
        payload: { ...DECODER, host: '127.0.0.1' },
      });
      expect(decoder.statusCode).toBe(201);
    } finally {
      await allowed.close();
    }
  });
});
