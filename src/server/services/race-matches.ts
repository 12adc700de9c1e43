import type { Transaction } from 'kysely';
import { ACCOUNT_LIMITS, type AccountLimits } from '../../shared/constants/account-limits';
import type { NoticeDraft } from '../../shared/schemas/notice';
import type { Run } from '../../shared/schemas/run';
import type { BackgroundDeps } from '../arrivals/types';
import { nowIso } from '../clock';
import { classifyDatabaseError } from '../db/errors';
import type { Database } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { cluesOf, type FoundDriver, findDriver, type RacerClues, rememberName } from './arrival-drivers';
import { type Follower, followersOf, onlyCarOf, placeOf, readRace } from './arrival-followers';
import { arrivalNotice, confirmNotice, raceLabelOf } from './arrival-notices';
import { type ArrivalRace, pickArrival, writeArrivalRun } from './arrival-runs';

/**
 * Matching a followed race to its followers (issue 30): each follower at most once (the unique
 * `race_matches` row, written in the racer's own transaction with the run, so two instances matching
 * the same race at once make one run), by transponder, else by name, asking the racer the first
 * time a name is theirs. Notices go out after the transaction, by whichever instance wrote the match.
 */

type Trx = Transaction<Database>;

/** The setups on a car at a past moment: the live part's decoder runs record them the same way. */
export { setupsAt } from './arrival-setups';

export type MatchDeps = Pick<BackgroundDeps, 'db' | 'log' | 'notifier' | 'now'> & { limits?: AccountLimits };

const raceNameOf = (race: ArrivalRace) => race.result.races[0]?.name ?? race.name;

/** Matches one follower; answers the notice to send once the match is written, or null. */
async function matchFollower(
  deps: MatchDeps,
  race: ArrivalRace,
  follower: Follower,
  driver: FoundDriver,
): Promise<NoticeDraft | null> {
  const { db } = deps;
  const { userId } = follower;
  const pick = pickArrival(race, driver.index);
  if (!pick) return null; // listed without laps: no run to make
  const carId = driver.carId ?? follower.carId ?? (await onlyCarOf(db, userId));
  // A name not yet confirmed, or no car to put the run on: the racer is asked.
  const create = driver.sure && carId !== null;
  const written = await ownerTransaction(db, userId, async (trx) => {
    const again = await trx
      .selectFrom('raceMatches')
      .select('id')
      .where('sourceRaceId', '=', race.id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (again) return null;
    const made = create
      ? await writeArrivalRun(
          trx,
          userId,
          race,
          pick,
          placeOf(race, follower, carId as number),
          deps.limits ?? ACCOUNT_LIMITS,
        )
      : null;
    const now = nowIso();
    const { id } = await trx
      .insertInto('raceMatches')
      .values({
        sourceRaceId: race.id,
        userId,
        driverIndex: driver.index,
        driverName: driver.name.slice(0, 200),
        matchedBy: driver.matchedBy,
        status: create ? 'created' : 'ask',
        rcCarId: carId,
        runId: made?.run.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, made };
  }).catch((error) => {
    // Another instance matched this racer to this race first: theirs stands.
    if (classifyDatabaseError(error) === 'duplicate') return null;
    throw error;
  });
  if (!written) return null;
  const raceName = raceLabelOf(pick.identity) || raceNameOf(race);
  if (!written.made) return confirmNotice(driver.name, raceName, written.id);
  // The same laps imported by hand before: the run is theirs already, nothing new to tell.
  if (!written.made.created) return null;
  return arrivalNotice(db, userId, written.made.run, raceName);
}

async function matchAll(deps: MatchDeps, race: ArrivalRace, followers: Follower[]): Promise<boolean> {
  // Who is in the race is worked out for all followers at once; only they are matched one by one.
  const matched = await deps.db
    .selectFrom('raceMatches')
    .select('userId')
    .where('sourceRaceId', '=', race.id)
    .execute();
  const done = new Set(matched.map((m) => m.userId));
  const waiting = followers.filter((f) => !done.has(f.userId));
  const clues = await cluesOf(
    deps.db,
    waiting.map((f) => f.userId),
  );
  const drivers = race.result.races[0]?.drivers ?? [];
  let complete = true;
  for (const follower of waiting) {
    const driver = findDriver(drivers, clues.get(follower.userId) as RacerClues);
    if (!driver) continue;
    try {
      const notice = await matchFollower(deps, race, follower, driver);
      if (notice) await deps.notifier.notify(follower.userId, notice);
    } catch (error) {
      // A refusal (the racer's account full, their car gone) is final for them; a fault is tried
      // again by the next poll, which finds the race not yet matched.
      if (error instanceof AppError && error.status < 500)
        deps.log.info(
          { userId: follower.userId, sourceRaceId: race.id, reason: error.message },
          'race not matched',
        );
      else {
        complete = false;
        deps.log.error(
          { err: error, userId: follower.userId, sourceRaceId: race.id },
          'matching a race failed',
        );
      }
    }
  }
  return complete;
}

/** Matches every follower of the race once, creating runs and notices; then marks it matched. */
export async function matchSourceRace(deps: MatchDeps, sourceRaceId: number): Promise<void> {
  const race = await readRace(deps.db, sourceRaceId);
  if (!race) return;
  const complete = await matchAll(deps, race, await followersOf(deps.db, race.sourceId));
  if (complete)
    await deps.db
      .updateTable('sourceRaces')
      .set({ matchedAt: deps.now() })
      .where('id', '=', sourceRaceId)
      .where('matchedAt', 'is', null)
      .execute();
}

/** A new follower (a racer, or a club's members) gets the races already read from the source matched too. */
export async function matchReadRaces(deps: MatchDeps, sourceId: number, onlyUserId?: number): Promise<void> {
  const followers = await followersOf(deps.db, sourceId, onlyUserId);
  if (followers.length === 0) return;
  const races = await deps.db
    .selectFrom('sourceRaces')
    .select('id')
    .where('sourceId', '=', sourceId)
    .orderBy('id')
    .execute();
  for (const { id } of races) {
    const race = await readRace(deps.db, id);
    if (race) await matchAll(deps, race, followers);
  }
}

const MATCH_NOT_FOUND = 'Match not found';

async function answerable(trx: Trx, userId: number, id: number) {
  const match = await trx
    .selectFrom('raceMatches')
    .select(['id', 'sourceRaceId', 'driverIndex', 'driverName', 'status', 'rcCarId', 'runId'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!match) throw notFound(MATCH_NOT_FOUND);
  if (match.status === 'created')
    throw conflict(
      match.runId ? `This race is already your run #${match.runId}` : 'This race is already a run',
    );
  return match;
}

/** The question answered: the notice that asked it is read and asks no more. */
async function settleNotice(trx: Trx, userId: number, id: number) {
  await trx
    .updateTable('notices')
    .set({ matchId: null, readAt: nowIso() })
    .where('userId', '=', userId)
    .where('matchId', '=', id)
    .execute();
}

/** POST /api/matches/:id/confirm: "this is me": the run, and the name remembered as the racer's. */
export function confirmMatch(
  deps: Pick<MatchDeps, 'db' | 'limits'>,
  userId: number,
  id: number,
  rcCarId: number | null | undefined,
): Promise<Run> {
  return ownerTransaction(deps.db, userId, async (trx) => {
    const match = await answerable(trx, userId, id);
    const race = await readRace(trx, match.sourceRaceId);
    const pick = race && pickArrival(race, match.driverIndex);
    if (!race || !pick) throw notFound(MATCH_NOT_FOUND);
    const [follower] = await followersOf(trx, race.sourceId, userId);
    const carId = rcCarId ?? match.rcCarId ?? follower?.carId ?? null;
    if (carId === null) throw badRequest('Choose the car you raced', 'invalid_input');
    const { run } = await writeArrivalRun(
      trx,
      userId,
      race,
      pick,
      placeOf(race, follower, carId),
      deps.limits ?? ACCOUNT_LIMITS,
    );
    await trx
      .updateTable('raceMatches')
      .set({ status: 'created', runId: run.id, rcCarId: carId, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    await rememberName(trx, userId, match.driverName, true);
    await settleNotice(trx, userId, id);
    return run;
  });
}

/** POST /api/matches/:id/decline: not the racer; races under this name are not asked again. */
export function declineMatch(deps: Pick<MatchDeps, 'db'>, userId: number, id: number): Promise<void> {
  return ownerTransaction(deps.db, userId, async (trx) => {
    const match = await answerable(trx, userId, id);
    await trx
      .updateTable('raceMatches')
      .set({ status: 'declined', updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    await rememberName(trx, userId, match.driverName, false);
    await settleNotice(trx, userId, id);
  });
}
