import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/harness';
import { ESC_SETUP, racerTestApp, storedVersions } from '../test/versions';

/**
 * Issue 18 item 4: an edit names the version it began from; a save over a newer one is refused (412)
 * and changes nothing, and the merged result saved against the version now stored is a new version.
 */
const KINDS = [
  {
    path: '/api/setup-sheets',
    table: 'setupSheetVersions' as const,
    create: { name: 'Club race', rearSpring: 'Blue', frontCamber: '-1' },
    mine: { rearSpring: 'Silver' },
    theirs: { frontCamber: '-2' },
  },
  {
    path: '/api/esc-setups',
    table: 'escSetupVersions' as const,
    create: { ...ESC_SETUP, boostTiming: '10' },
    mine: { boostTiming: '12' },
    theirs: { escModel: 'XR8 Plus' },
  },
];

describe.each(DIALECTS)('setup conflicts (%s)', (dialect) => {
  const app = racerTestApp(dialect);

  it.each(KINDS)('412 on a stale base version of $path; the merge saved on the new one', async (kind) => {
    const { t, send } = app;
    const created = (await send('POST', kind.path, kind.create)).json() as { id: number; version: number };
    const url = `${kind.path}/${created.id}`;
    // Another device saves first, from the same version 1.
    const other = await send('PUT', url, kind.theirs, { 'if-match': '"1"' });
    expect(other.json()).toMatchObject({ version: 2, ...kind.theirs });

    const stale = await send('PUT', url, { ...kind.mine, changeNote: 'Mine' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    // Nothing of the refused save was written: the setup and its history are as the other device left them.
    expect((await send('GET', url)).json()).toMatchObject({ version: 2, ...kind.theirs });
    expect(await storedVersions(t, kind.table, created.id)).toEqual([1, 2]);

    // The resolver's save: both sides' choices, against the version stored now.
    const merged = await send(
      'PUT',
      url,
      { ...kind.theirs, ...kind.mine, changeNote: 'Mine' },
      { 'if-match': '"2"' },
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ version: 3, ...kind.theirs, ...kind.mine });
    const versions = (await send('GET', `${url}/versions`)).json();
    expect(versions[0]).toMatchObject({ version: 3, source: 'edit', note: 'Mine' });
    expect(versions[1]).toMatchObject({ version: 2 });

    // A third save in between: the merge is refused again, never written over it.
    const third = await send('PUT', url, { name: 'Third device' }, { 'if-match': '"3"' });
    expect(third.json()).toMatchObject({ version: 4 });
    const again = await send('PUT', url, { ...kind.theirs, ...kind.mine }, { 'if-match': '"3"' });
    expect(again.statusCode).toBe(412);
    expect(await storedVersions(t, kind.table, created.id)).toEqual([1, 2, 3, 4]);
    expect((await send('GET', url)).json()).toMatchObject({ version: 4, name: 'Third device' });
  });
});
