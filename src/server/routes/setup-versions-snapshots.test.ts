import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_EVERY } from '../services/setup-versions';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { racerRequests } from '../test/versions';

/**
 * A long history is rebuilt from its nearest snapshot (every SNAPSHOT_EVERY-th version keeps the
 * whole content): what that gives must be what replaying every change gives.
 */
describe.each(DIALECTS)('setup versions past a snapshot (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
  });
  afterAll(() => t.close());

  it('rebuilds every version around the snapshots as it was saved', async () => {
    const send = racerRequests(t, me);
    const sheet = (await send('POST', '/api/setup-sheets', { name: 'Season', rearSpring: 'Blue' })).json();
    const expected = new Map<number, Record<string, string | null>>();
    expected.set(1, { name: 'Season', rearSpring: 'Blue', frontShockOil: null, notes: null });
    const last = SNAPSHOT_EVERY * 2 + 3;
    for (let version = 2; version <= last; version++) {
      const before = expected.get(version - 1) as Record<string, string | null>;
      // Oil every time, a field cleared now and then, the name once: each kind of step crosses a snapshot.
      const body: Record<string, string | null> = { frontShockOil: `${300 + version} cSt` };
      if (version % 7 === 0) body.rearSpring = before.rearSpring ? null : 'Silver';
      if (version === SNAPSHOT_EVERY + 1) body.notes = 'Moved to the winter track';
      const res = await send('PUT', `/api/setup-sheets/${sheet.id}`, body);
      expect(res.json().version, res.body).toBe(version);
      expected.set(version, { ...before, ...body });
    }
    const rows = await t.database.db
      .selectFrom('setupSheetVersions')
      .select(['version', 'snapshot'])
      .where('setupId', '=', sheet.id)
      .where('snapshot', 'is not', null)
      .execute();
    expect(rows.map((r) => r.version).sort((a, b) => a - b)).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY * 2]);

    for (const version of [
      1,
      SNAPSHOT_EVERY - 1,
      SNAPSHOT_EVERY,
      SNAPSHOT_EVERY + 1,
      SNAPSHOT_EVERY * 2,
      last,
    ]) {
      const detail = (await send('GET', `/api/setup-sheets/${sheet.id}/versions/${version}`)).json();
      expect(detail.version).toBe(version);
      expect(detail.setup, `version ${version}`).toMatchObject(expected.get(version) as object);
    }
    const restored = await send(
      'POST',
      `/api/setup-sheets/${sheet.id}/versions/${SNAPSHOT_EVERY + 1}/restore`,
    );
    expect(restored.json()).toMatchObject({ ...expected.get(SNAPSHOT_EVERY + 1), version: last + 1 });
  });
});
