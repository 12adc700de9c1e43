import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { escSetups } from '../../services/esc-setups';
import { setupSheets } from '../../services/setup-sheets';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: the tables as they were before migration 0011
type Before = Kysely<any>;

const SHARED = {
  isPublic: 1,
  isCurrentlyInstalled: 1,
  driverName: 'Sam Lap',
  vehicleMake: 'Tekno RC',
  vehicleModel: 'NB48 2.2',
  publicTrackName: 'Silverstone RC',
  publicTrackConditions: 'Dry/Dusty',
  eventName: 'Winter Series R3',
};

describe.each(DIALECTS)('migration 0011: setup versions (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('gives every setup version 1 holding its content, and keeps every value up and back down', async () => {
    const opened = await open();
    const db = opened.db as Before;
    await migrateTo(db, '0010-idempotency-keys');
    const userId = await insertEarlierRacer(opened.db);
    const times = { createdAt: '2024-03-01T10:00:00.000Z', updatedAt: '2024-05-02T12:30:00.000Z' };
    const car = { userId, manufacturer: 'Tekno RC', model: 'NB48 2.2', status: 'Active', ...times };
    const rcCarId = (await db.insertInto('cars').values(car).returning('id').executeTakeFirstOrThrow()).id;
    const esc = {
      userId,
      rcCarId,
      name: 'Punchy',
      escMake: 'Tekin',
      escModel: 'RX8',
      creator: 'old',
      punchControl: '5',
      useManufacturerSheet: 0,
      trackName: '',
      ...SHARED,
      ...times,
    };
    const escSetupId = (
      await db.insertInto('escSetups').values(esc).returning('id').executeTakeFirstOrThrow()
    ).id;
    const sheet = {
      userId,
      rcCarId,
      escSetupId,
      name: 'Club race',
      trackName: 'Clay Kings',
      notes: 'Fast',
      useManufacturerSheet: 1,
      rearSpring: 'Blue',
      weight: '1730',
      raceDate: '2024-05-01',
      ...SHARED,
      ...times,
    };
    const sheetId = (
      await db.insertInto('setupSheets').values(sheet).returning('id').executeTakeFirstOrThrow()
    ).id;
    // More setups than one batch of the backfill, each with a value of its own.
    const many = Array.from({ length: 520 }, (_, i) => ({
      userId,
      name: `Sheet ${i}`,
      frontSpring: `S${i}`,
      ...times,
    }));
    for (let i = 0; i < many.length; i += 100)
      await db
        .insertInto('setupSheets')
        .values(many.slice(i, i + 100))
        .execute();

    await migrateToLatest(db);

    expect(await setupSheets.get(opened.db, userId, sheetId)).toMatchObject({
      version: 1,
      isPublic: true,
      isCurrentlyInstalled: true,
      useManufacturerSheet: true,
      driverName: 'Sam Lap',
    });
    const [v1] = await setupSheets.versions(opened.db, userId, sheetId, { limit: 10 });
    expect(v1).toMatchObject({
      version: 1,
      source: 'create',
      note: null,
      outcome: 'untested',
      createdAt: times.updatedAt,
    });
    expect(v1?.changes).toEqual([
      { field: 'name', from: null, to: 'Club race' },
      { field: 'rcCarId', from: null, to: rcCarId },
      { field: 'trackName', from: null, to: 'Clay Kings' },
      { field: 'useManufacturerSheet', from: null, to: true },
      { field: 'notes', from: null, to: 'Fast' },
      { field: 'escSetupId', from: null, to: escSetupId },
      { field: 'rearSpring', from: null, to: 'Blue' },
      { field: 'weight', from: null, to: '1730' },
      { field: 'raceDate', from: null, to: '2024-05-01' },
    ]);
    const detail = await setupSheets.version(opened.db, userId, sheetId, 1);
    expect(detail.setup).toMatchObject({
      name: 'Club race',
      rearSpring: 'Blue',
      frontSpring: null,
      useManufacturerSheet: true,
    });
    const escId = escSetupId as number;
    expect((await escSetups.version(opened.db, userId, escId, 1)).setup).toMatchObject({
      creator: 'old',
      punchControl: '5',
      trackName: null,
      useManufacturerSheet: false,
    });
    expect(await escSetups.get(opened.db, userId, escId)).toMatchObject({
      version: 1,
      isPublic: true,
      trackName: '',
    });
    const rows = await db
      .selectFrom('setupSheetVersions')
      .select(['setupId', 'version', 'changes'])
      .execute();
    expect(rows).toHaveLength(521);
    const last = rows.find((r) => r.setupId === sheetId + 520);
    expect(JSON.parse(last?.changes)).toEqual({ name: [null, 'Sheet 519'], frontSpring: [null, 'S519'] });

    // And back down: what was there before is there still, and the history is gone.
    await migrateTo(db, '0010-idempotency-keys');
    const sheetDown = await db
      .selectFrom('setupSheets')
      .selectAll()
      .where('id', '=', sheetId)
      .executeTakeFirstOrThrow();
    expect(sheetDown).toMatchObject(sheet);
    expect(sheetDown).not.toHaveProperty('version');
    expect(await db.selectFrom('escSetups').selectAll().executeTakeFirstOrThrow()).toMatchObject(esc);
    await expect(db.selectFrom('setupSheetVersions').selectAll().execute()).rejects.toThrow();
  });
});
