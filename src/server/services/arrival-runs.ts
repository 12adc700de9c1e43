import type { Transaction } from 'kysely';
import type { AccountLimits } from '../../shared/constants/account-limits';
import type { Run } from '../../shared/schemas/run';
import type { ParsedResult } from '../../shared/timing/types';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { type PickedRun, picked } from '../heavy/timing-jobs';
import { setupsAt } from './arrival-setups';
import { importedOrigin, importedValues } from './run-import';
import { getRun, insertRun } from './runs';

/**
 * A followed race's driver as a run (issue 30): built exactly as the importer builds one (its
 * values, origin, race identity, field and import key), so a later import of the same laps says
 * "already imported", with `source: 'followed'` and `clientRef: 'arrival:<sourceRaceId>'` that
 * makes it once per racer whichever instance matched it.
 */

type Trx = Transaction<Database>;

/** A row of `source_races`, its result read back. */
export interface ArrivalRace {
  id: number;
  sourceId: number;
  url: string;
  name: string;
  result: ParsedResult;
  seenAt: number;
}

export const arrivalRef = (sourceRaceId: number) => `arrival:${sourceRaceId}`;

/**
 * When the race was run, as near as the server knows: when the poller first read it, unless the
 * page dates it on an earlier day (an event followed after it ran), then that day's end.
 */
export function raceTimeIso(race: Pick<ArrivalRace, 'result' | 'seenAt'>): string {
  const seen = new Date(Number(race.seenAt)).toISOString();
  const day = race.result.date;
  return day && day < seen.slice(0, 10) ? `${day}T23:59:59.999Z` : seen;
}

/** The driver's run as the importer would make it, or null when the result holds no run for them (no laps). */
export function pickArrival(race: ArrivalRace, driverIndex: number): PickedRun | null {
  try {
    return picked(race.result, 0, driverIndex);
  } catch {
    return null;
  }
}

/** The racer's run this arrival already is: made by a match before, or the same laps imported by hand. */
export async function existingRun(db: Db | Trx, userId: number, sourceRaceId: number, pick: PickedRun) {
  return db
    .selectFrom('runs')
    .select('id')
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('clientRef', '=', arrivalRef(sourceRaceId)), eb('importKey', '=', pick.key)]))
    .executeTakeFirst();
}

export interface ArrivalPlace {
  carId: number;
  trackName: string;
  trackSurface: string | null;
}

/**
 * Writes the run in the caller's transaction (ownerTransaction: the racer's lock is held), or
 * answers the run it already is. `created` says which.
 */
export async function writeArrivalRun(
  trx: Trx,
  userId: number,
  race: ArrivalRace,
  pick: PickedRun,
  place: ArrivalPlace,
  limits: AccountLimits,
): Promise<{ run: Run; created: boolean }> {
  const known = await existingRun(trx, userId, race.id, pick);
  if (known) return { run: await getRun(trx as unknown as Db, userId, known.id), created: false };
  const atIso = raceTimeIso(race);
  const setups = await setupsAt(trx, userId, place.carId, atIso);
  const values = importedValues(
    {
      rcCarId: place.carId,
      trackName: place.trackName,
      trackSurface: place.trackSurface,
      // Null: the result's own event and round, as an import without the racer's choices.
      eventName: null,
      round: null,
      trackConditions: null,
      tyres: null,
      notes: null,
      date: race.result.date ?? atIso.slice(0, 10),
      ...setups,
    },
    pick,
  );
  const run = await insertRun(
    trx,
    userId,
    { ...values, clientRef: arrivalRef(race.id) },
    { ...importedOrigin(pick), source: 'followed' },
    limits,
  );
  return { run, created: true };
}
