import type { Transaction } from 'kysely';
import { ACCOUNT_LIMITS, type AccountLimits } from '../../shared/constants/account-limits';
import { runDetailsOrNull } from '../../shared/run-details';
import { type Lap, MAX_LAPS } from '../../shared/schemas/run';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { insertRun, readLaps, storeLaps, storeStats } from '../services/runs';

type Trx = Transaction<Database>;

/** What a decoder run is recorded against: the club's track, on the day the laps were driven. */
export interface LiveRunPlace {
  trackName: string;
  surface: string | null;
}

/**
 * The car a transponder's laps are driven with: the one the Transponder Register assigns it to;
 * else the car the racer last ran (a transponder swapped between cars is usually on the one in use);
 * else their only car. With several cars and nothing to go by, none: a run on the wrong car would
 * file the laps under the wrong setups, which is worse than no run (the closing notice says why).
 */
export async function carForTransponder(
  trx: Trx,
  userId: number,
  transponderCarId: number | null,
): Promise<number | null> {
  if (transponderCarId !== null) return transponderCarId;
  const lastRun = await trx
    .selectFrom('runs')
    .select('rcCarId')
    .where('userId', '=', userId)
    .where('rcCarId', 'is not', null)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (lastRun?.rcCarId != null) return lastRun.rcCarId;
  const cars = await trx.selectFrom('cars').select('id').where('userId', '=', userId).limit(2).execute();
  return cars.length === 1 ? (cars[0]?.id ?? null) : null;
}

/**
 * The session's run, made at its first lap through the same insertRun a logged run takes (setups
 * installed now, stats by runStats). `clientRef` `live:<session>` is unique per racer, so a second
 * instance recording the same lap can never make a second run. A refusal in the racer's words
 * (account full, car gone) leaves the laps live without a run rather than losing the passing:
 * these checks read and throw before writing, so the transaction is still good to commit.
 */
export async function createLiveRun(
  trx: Trx,
  userId: number,
  sessionId: number,
  carId: number,
  place: LiveRunPlace,
  firstLap: Lap,
  day: string,
  limits: AccountLimits = ACCOUNT_LIMITS,
): Promise<number | null> {
  try {
    const run = await insertRun(
      trx,
      userId,
      {
        ...runDetailsOrNull({ trackSurface: place.surface }),
        rcCarId: carId,
        date: day,
        trackName: place.trackName,
        session: 'practice',
        laps: [firstLap],
        clientRef: `live:${sessionId}`,
      },
      { source: 'decoder' },
      limits,
    );
    return run.id;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Appends one lap to the run and works its stats out again (the racer may have edited it meanwhile);
 * 'full' when it already holds MAX_LAPS, and nothing is written.
 */
export async function appendLap(
  trx: Trx,
  userId: number,
  runId: number,
  lapMs: number,
): Promise<number | 'full'> {
  const row = await trx
    .selectFrom('runs')
    .select(['laps', 'startSegment', 'official'])
    .where('id', '=', runId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return 0; // deleted by the racer mid-session: their choice stands
  const laps = readLaps(row.laps);
  if (laps.length >= MAX_LAPS) return 'full';
  const lapNo = (laps.at(-1)?.lapNo ?? 0) + 1;
  laps.push({ lapNo, timeMs: lapMs });
  await trx
    .updateTable('runs')
    .set({
      laps: storeLaps(laps),
      stats: storeStats(laps, row.startSegment === 1, row.official ? JSON.parse(row.official) : null),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', runId)
    .execute();
  return laps.length;
}
