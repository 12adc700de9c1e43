/**
 * `npx tsx bench/race-matching.ts`: what matching one followed race costs (issue 30), for a club of
 * 300 members following the source (each with a car and a transponder), on each database:
 * - a race of 12 drivers, all members (by transponder): 12 runs and 12 notices written;
 * - a race of 12 drivers none of whom is a member: every member looked at, nothing written.
 * Each is `matchSourceRace` on a fresh race, serially, the median of ROUNDS (after one warm-up).
 */
import type { FastifyBaseLogger } from 'fastify';
import { defaultArrivals } from '../src/server/config';
import type { Db } from '../src/server/db';
import { createNotifier } from '../src/server/services/notices';
import { matchSourceRace } from '../src/server/services/race-matches';
import { driver, insertRace, insertSource, raceResult } from '../src/server/test/arrivals';
import { insertEarlierRacer } from '../src/server/test/migration-db';
import { BENCH_DIALECTS, freshDatabase } from './versions-db';

const MEMBERS = Number(process.env.MATCH_MEMBERS ?? 300);
const DRIVERS = 12;
const ROUNDS = Number(process.env.MATCH_ROUNDS ?? 5);
const LAPS = Array.from({ length: 18 }, (_, i) => 19_000 + ((i * 137) % 900));

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

async function seedClub(db: Db): Promise<number> {
  const now = new Date().toISOString();
  const club = await db
    .insertInto('clubs')
    .values({ name: 'Bench RC', trackName: 'Bench Oval', surface: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < MEMBERS; i++) {
    const userId = await insertEarlierRacer(db, `member${i}`);
    await db
      .updateTable('users')
      .set({ firstName: 'Member', lastName: `Number${i}` })
      .where('id', '=', userId)
      .execute();
    const car = await db
      .insertInto('cars')
      .values({
        userId,
        manufacturer: 'Tekno RC',
        model: 'EB48',
        status: 'Active',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('transponders')
      .values({
        userId,
        number: String(1_000_000 + i),
        rcCarId: car.id,
        notes: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('clubMembers')
      .values({ clubId: club.id, userId, role: 'member', joinedAt: now })
      .execute();
  }
  const sourceId = await insertSource(db);
  await db
    .insertInto('sourceFollows')
    .values({ sourceId, clubId: club.id, userId: null, rcCarId: null, createdAt: now })
    .execute();
  return sourceId;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

console.log(
  `A club of ${MEMBERS} members following the source; races of ${DRIVERS} drivers; median of ${ROUNDS}\n`,
);
console.log(`${'dialect'.padEnd(10)}${'race'.padEnd(28)}${'ms'.padStart(9)}${'ms/member'.padStart(11)}`);
for (const dialect of BENCH_DIALECTS) {
  const { db, close } = await freshDatabase(dialect);
  try {
    const sourceId = await seedClub(db);
    const deps = {
      db,
      log: quiet,
      notifier: createNotifier(db, defaultArrivals(), quiet),
      now: () => Date.now(),
    };
    let round = 0;
    const time = async (members: boolean) => {
      const took: number[] = [];
      for (let r = -1; r < ROUNDS; r++) {
        round += 1;
        const drivers = Array.from({ length: DRIVERS }, (_, i) =>
          driver(`DRIVER ${i}`, LAPS, {
            transponder: members ? String(1_000_000 + ((round * DRIVERS + i) % MEMBERS)) : `9${i}`,
          }),
        );
        const raceId = await insertRace(db, sourceId, raceResult(`Heat ${round}`, drivers));
        const started = process.hrtime.bigint();
        await matchSourceRace(deps, raceId);
        if (r >= 0) took.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      return median(took);
    };
    for (const [label, members] of [
      [`${DRIVERS} members (12 runs)`, true],
      ['no member (nothing written)', false],
    ] as const) {
      const ms = await time(members);
      console.log(
        `${dialect.padEnd(10)}${label.padEnd(28)}${ms.toFixed(0).padStart(9)}${(ms / MEMBERS).toFixed(2).padStart(11)}`,
      );
    }
  } finally {
    await close();
  }
}
