import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SETUP_SHEET_TUNING_KEYS } from '../../../shared/constants/setup-fields';
import { listCars } from '../../services/cars';
import { listEscSetups } from '../../services/esc-setups';
import { listSetupSheets } from '../../services/setup-sheets';
import { DIALECTS } from '../../test/harness';
import { emptyDatabase, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';
import { SHEET_TUNING } from './0001-initial';

// biome-ignore lint/suspicious/noExplicitAny: the tables as they were before migration 0009
type Before = Kysely<any>;

/** The 26 tuning fields a sheet had before this migration (camelCase, as the app names them). */
const EARLIER_FIELDS = SHEET_TUNING.map((column) =>
  column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
);
const NEW_FIELDS = SETUP_SHEET_TUNING_KEYS.filter((k) => !EARLIER_FIELDS.includes(k));

describe.each(DIALECTS)('migration 0009: the complete setup sheet (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it('keeps every value a car, sheet and ESC setup held, and adds the new fields empty', async () => {
    const opened = await emptyDatabase(dialect);
    drop = opened.drop;
    const db = opened.db as Before;
    await migrateTo(db, '0008-image-variants');
    const now = new Date().toISOString();
    const userId = await insertEarlierRacer(opened.db);
    const car = {
      userId,
      manufacturer: 'Tekno RC',
      model: 'NB48 2.2',
      status: 'Under Repair',
      scale: '1:8',
      drivetrain: '4WD',
      notes: 'New clutch',
      imageUrl: null,
      createdAt: now,
      updatedAt: now,
    };
    const carId = (await db.insertInto('cars').values(car).returning('id').executeTakeFirstOrThrow()).id;
    const shared = {
      userId,
      rcCarId: carId,
      trackName: 'Silverstone RC',
      trackSurface: 'Treated',
      trackConditions: 'Dry/Dusty',
      notes: 'Fast',
      isPublic: 1,
      isCurrentlyInstalled: 1,
      driverName: 'Sam Lap',
      vehicleMake: 'Tekno RC',
      vehicleModel: 'NB48 2.2',
      publicTrackName: 'Silverstone RC',
      publicTrackConditions: 'Dry/Dusty',
      eventName: 'Winter Series R3',
      createdAt: now,
      updatedAt: now,
    };
    const sheet = {
      ...shared,
      name: 'Club race',
      trackSurfaceTreatment: 'Sugar water',
      ...Object.fromEntries(EARLIER_FIELDS.map((k, i) => [k, `${k} ${i}`])),
    };
    await db.insertInto('setupSheets').values(sheet).execute();
    const esc = {
      ...shared,
      name: 'Punchy',
      escMake: 'Tekin',
      escModel: 'RX8',
      creator: 'old',
      punchControl: '5',
    };
    await db.insertInto('escSetups').values(esc).execute();

    await migrateToLatest(db);

    const [carAfter] = await listCars(opened.db, userId, { limit: 10 });
    expect(carAfter).toMatchObject({ ...omit(car, 'userId'), power: null, vehicleClass: null });
    const [sheetAfter] = await listSetupSheets(opened.db, userId, { limit: 10 });
    expect(sheetAfter).toMatchObject({
      ...omit(sheet, 'userId'),
      isPublic: true,
      isCurrentlyInstalled: true,
    });
    expect(sheetAfter).toMatchObject({
      escSetupId: null,
      ...Object.fromEntries(NEW_FIELDS.map((k) => [k, null])),
    });
    const [escAfter] = await listEscSetups(opened.db, userId, { limit: 10 });
    expect(escAfter).toMatchObject({
      ...omit(esc, 'userId'),
      trackSurfaceTreatment: null,
      isPublic: true,
      isCurrentlyInstalled: true,
    });

    // And back down: what was there before is there still.
    await migrateTo(db, '0008-image-variants');
    const sheetDown = await db.selectFrom('setupSheets').selectAll().executeTakeFirstOrThrow();
    expect(sheetDown).toMatchObject(sheet);
    expect(sheetDown).not.toHaveProperty('escSetupId');
    expect(await db.selectFrom('cars').selectAll().executeTakeFirstOrThrow()).toMatchObject(car);
  });
});

function omit<T extends Record<string, unknown>>(row: T, key: keyof T): Omit<T, typeof key> {
  const { [key]: _gone, ...rest } = row;
  return rest;
}
