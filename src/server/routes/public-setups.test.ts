import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';
import { PDF_BYTES, uploadFile } from '../test/uploads';

const SHARE = { ...SHARE_DETAILS, notes: 'Shared notes' };

describe.each(DIALECTS)('community setups (%s)', (dialect) => {
  let t: TestApp;
  let owner: { cookie: string; input: { email: string } };
  beforeEach(async () => {
    t = await createTestApp(dialect);
    owner = await registerRacer(t.app);
  });
  afterEach(() => t.close());

  async function sheet(fields: Record<string, unknown> = {}, share: Record<string, unknown> | null = SHARE) {
    const created = (
      await call(t.app, owner.cookie, {
        method: 'POST',
        url: '/api/setup-sheets',
        payload: { name: 'Private name', frontShockOil: '500 cSt', trackSurface: 'Clay', ...fields },
      })
    ).json();
    if (!share) return created;
    const res = await call(t.app, owner.cookie, {
      method: 'PUT',
      url: `/api/setup-sheets/${created.id}`,
      payload: share,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const search = (query = '', who?: string) =>
    call(t.app, who, { method: 'GET', url: `/api/public-setups${query}` });

  it('shares a sheet: anyone sees the share and tuning fields, never the owner or private name', async () => {
    const shared = await sheet();
    expect(shared.isPublic).toBe(true);
    const page = (await search()).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 12 });
    const item = page.items[0];
    const { isPublic: _public, ...shareFields } = SHARE;
    expect(item).toMatchObject({ ...shareFields, frontShockOil: '500 cSt', trackSurface: 'Clay' });
    expect(item).not.toHaveProperty('isPublic');
    const body = JSON.stringify(page);
    for (const secret of ['userId', 'Private name', owner.input.email, 'isCurrentlyInstalled', 'rcCarId'])
      expect(body).not.toContain(secret);
    const detail = await search(`/${shared.id}`);
    expect(detail.json()).toEqual(item);
  });

  it('un-sharing removes it from the list and the detail', async () => {
    const shared = await sheet();
    await call(t.app, owner.cookie, {
      method: 'PUT',
      url: `/api/setup-sheets/${shared.id}`,
      payload: { isPublic: false },
    });
    expect((await search()).json().total).toBe(0);
    expect((await search(`/${shared.id}`)).statusCode).toBe(404);
    expect((await search('?q=tekno')).json().total).toBe(0);
  });

  it('a private sheet never appears, by list, search or id', async () => {
    const priv = await sheet({ ...SHARE, isPublic: false }, null);
    expect((await search()).json().items).toEqual([]);
    expect((await search('?q=silverstone')).json().total).toBe(0);
    expect((await search(`/${priv.id}`)).statusCode).toBe(404);
  });

  it('refuses to share without the required share fields and changes nothing', async () => {
    const created = await sheet({}, null);
    const res = await call(t.app, owner.cookie, {
      method: 'PUT',
      url: `/api/setup-sheets/${created.id}`,
      payload: { ...SHARE, driverName: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Driver name is required');
    expect((await search()).json().total).toBe(0);
  });

  it('searches by word prefixes across the share fields, all words required', async () => {
    await sheet();
    await sheet(
      {},
      {
        ...SHARE,
        vehicleMake: 'XRAY',
        vehicleModel: "XB2 '24",
        driverName: 'Alex Apex',
        publicTrackName: 'Carpet Kings',
      },
    );
    const names = async (q: string) =>
      (await search(`?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((i: { driverName: string }) => i.driverName);
    expect(await names('tek')).toEqual(['Sam Lap']);
    expect(await names('XB2')).toEqual(['Alex Apex']);
    expect(await names('winter')).toHaveLength(2);
    expect(await names('winter carpet')).toEqual(['Alex Apex']);
    expect(await names('nomatch')).toEqual([]);
    expect(await names('   ')).toHaveLength(2);
  });

  it('filters by manufacturer, model, surface and conditions', async () => {
    await sheet();
    await sheet(
      { trackSurface: 'Carpet' },
      { ...SHARE, vehicleMake: 'XRAY', vehicleModel: "XB2 '24", publicTrackConditions: 'Damp/Tacky' },
    );
    const total = async (qs: string) => (await search(qs)).json().total;
    expect(await total('?manufacturer=XRAY')).toBe(1);
    expect(await total(`?model=${encodeURIComponent('EB48 2.2')}`)).toBe(1);
    expect(await total('?surface=Carpet')).toBe(1);
    expect(await total(`?conditions=${encodeURIComponent('Damp/Tacky')}`)).toBe(1);
    expect(await total('?manufacturer=XRAY&surface=Clay')).toBe(0);
  });

  it('pages within bounds, sorts newest first or by name, and refuses bad bounds', async () => {
    for (const event of ['Charlie', 'Alpha', 'Bravo']) await sheet({}, { ...SHARE, eventName: event });
    const page1 = (await search('?pageSize=2')).json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((i: { eventName: string }) => i.eventName)).toEqual(['Bravo', 'Alpha']);
    expect((await search('?pageSize=2&page=2')).json().items).toHaveLength(1);
    expect((await search('?page=9')).json()).toMatchObject({ total: 3, items: [] });
    expect((await search('?sort=name')).json().items.map((i: { eventName: string }) => i.eventName)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    for (const bad of ['?page=0', '?pageSize=51', '?page=abc', '?sort=random'])
      expect((await search(bad)).statusCode, bad).toBe(400);
  });

  it('copies a shared setup into a private sheet the racer owns, file included', async () => {
    const url = (await uploadFile(t.app, owner.cookie, PDF_BYTES, 'sheet.pdf')).json().url;
    const shared = await sheet({ fileUrl: url, fileType: 'application/pdf', fileName: 'sheet.pdf' });
    const racer = await registerRacer(t.app);
    const copy = await call(t.app, racer.cookie, {
      method: 'POST',
      url: `/api/public-setups/${shared.id}/copy`,
    });
    expect(copy.statusCode).toBe(201);
    const mine = copy.json();
    expect(mine).toMatchObject({
      isPublic: false,
      frontShockOil: '500 cSt',
      trackName: 'Silverstone RC',
      name: 'Winter Series R3 – EB48 2.2 (copy)',
    });
    expect(mine.fileUrl).not.toBe(url);
    expect(
      (await call(t.app, racer.cookie, { method: 'GET', url: '/api/setup-sheets' })).json(),
    ).toHaveLength(1);
    // The copy survives the original being un-shared, file and all.
    await call(t.app, owner.cookie, {
      method: 'PUT',
      url: `/api/setup-sheets/${shared.id}`,
      payload: { isPublic: false },
    });
    expect((await call(t.app, racer.cookie, { method: 'GET', url: mine.fileUrl })).statusCode).toBe(200);
    expect((await call(t.app, racer.cookie, { method: 'GET', url })).statusCode).toBe(404);
    // Editing the copy is the racer's own business.
    expect(
      (
        await call(t.app, racer.cookie, {
          method: 'PUT',
          url: `/api/setup-sheets/${mine.id}`,
          payload: { frontShockOil: '450 cSt' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('copying needs a session and a shared sheet', async () => {
    const priv = await sheet({}, null);
    expect(
      (await call(t.app, undefined, { method: 'POST', url: `/api/public-setups/${priv.id}/copy` }))
        .statusCode,
    ).toBe(401);
    const racer = await registerRacer(t.app);
    expect(
      (await call(t.app, racer.cookie, { method: 'POST', url: `/api/public-setups/${priv.id}/copy` }))
        .statusCode,
    ).toBe(404);
  });
});
