import type { Transaction } from 'kysely';
import { MAX_LAP_MS } from '../../shared/schemas/run';
import type { BackgroundDeps } from '../arrivals/types';
import { classifyDatabaseError } from '../db/errors';
import type { Database } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { notifyClosed } from './closing';
import { appendLap, carForTransponder, createLiveRun } from './live-runs';
import { lapRecorded } from './signal';

type Trx = Transaction<Database>;

/** One crossing of the loop, as a decoder connection reports it (src/server/decoders/decoder-client.ts). */
export interface Passing {
  transponder: string;
  /** Epoch ms, by the decoder's clock. */
  at: number;
  passingNumber?: number;
}

/**
 * What became of a passing: 'unknown' (no member of the club has that transponder, or more than one
 * has), 'duplicate' (recorded already, by this or another instance), 'ignored' (the same crossing
 * seen again, or older than the session's last), 'opened' (a session's first passing), 'lap'.
 */
export type PassingOutcome = 'unknown' | 'duplicate' | 'ignored' | 'opened' | 'lap';

interface DecoderPlace {
  id: number;
  clubId: number;
  minLapMs: number;
  closeAfterS: number;
  trackName: string;
  surface: string | null;
}

export const decoderPlace = (db: BackgroundDeps['db'], decoderId: number) =>
  db
    .selectFrom('decoders')
    .innerJoin('clubs', 'clubs.id', 'decoders.clubId')
    .select([
      'decoders.id',
      'decoders.clubId',
      'decoders.minLapMs',
      'decoders.closeAfterS',
      'clubs.trackName',
      'clubs.surface',
    ])
    .where('decoders.id', '=', decoderId)
    .executeTakeFirst();

/**
 * The racer whose transponder it is: a member of the decoder's club with that number in their
 * register, compared as trimmed text (leading zeros kept). Two members with the same number is a
 * lent transponder nobody told us about: no one is matched rather than the wrong racer.
 */
async function transponderOwner(db: BackgroundDeps['db'], clubId: number, number: string) {
  const rows = await db
    .selectFrom('transponders')
    .innerJoin('clubMembers', 'clubMembers.userId', 'transponders.userId')
    .select(['transponders.userId', 'transponders.rcCarId'])
    .where('clubMembers.clubId', '=', clubId)
    .where('transponders.number', '=', number)
    .limit(2)
    .execute();
  const [owner] = rows;
  return rows.length === 1 && owner ? owner : null;
}

/**
 * Records one passing: a session opened at a racer's first crossing, a lap at each next one, the
 * run made at the first lap and grown at each. Everything under the racer's lock
 * (ownerTransaction): two instances recording the same passing at once take turns, and the second
 * finds it there; the unique (decoder, transponder, at) index is the last word either way.
 */
export async function recordPassing(
  deps: BackgroundDeps,
  decoderId: number,
  passing: Passing,
  place?: DecoderPlace,
): Promise<PassingOutcome> {
  const decoder = place ?? (await decoderPlace(deps.db, decoderId));
  const transponder = passing.transponder.trim();
  if (!decoder || !transponder || !Number.isFinite(passing.at)) return 'unknown';
  const owner = await transponderOwner(deps.db, decoder.clubId, transponder);
  if (!owner) return 'unknown';
  const closed: number[] = [];
  try {
    const outcome = await ownerTransaction(deps.db, owner.userId, (trx) => {
      closed.length = 0; // a retried transaction starts over
      return record(trx, deps, decoder, owner, { ...passing, transponder }, closed);
    });
    if (outcome === 'lap') lapRecorded(deps.db);
    for (const sessionId of closed) await notifyClosed(deps, sessionId);
    return outcome;
  } catch (error) {
    if (classifyDatabaseError(error) === 'duplicate') return 'duplicate';
    throw error;
  }
}

async function record(
  trx: Trx,
  deps: BackgroundDeps,
  decoder: DecoderPlace,
  owner: { userId: number; rcCarId: number | null },
  passing: Passing,
  closed: number[],
): Promise<PassingOutcome> {
  const now = deps.now();
  const last = await trx
    .selectFrom('livePassings')
    .innerJoin('liveSessions', 'liveSessions.id', 'livePassings.sessionId')
    .select([
      'livePassings.at',
      'livePassings.lapMs',
      'liveSessions.id',
      'liveSessions.runId',
      'liveSessions.closedAt',
    ])
    .where('livePassings.decoderId', '=', decoder.id)
    .where('livePassings.transponder', '=', passing.transponder)
    .orderBy('livePassings.at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const same = await trx
    .selectFrom('livePassings')
    .select('id')
    .where('decoderId', '=', decoder.id)
    .where('transponder', '=', passing.transponder)
    .where('at', '=', passing.at)
    .executeTakeFirst();
  if (same) return 'duplicate';

  let open = last && last.closedAt === null ? last : null;
  if (open && passing.at <= open.at) return 'ignored'; // older than the session's last: a late resend
  const gap = open ? passing.at - open.at : 0;
  if (open && gap < decoder.minLapMs) return 'ignored'; // the same crossing (or a pit-lane loop)
  if (open) {
    // Takes the session's row before writing to it: a sweep closing it at this moment either
    // went first (then this passing opens the next session) or waits and finds it heard from.
    const held = await trx
      .updateTable('liveSessions')
      .set({ lastPassingAt: now })
      .where('id', '=', open.id)
      .where('closedAt', 'is', null)
      .executeTakeFirst();
    if (!Number(held.numUpdatedRows)) open = null;
  }

  // A gap longer than the decoder closes after, or than any lap can be, is a new session.
  const tooLong = gap > Math.min(decoder.closeAfterS * 1000, MAX_LAP_MS);
  if (open && tooLong) {
    await closeSession(trx, open.id, now);
    closed.push(open.id);
  }
  const row = { userId: owner.userId, decoderId: decoder.id, transponder: passing.transponder };
  const passingNumber = passing.passingNumber ?? null;
  if (!open || tooLong) {
    const sessionId = await openSession(trx, row, now);
    await trx
      .insertInto('livePassings')
      .values({ ...row, sessionId, passingNumber, at: passing.at, lapMs: null, receivedAt: now })
      .execute();
    return 'opened';
  }

  let sessionId = open.id;
  let runId = open.runId;
  // The run is made at the session's first lap only (the last passing was its opener): one the
  // racer deleted mid-session stays deleted, and a racer with no car to put it on is told at close.
  let firstLap = open.lapMs === null;
  if (runId !== null && (await appendLap(trx, owner.userId, runId, gap)) === 'full') {
    // The run holds all the laps a run can: it closes, and this lap is the next run's first.
    await closeSession(trx, open.id, now);
    closed.push(open.id);
    sessionId = await openSession(trx, row, now);
    runId = null;
    firstLap = true;
  }
  await trx
    .insertInto('livePassings')
    .values({ ...row, sessionId, passingNumber, at: passing.at, lapMs: gap, receivedAt: now })
    .execute();
  if (runId === null && firstLap) runId = await firstLapRun(trx, owner, sessionId, decoder, gap, passing.at);
  await trx
    .updateTable('liveSessions')
    .set({ lastPassingAt: now, runId })
    .where('id', '=', sessionId)
    .execute();
  return 'lap';
}

const openSession = async (
  trx: Trx,
  row: { userId: number; decoderId: number; transponder: string },
  now: number,
): Promise<number> => {
  const session = await trx
    .insertInto('liveSessions')
    .values({ ...row, runId: null, startedAt: now, lastPassingAt: now, closedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return session.id;
};

async function firstLapRun(
  trx: Trx,
  owner: { userId: number; rcCarId: number | null },
  sessionId: number,
  decoder: DecoderPlace,
  lapMs: number,
  at: number,
): Promise<number | null> {
  const carId = await carForTransponder(trx, owner.userId, owner.rcCarId);
  if (carId === null) return null;
  const day = new Date(at).toISOString().slice(0, 10);
  return createLiveRun(trx, owner.userId, sessionId, carId, decoder, { lapNo: 1, timeMs: lapMs }, day);
}

export async function closeSession(trx: Trx, sessionId: number, now: number): Promise<void> {
  await trx
    .updateTable('liveSessions')
    .set({ closedAt: now })
    .where('id', '=', sessionId)
    .where('closedAt', 'is', null)
    .execute();
}
