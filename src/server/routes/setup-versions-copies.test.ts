import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';
import { ESC_SETUP, racerRequests, storedVersions } from '../test/versions';

/** Setup history (issue 15): where a copy's history starts, and deletions taking history with them. */
describe.each(DIALECTS)('setup versions: copies and deletions (%s)', (dialect) => {
  let t: TestApp;
  let send: ReturnType<typeof racerRequests>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    send = racerRequests(t, (await registerRacer(t.app)).cookie);
  });
  afterAll(() => t.close());

  const firstVersion = async (path: string, id: number) => {
    const versions = (await send('GET', `${path}/${id}/versions`)).json();
    expect(versions).toHaveLength(1);
    return versions[0];
  };

  it('starts a copy of my own setup with `copy` naming it, and the wizard’s with `wizard` and its note', async () => {
    const sheet = (await send('POST', '/api/setup-sheets', { name: 'Club race', rearSpring: 'Blue' })).json();
    await send('PUT', `/api/setup-sheets/${sheet.id}`, { frontSpring: 'Red' });
    const copy = await send('POST', `/api/setup-sheets/${sheet.id}/copy`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ version: 1, name: 'Club race (copy)' });
    const v1 = await firstVersion('/api/setup-sheets', copy.json().id);
    expect(v1).toMatchObject({ source: 'copy', note: 'Copied from “Club race” (version 2)' });
    expect(v1.changes).toContainEqual({ field: 'frontSpring', from: null, to: 'Red' });

    const note = 'Softer rear springs for more traction';
    const wizard = await send('POST', `/api/setup-sheets/${sheet.id}/copy`, {
      suffix: 'wizard',
      note,
      changes: { rearSpring: 'Silver' },
    });
    expect(wizard.statusCode, wizard.body).toBe(201);
    const w1 = await firstVersion('/api/setup-sheets', wizard.json().id);
    expect(w1).toMatchObject({ source: 'wizard', note });
    expect(w1.changes).toContainEqual({ field: 'rearSpring', from: null, to: 'Silver' });
    const bare = (await send('POST', `/api/setup-sheets/${sheet.id}/copy`, { suffix: 'wizard' })).json();
    expect(await firstVersion('/api/setup-sheets', bare.id)).toMatchObject({
      source: 'wizard',
      note: 'Tuning wizard recommendations',
    });

    const esc = (await send('POST', '/api/esc-setups', ESC_SETUP)).json();
    const escCopy = (await send('POST', `/api/esc-setups/${esc.id}/copy`)).json();
    expect(await firstVersion('/api/esc-setups', escCopy.id)).toMatchObject({
      source: 'copy',
      note: 'Copied from “Punchy” (version 1)',
    });
  });

  it('starts a copy from the community with `copy` naming the community setup and its driver', async () => {
    const owner = racerRequests(t, (await registerRacer(t.app)).cookie);
    const shared = (
      await owner('POST', '/api/setup-sheets', { name: 'Mine', rearSpring: 'Gold', ...SHARE_DETAILS })
    ).json();
    const copy = await send('POST', `/api/public-setups/${shared.id}/copy`);
    expect(copy.statusCode, copy.body).toBe(201);
    const v1 = await firstVersion('/api/setup-sheets', copy.json().id);
    expect(v1).toMatchObject({
      source: 'copy',
      note: 'Copied from community setup “Winter Series R3 – EB48 2.2” by Sam Lap',
    });
    expect(v1.changes).toContainEqual({ field: 'rearSpring', from: null, to: 'Gold' });
    // The original's history is its owner's: the copy added nothing to it.
    expect(await storedVersions(t, 'setupSheetVersions', shared.id)).toEqual([1]);
  });

  it('deletes a setup’s versions with it, and every version of an account with the account', async () => {
    const racer = await registerRacer(t.app);
    const mine = racerRequests(t, racer.cookie);
    const sheet = (await mine('POST', '/api/setup-sheets', { name: 'Gone soon' })).json();
    const kept = (await mine('POST', '/api/setup-sheets', { name: 'Kept' })).json();
    const esc = (await mine('POST', '/api/esc-setups', ESC_SETUP)).json();
    for (const notes of ['a', 'b']) {
      await mine('PUT', `/api/setup-sheets/${sheet.id}`, { notes });
      await mine('PUT', `/api/setup-sheets/${kept.id}`, { notes });
      await mine('PUT', `/api/esc-setups/${esc.id}`, { notes });
    }
    const othersSheets = await storedVersions(t, 'setupSheetVersions');
    const othersEsc = await storedVersions(t, 'escSetupVersions');
    expect((await mine('DELETE', `/api/setup-sheets/${sheet.id}`)).statusCode).toBe(204);
    expect(await storedVersions(t, 'setupSheetVersions', sheet.id)).toEqual([]);
    expect(await storedVersions(t, 'setupSheetVersions', kept.id)).toEqual([1, 2, 3]);

    const gone = await mine('DELETE', '/api/delete-account', { currentPassword: racer.input.password });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await storedVersions(t, 'setupSheetVersions', kept.id)).toEqual([]);
    expect(await storedVersions(t, 'escSetupVersions', esc.id)).toEqual([]);
    // Everybody else's history is untouched.
    expect(await storedVersions(t, 'setupSheetVersions')).toHaveLength(othersSheets.length - 6);
    expect(await storedVersions(t, 'escSetupVersions')).toHaveLength(othersEsc.length - 3);
  });
});
