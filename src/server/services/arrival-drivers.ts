import type { Transaction } from 'kysely';
import { PREVIEW_MAX_DRIVERS } from '../../shared/schemas/run';
import { nameKey } from '../../shared/timing/parse-util';
import { isMine } from '../../shared/timing/preview';
import type { ParsedDriver } from '../../shared/timing/types';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/**
 * Which driver of a followed race is the racer (issue 30): by a transponder of their register
 * first, else by their name as the importer suggests it (src/shared/timing/preview.ts), a name
 * they confirmed before going straight through and one they declined never asked again.
 */

type Trx = Transaction<Database>;

export interface FoundDriver {
  index: number;
  name: string;
  matchedBy: 'transponder' | 'name';
  /** The transponder's car in the register (a name match names none). */
  carId: number | null;
  /** A transponder, or a name the racer said is theirs: no question to ask. */
  sure: boolean;
}

export interface RacerClues {
  transponders: { number: string; rcCarId: number | null }[];
  firstName: string | null;
  lastName: string | null;
  /** nameKey → 1 (the racer's) or 0 (not theirs), as they answered before. */
  names: Map<string, number>;
}

const emptyClues = (): RacerClues => ({
  transponders: [],
  firstName: null,
  lastName: null,
  names: new Map(),
});

/** Read in pieces: a statement's parameters stay well under what either database takes. */
const CHUNK = 500;

/**
 * Every follower's clues in a few queries, however large their club: matching a race looks at each
 * member, and one round trip per member made a 300-member club cost 0.4 s a race on PostgreSQL.
 */
export async function cluesOf(db: Db | Trx, userIds: readonly number[]): Promise<Map<number, RacerClues>> {
  const clues = new Map(userIds.map((id) => [id, emptyClues()]));
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const ids = userIds.slice(start, start + CHUNK);
    const [transponders, users, names] = await Promise.all([
      db
        .selectFrom('transponders')
        .select(['userId', 'number', 'rcCarId'])
        .where('userId', 'in', ids)
        .execute(),
      db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', ids).execute(),
      db.selectFrom('racerNames').select(['userId', 'nameKey', 'isMe']).where('userId', 'in', ids).execute(),
    ]);
    for (const t of transponders)
      clues.get(t.userId)?.transponders.push({ number: t.number, rcCarId: t.rcCarId });
    for (const u of users) {
      const c = clues.get(u.id);
      if (c) Object.assign(c, { firstName: u.firstName ?? null, lastName: u.lastName ?? null });
    }
    for (const n of names) clues.get(n.userId)?.names.set(n.nameKey, Number(n.isMe));
  }
  return clues;
}

/** The racer's driver in the race, or null; only the drivers a preview shows are looked through. */
export function findDriver(drivers: readonly ParsedDriver[], clues: RacerClues): FoundDriver | null {
  const shown = drivers.slice(0, PREVIEW_MAX_DRIVERS);
  for (const [index, driver] of shown.entries()) {
    const mine = clues.transponders.find((t) => isMine(driver, { transponders: [t.number] }, false));
    if (mine) return { index, name: driver.name, matchedBy: 'transponder', carId: mine.rcCarId, sure: true };
  }
  const me = { transponders: [], firstName: clues.firstName, lastName: clues.lastName };
  for (const [index, driver] of shown.entries()) {
    const said = clues.names.get(nameKey(driver.name.slice(0, 1000)));
    if (said === 0) continue;
    if (said === 1 || isMine(driver, me, true))
      return { index, name: driver.name, matchedBy: 'name', carId: null, sure: said === 1 };
  }
  return null;
}

/** Remembers the racer's answer for a name: the next race with it needs no question. */
export async function rememberName(trx: Trx, userId: number, name: string, isMe: boolean) {
  const flag = isMe ? (1 as const) : (0 as const);
  await trx
    .insertInto('racerNames')
    .values({
      userId,
      nameKey: nameKey(name.slice(0, 1000)),
      isMe: flag,
      createdAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['userId', 'nameKey']).doUpdateSet({ isMe: flag }))
    .execute();
}
