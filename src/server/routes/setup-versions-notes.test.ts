import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { racerRequests, storedVersions } from '../test/versions';

/** Setup history (issue 15): the reason and origin a save records, and the reason and outcome edited later. */
describe.each(DIALECTS)('setup version notes, sources and outcomes (%s)', (dialect) => {
  let t: TestApp;
  let send: ReturnType<typeof racerRequests>;
  let other: ReturnType<typeof racerRequests>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    send = racerRequests(t, (await registerRacer(t.app)).cookie);
    other = racerRequests(t, (await registerRacer(t.app)).cookie);
  });
  afterAll(() => t.close());

  const sheetUrl = (id: number) => `/api/setup-sheets/${id}`;
  const versions = async (id: number) => (await send('GET', `${sheetUrl(id)}/versions`)).json();
  const create = async (payload: object) => {
    const res = await send('POST', '/api/setup-sheets', { name: 'Club race', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  it('stores the reason on the version a create or an edit writes, never on the setup', async () => {
    const sheet = await create({ changeNote: '  Kit setup  ' });
    const edited = await send('PUT', sheetUrl(sheet.id), { rearSpring: 'Blue', changeNote: 'Loose on exit' });
    expect(edited.json()).not.toHaveProperty('changeNote');
    const blank = await send('PUT', sheetUrl(sheet.id), { rearSpring: 'Silver', changeNote: '' });
    expect(blank.json().version).toBe(3);
    expect((await versions(sheet.id)).map((v: { note: string | null }) => v.note)).toEqual([
      null,
      'Loose on exit',
      'Kit setup',
    ]);
  });

  it('refuses a reason over 500 characters with a clear message and writes nothing', async () => {
    const long = 'x'.repeat(501);
    const before = await storedVersions(t, 'setupSheetVersions');
    const created = await send('POST', '/api/setup-sheets', { name: 'Too long', changeNote: long });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('The reason must be at most 500 characters');
    expect(await storedVersions(t, 'setupSheetVersions')).toEqual(before);

    const sheet = await create({ changeNote: 'x'.repeat(500) });
    const edited = await send('PUT', sheetUrl(sheet.id), { rearSpring: 'Blue', changeNote: long });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe('The reason must be at most 500 characters');
    expect((await send('GET', sheetUrl(sheet.id))).json()).toMatchObject({ version: 1, rearSpring: null });
    expect(await storedVersions(t, 'setupSheetVersions', sheet.id)).toEqual([1]);
  });

  it('records the wizard, compare and the gearing calculator as sources and refuses any other a client names', async () => {
    const sheet = await create({ changeSource: 'wizard', changeNote: 'Wizard: more steering' });
    await send('PUT', sheetUrl(sheet.id), {
      frontSpring: 'Red',
      changeSource: 'compare',
      changeNote: 'From A',
    });
    await send('PUT', sheetUrl(sheet.id), { frontSpring: 'Blue', changeSource: 'edit' });
    await send('PUT', sheetUrl(sheet.id), { frontSpring: 'Gold' });
    await send('PUT', sheetUrl(sheet.id), { pinion: '25', changeSource: 'gearing', changeNote: 'FDR 8.42' });
    expect(
      (await versions(sheet.id)).map((v: { source: string; note: string | null }) => [v.source, v.note]),
    ).toEqual([
      ['gearing', 'FDR 8.42'],
      ['edit', null],
      ['edit', null],
      ['compare', 'From A'],
      ['wizard', 'Wizard: more steering'],
    ]);
    for (const changeSource of ['restore', 'copy', 'import', 'create', 'nonsense', 3]) {
      const res = await send('PUT', sheetUrl(sheet.id), { frontSpring: 'Green', changeSource });
      expect(res.statusCode, String(changeSource)).toBe(400);
      expect(res.json().message).toBe('The change source must be one of edit, wizard, compare, gearing');
    }
    expect(await storedVersions(t, 'setupSheetVersions', sheet.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('edits a version’s reason and outcome; history’s content stays as it was', async () => {
    const sheet = await create({ rearSpring: 'Blue', changeNote: 'Kit' });
    await send('PUT', sheetUrl(sheet.id), { rearSpring: 'Silver', changeNote: 'Loose' });
    const v2 = `${sheetUrl(sheet.id)}/versions/2`;
    const patch = (body: object) => send('PATCH', v2, body);
    const changes = [{ field: 'rearSpring', from: 'Blue', to: 'Silver' }];
    expect((await versions(sheet.id))[0]).toMatchObject({ note: 'Loose', outcome: 'untested' }); // now cached

    expect((await patch({ outcome: 'better' })).json()).toMatchObject({
      note: 'Loose',
      outcome: 'better',
      changes,
    });
    expect((await patch({ note: 'Less rear grip' })).json()).toMatchObject({
      note: 'Less rear grip',
      outcome: 'better',
    });
    expect((await patch({})).json()).toMatchObject({ note: 'Less rear grip', outcome: 'better' });
    expect((await patch({ note: null, outcome: 'untested' })).json()).toMatchObject({
      note: null,
      outcome: 'untested',
    });
    expect((await patch({ note: 'Same', outcome: 'same' })).json()).toMatchObject({
      note: 'Same',
      outcome: 'same',
    });
    expect((await patch({ note: '' })).json().note).toBeNull();

    const bad = await patch({ outcome: 'faster' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The outcome must be one of better, worse, same, untested');
    const long = await patch({ note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The reason must be at most 500 characters');

    expect((await send('PATCH', `${sheetUrl(sheet.id)}/versions/3`, { outcome: 'worse' })).statusCode).toBe(
      404,
    );
    expect((await other('PATCH', v2, { outcome: 'worse' })).statusCode).toBe(404);
    const [latest, first] = await versions(sheet.id);
    expect(latest).toMatchObject({ version: 2, note: null, outcome: 'same', changes });
    expect(first).toMatchObject({ version: 1, note: 'Kit', outcome: 'untested' });
    expect((await send('GET', sheetUrl(sheet.id))).json()).toMatchObject({
      version: 2,
      rearSpring: 'Silver',
    });
  });
});
