import type { Transaction } from 'kysely';
import type { ParsedResult } from '../../shared/timing/types';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import type { ArrivalPlace, ArrivalRace } from './arrival-runs';

/**
 * Who a followed race is matched for (issue 30): the racers following its source themselves, and
 * the members of every club following it; and where their run took place.
 */

type Trx = Transaction<Database>;

export interface Follower {
  userId: number;
  /** The car the racer's own follow names, for a race matched by name. */
  carId: number | null;
  /** The first club (by id) following the source that the racer is a member of. */
  club: { trackName: string; surface: string | null } | null;
}

/** Each follower once, a racer's own follow and their clubs' merged. `onlyUserId`: that racer alone. */
export async function followersOf(db: Db | Trx, sourceId: number, onlyUserId?: number): Promise<Follower[]> {
  let own = db
    .selectFrom('sourceFollows')
    .select(['userId', 'rcCarId'])
    .where('sourceId', '=', sourceId)
    .where('userId', 'is not', null);
  let viaClubs = db
    .selectFrom('sourceFollows as f')
    .innerJoin('clubs as c', 'c.id', 'f.clubId')
    .innerJoin('clubMembers as m', 'm.clubId', 'c.id')
    .select(['m.userId', 'c.trackName', 'c.surface'])
    .where('f.sourceId', '=', sourceId)
    .orderBy('c.id');
  if (onlyUserId !== undefined) {
    own = own.where('userId', '=', onlyUserId);
    viaClubs = viaClubs.where('m.userId', '=', onlyUserId);
  }
  const followers = new Map<number, Follower>();
  for (const row of await own.execute())
    followers.set(row.userId as number, { userId: row.userId as number, carId: row.rcCarId, club: null });
  for (const row of await viaClubs.execute()) {
    const known = followers.get(row.userId);
    const club = { trackName: row.trackName, surface: row.surface };
    if (!known) followers.set(row.userId, { userId: row.userId, carId: null, club });
    else if (!known.club) known.club = club;
  }
  return [...followers.values()].sort((a, b) => a.userId - b.userId);
}

export async function readRace(db: Db | Trx, sourceRaceId: number): Promise<ArrivalRace | null> {
  const row = await db
    .selectFrom('sourceRaces')
    .select(['id', 'sourceId', 'url', 'name', 'result', 'seenAt'])
    .where('id', '=', sourceRaceId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, seenAt: Number(row.seenAt), result: JSON.parse(row.result) as ParsedResult };
}

/** The club's track when a club follows it, else the result's track, else the address's host. */
export function placeOf(race: ArrivalRace, follower: Follower | undefined, carId: number): ArrivalPlace {
  const trackName = follower?.club?.trackName ?? race.result.track ?? new URL(race.url).hostname;
  return { carId, trackName, trackSurface: follower?.club?.surface ?? null };
}

/** The racer's only car, when they have exactly one: a race matched without a car named goes on it. */
export async function onlyCarOf(db: Db | Trx, userId: number): Promise<number | null> {
  const cars = await db.selectFrom('cars').select('id').where('userId', '=', userId).limit(2).execute();
  return cars.length === 1 ? (cars[0]?.id ?? null) : null;
}
