import type { Transaction } from 'kysely';
import type { AccountLimits } from '../../shared/constants/account-limits';
import type {
  FieldDriver,
  OfficialFigures,
  RaceIdentity,
  Run,
  RunCreate,
  RunListQuery,
  RunSource,
  RunSummary,
  RunUpdate,
} from '../../shared/schemas/run';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { classifyDatabaseError } from '../db/errors';
import { keysetPage, type ListOrder, type PageRequest } from '../db/keyset';
import type { Database } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { notFound } from '../errors';
import { assertRoomForRecords } from './account-limits';
import { assertOwnCar } from './cars';
import { type RunSetups, resolveRunSetups } from './run-setups';
import { replaceRunTyreSets, tyreSetIdsOfRun } from './run-tyre-sets';

type Trx = Transaction<Database>;

const NOT_FOUND = 'Run not found';

import { RUN_SUMMARY_COLUMNS, readLaps, storeLaps, storeStats, toRunSummary } from './run-rows';

export { RUN_SUMMARY_COLUMNS, readLaps, storeLaps, storeStats, toRunSummary };

/** Runs are listed newest first (by the day they were run; the later logged first within a day). */
export const RUN_ORDER: ListOrder<RunSummary> = {
  columns: [
    { column: 'date', desc: true, type: 'text' },
    { column: 'id', desc: true, type: 'int' },
  ],
  keysOf: (run) => [run.date, run.id],
};

/** One page of runs, filtered by car, track (any case) and date range. */
export function listRuns(
  db: Db,
  userId: number,
  query: RunListQuery,
  page: PageRequest,
): Promise<RunSummary[]> {
  let select = db.selectFrom('runs').select(RUN_SUMMARY_COLUMNS).where('userId', '=', userId);
  if (query.rcCarId !== undefined) select = select.where('rcCarId', '=', query.rcCarId);
  if (query.track)
    select = select.where((eb) => eb(eb.fn('lower', ['trackName']), '=', query.track?.toLowerCase()));
  if (query.from) select = select.where('date', '>=', query.from);
  if (query.to) select = select.where('date', '<=', query.to);
  return keysetPage(select, RUN_ORDER.columns, page)
    .execute()
    .then((rows) => rows.map(toRunSummary));
}

async function findRun(db: Db | Trx, userId: number, id: number): Promise<Run> {
  const row = await db
    .selectFrom('runs')
    .select([...RUN_SUMMARY_COLUMNS, 'laps', 'field'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  const { laps, field, ...summary } = row;
  return {
    ...toRunSummary(summary),
    laps: readLaps(laps),
    tyreSetIds: await tyreSetIdsOfRun(db, id),
    field: field ? (JSON.parse(field) as FieldDriver[]) : null,
  };
}

/** The racer's run the browser named so, if it was already sent. */
async function runByClientRef(db: Db | Trx, userId: number, clientRef: string): Promise<Run | null> {
  const row = await db
    .selectFrom('runs')
    .select('id')
    .where('userId', '=', userId)
    .where('clientRef', '=', clientRef)
    .executeTakeFirst();
  return row ? findRun(db, userId, row.id) : null;
}

export const getRun = (db: Db, userId: number, id: number): Promise<Run> => findRun(db, userId, id);

/** What an import adds to a run beside the racer's fields. */
export interface RunOrigin {
  source: RunSource;
  official?: OfficialFigures | null;
  importKey?: string | null;
  race?: RaceIdentity | null;
  field?: FieldDriver[] | null;
  /** Car, setups and room already checked in this transaction by the caller (a batch, once for all). */
  checked?: RunSetups;
}

/** Writes a new run in a transaction the caller holds (an import checks its key in the same one). */
export async function insertRun(
  trx: Trx,
  userId: number,
  values: RunCreate,
  origin: RunOrigin,
  limits: AccountLimits,
): Promise<Run> {
  const rcCarId = values.rcCarId as number;
  let setups = origin.checked;
  if (!setups) {
    await assertRoomForRecords(trx, userId, limits, 'runs');
    await assertOwnCar(trx, userId, rcCarId);
    setups = await resolveRunSetups(trx, userId, rcCarId, values);
  }
  const now = nowIso();
  const { id } = await trx
    .insertInto('runs')
    .values({
      ...detailColumns(values),
      ...setups,
      userId,
      rcCarId,
      date: values.date,
      trackName: values.trackName,
      session: values.session,
      laps: storeLaps(values.laps),
      startSegment: values.startSegment ? 1 : 0,
      stats: storeStats(values.laps, values.startSegment, origin.official ?? null),
      source: origin.source,
      official: origin.official ? JSON.stringify(origin.official) : null,
      importKey: origin.importKey ?? null,
      race: origin.race ? JSON.stringify(origin.race) : null,
      field: origin.field ? JSON.stringify(origin.field) : null,
      clientRef: values.clientRef ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceRunTyreSets(trx, userId, id, values.tyreSetIds);
  return findRun(trx, userId, id);
}

/**
 * A run logged by hand. Sent again under the same `clientRef` (a phone's retry, an outbox replay
 * after its idempotency key expired), it is the run already saved, never a second one.
 */
export async function createRun(
  db: Db,
  userId: number,
  values: RunCreate,
  limits: AccountLimits,
): Promise<Run> {
  const clientRef = values.clientRef;
  try {
    return await ownerTransaction(db, userId, async (trx) => {
      const sent = clientRef ? await runByClientRef(trx, userId, clientRef) : null;
      return sent ?? insertRun(trx, userId, values, { source: 'manual' }, limits);
    });
  } catch (error) {
    // The same run sent twice at once: the unique index refuses the second; answer with the first.
    const sent =
      clientRef && classifyDatabaseError(error) === 'duplicate'
        ? await runByClientRef(db, userId, clientRef)
        : null;
    if (sent) return sent;
    throw error;
  }
}

/** The optional details, as columns: absent stays absent, so an update leaves it alone. */
function detailColumns(values: RunUpdate) {
  const {
    rcCarId,
    laps,
    setupSheetId,
    setupVersion,
    escSetupId,
    escVersion,
    tyreSetIds,
    startSegment,
    ...details
  } = values as RunUpdate & { clientRef?: string };
  delete details.clientRef;
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));
}

/**
 * Changes what the racer says about a run. Its setups change only when named: a new car alone
 * keeps the setups the run was recorded on. New laps get new stats; an imported run's official
 * figures stay, as the results sheet said them.
 */
export function updateRun(db: Db, userId: number, id: number, values: RunUpdate): Promise<Run> {
  return ownerTransaction(db, userId, async (trx) => {
    const before = await findRun(trx, userId, id);
    if (values.rcCarId != null) await assertOwnCar(trx, userId, values.rcCarId);
    const carId = values.rcCarId ?? before.rcCarId;
    const named = ['setupSheetId', 'setupVersion', 'escSetupId', 'escVersion'] as const;
    const setups = named.some((key) => values[key] !== undefined)
      ? await resolveRunSetups(trx, userId, carId ?? 0, {
          setupSheetId: values.setupSheetId === undefined ? before.setupSheetId : values.setupSheetId,
          setupVersion: values.setupVersion === undefined ? before.setupVersion : values.setupVersion,
          escSetupId: values.escSetupId === undefined ? before.escSetupId : values.escSetupId,
          escVersion: values.escVersion === undefined ? before.escVersion : values.escVersion,
        })
      : {};
    await trx
      .updateTable('runs')
      .set({
        ...detailColumns(values),
        ...setups,
        rcCarId: carId,
        ...lapColumns(before, values),
        updatedAt: nowIso(),
      })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .execute();
    await replaceRunTyreSets(trx, userId, id, values.tyreSetIds);
    return findRun(trx, userId, id);
  });
}

/**
 * New laps, or lap 1 called a start segment or not, work the stats out again; an imported run's
 * official figures stay, as the results sheet said them.
 */
function lapColumns(before: Run, values: RunUpdate) {
  if (!values.laps && values.startSegment === undefined) return {};
  const laps = values.laps ?? before.laps;
  const startSegment = values.startSegment ?? before.startSegment;
  return {
    ...(values.laps ? { laps: storeLaps(laps) } : {}),
    startSegment: startSegment ? (1 as const) : (0 as const),
    stats: storeStats(laps, startSegment, before.official),
  };
}

export function deleteRun(db: Db, userId: number, id: number): Promise<void> {
  return ownerTransaction(db, userId, async (trx) => {
    const gone = await trx
      .deleteFrom('runs')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!gone.numDeletedRows) throw notFound(NOT_FOUND);
  });
}
