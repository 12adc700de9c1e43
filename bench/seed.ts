import { nowIso } from '../src/server/clock';
import type { Db } from '../src/server/db';
import { hashSecret } from '../src/server/services/hashing';
import { reindexSheet } from '../src/server/services/search-terms';
import { createSession } from '../src/server/services/sessions';
import { TRACK_CONDITION_PRESETS, TRACK_SURFACES } from '../src/shared/constants/tracks';
import { CATALOGUE_MANUFACTURERS, modelsFor } from '../src/shared/constants/vehicle-catalogue';
import { insertFirstVersions, seedLongHistories } from './seed-versions';

export interface SeedOptions {
  racers: number;
  carsPerRacer: number;
  transpondersPerRacer: number;
  sheetsPerRacer: number;
  escPerRacer: number;
  publicSetups: number;
  /** How many racers get a live session for the load scenarios. */
  sessions: number;
}

export const DEFAULT_SEED: SeedOptions = {
  racers: 1000,
  carsPerRacer: 5,
  transpondersPerRacer: 5,
  sheetsPerRacer: 40,
  escPerRacer: 10,
  publicSetups: 2000,
  sessions: 200,
};

// A deterministic pseudo-random sequence, so every run seeds the same data.
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const DRIVERS = [
  'Sam Lap',
  'Alex Apex',
  'Jo Throttle',
  'Kai Drift',
  'Mo Holeshot',
  'Ria Berm',
  'Tom Tabletop',
  'Lee Rhythm',
];
const TRACKS = [
  'Silverstone RC',
  'Clay Kings',
  'Carpet Arena',
  'Sandpit Park',
  'Riverside Raceway',
  'Hilltop Offroad',
];
const EVENTS = ['Winter Series', 'Club Night', 'Nationals', 'Euros Warm-up', 'Summer Cup', 'Practice Day'];

async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 200,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Fills an empty database; returns session cookies of the first `sessions` racers. */
export async function seed(db: Db, options: SeedOptions = DEFAULT_SEED): Promise<string[]> {
  const random = rng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = nowIso();
  // One hash for everybody: hashing 1,000 passwords would measure argon2, not the app.
  const hash = await hashSecret('bench-password');

  const users = Array.from({ length: options.racers }, (_, i) => ({
    username: `bench${i}`,
    email: `bench${i}@example.com`,
    passwordHash: hash,
    firstName: 'Bench',
    lastName: `Racer ${i}`,
    profileImageUrl: null,
    securityQuestion1: 'What was the name of your first pet?',
    securityAnswer1Hash: hash,
    securityQuestion2: 'What is your favourite food?',
    securityAnswer2Hash: hash,
    createdAt: now,
    updatedAt: now,
  }));
  await insertChunked(users, (chunk) => db.insertInto('users').values(chunk).execute(), 100);
  const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);

  for (const [index, userId] of userIds.entries()) {
    await db.transaction().execute(async (trx) => {
      const cars = Array.from({ length: options.carsPerRacer }, () => {
        const manufacturer = pick(CATALOGUE_MANUFACTURERS);
        return {
          userId,
          manufacturer,
          model: pick(modelsFor(manufacturer)),
          status: 'Active',
          scale: pick(['1:8', '1:10']),
          drivetrain: pick(['2WD', '4WD']),
          notes: null,
          imageUrl: null,
          createdAt: now,
          updatedAt: now,
        };
      });
      const carIds = (await trx.insertInto('cars').values(cars).returning('id').execute()).map((c) => c.id);
      await trx
        .insertInto('transponders')
        .values(
          Array.from({ length: options.transpondersPerRacer }, (_, i) => ({
            userId,
            number: String(1_000_000 + index * 10 + i),
            rcCarId: carIds[i % carIds.length] ?? null,
            notes: null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
      const sheet = (i: number) => ({
        userId,
        rcCarId: carIds[i % carIds.length] ?? null,
        name: `${pick(TRACKS)} ${i}`,
        trackName: pick(TRACKS),
        trackSurface: pick(TRACK_SURFACES),
        trackConditions: pick(TRACK_CONDITION_PRESETS),
        notes: 'Seeded for the benchmark',
        frontCamber: '-2°',
        frontShockOil: `${400 + Math.floor(random() * 5) * 50} cSt`,
        rearShockOil: '400 cSt',
        frontDiffOil: '7000 cSt',
        centerDiffOil: '10000 cSt',
        rearDiffOil: '3000 cSt',
        createdAt: now,
        updatedAt: new Date(Date.now() - Math.floor(random() * 1e9)).toISOString(),
      });
      const sheets = await trx
        .insertInto('setupSheets')
        .values(Array.from({ length: options.sheetsPerRacer }, (_, i) => sheet(i)))
        .returningAll()
        .execute();
      await insertFirstVersions(trx, 'setup-sheet', sheets);
      const escs = await trx
        .insertInto('escSetups')
        .values(
          Array.from({ length: options.escPerRacer }, (_, i) => ({
            userId,
            rcCarId: carIds[i % carIds.length] ?? null,
            name: `ESC ${i}`,
            escMake: 'Hobbywing',
            escModel: 'XR8 Pro',
            creator: `bench${index}`,
            boostTiming: '10°',
            turbo: '5°',
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returningAll()
        .execute();
      await insertFirstVersions(trx, 'esc-setup', escs);
    });
  }
  await seedLongHistories(db, userIds, options.sheetsPerRacer);

  // Share the first sheets of as many racers as it takes to reach the public count.
  const toShare = await db
    .selectFrom('setupSheets')
    .select(['id', 'trackSurface'])
    .orderBy('id')
    .limit(options.publicSetups)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const row of toShare) {
      const manufacturer = pick(CATALOGUE_MANUFACTURERS);
      const shared = {
        isPublic: 1 as const,
        driverName: pick(DRIVERS),
        vehicleMake: manufacturer,
        vehicleModel: pick(modelsFor(manufacturer)),
        publicTrackName: pick(TRACKS),
        publicTrackConditions: pick(TRACK_CONDITION_PRESETS),
        eventName: `${pick(EVENTS)} R${1 + Math.floor(random() * 8)}`,
      };
      await trx.updateTable('setupSheets').set(shared).where('id', '=', row.id).execute();
      await reindexSheet(trx, {
        id: row.id,
        trackSurface: row.trackSurface,
        notes: 'Seeded for the benchmark',
        ...shared,
      });
    }
  });

  const cookies: string[] = [];
  for (const userId of userIds.slice(0, options.sessions))
    cookies.push(`rc_session=${await createSession(db, userId)}`);
  return cookies;
}
