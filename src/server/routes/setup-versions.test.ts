import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

/** Setup history (issue 15): versions written with the save, only on a change of content. */
describe.each(DIALECTS)('setup versions (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers = {}) =>
    call(t.app, me, { method, url, headers, ...(payload ? { payload } : {}) });

  it('writes version 1 on create, the next on a content change, none on a flag change', async () => {
    const created = await send('POST', '/api/setup-sheets', {
      name: 'Club race',
      rearSpring: 'Blue',
      changeNote: 'Kit setup',
    });
    expect(created.statusCode, created.body).toBe(201);
    const sheet = created.json();
    expect(sheet).toMatchObject({ version: 1 });
    expect(sheet).not.toHaveProperty('changeNote');
    expect(created.headers.etag).toBe('"1"');

    const edited = await send('PUT', `/api/setup-sheets/${sheet.id}`, {
      rearSpring: 'Silver',
      changeNote: 'Too loose on exit',
    });
    expect(edited.json()).toMatchObject({ version: 2, rearSpring: 'Silver' });
    const flagOnly = await send('PUT', `/api/setup-sheets/${sheet.id}`, { useManufacturerSheet: false });
    expect(flagOnly.json().version).toBe(2);

    const versions = (await send('GET', `/api/setup-sheets/${sheet.id}/versions`)).json();
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({
      version: 2,
      source: 'edit',
      note: 'Too loose on exit',
      outcome: 'untested',
      changes: [{ field: 'rearSpring', from: 'Blue', to: 'Silver' }],
    });
    expect(versions[1]).toMatchObject({ version: 1, source: 'create', note: 'Kit setup' });
    expect(versions[1].changes).toEqual([
      { field: 'name', from: null, to: 'Club race' },
      { field: 'rearSpring', from: null, to: 'Blue' },
    ]);

    const v1 = (await send('GET', `/api/setup-sheets/${sheet.id}/versions/1`)).json();
    expect(v1.setup).toMatchObject({ name: 'Club race', rearSpring: 'Blue', frontCamber: null });

    const stale = await send(
      'PUT',
      `/api/setup-sheets/${sheet.id}`,
      { rearSpring: 'Red' },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('version_conflict');

    const restored = await send('POST', `/api/setup-sheets/${sheet.id}/versions/1/restore`);
    expect(restored.json()).toMatchObject({ version: 3, rearSpring: 'Blue' });
    const patched = await send('PATCH', `/api/setup-sheets/${sheet.id}/versions/2`, { outcome: 'worse' });
    expect(patched.json()).toMatchObject({ version: 2, outcome: 'worse', note: 'Too loose on exit' });
    const latest = (await send('GET', `/api/setup-sheets/${sheet.id}/versions`)).json()[0];
    expect(latest).toMatchObject({ version: 3, source: 'restore', note: 'Restored version 1' });
  });
});
