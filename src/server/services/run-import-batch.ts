import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AccountLimits } from '../../shared/constants/account-limits';
import type { Run, RunCreate } from '../../shared/schemas/run';
import type { RunImportBatchResult, runImportBatchSchema } from '../../shared/schemas/run-import';
import type { Db } from '../db';
import { classifyDatabaseError } from '../db/errors';
import type { Database } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import type { HeavyPool } from '../heavy/pool';
import type { PickedRun } from '../heavy/timing-jobs';
import { assertRoomForRecords } from './account-limits';
import { assertOwnCar } from './cars';
import { alreadyImported, importedOrigin, importedValues } from './run-import';
import { resolveRunSetups } from './run-setups';
import { insertRun } from './runs';

type RunImportBatch = z.output<typeof runImportBatchSchema>;
type Skipped = RunImportBatchResult['skipped'][number];
interface Ready {
  /** The pick's place in the request, and its race and driver numbers in the file. */
  at: number;
  race: number;
  driver: number;
  picked: PickedRun;
  values: RunCreate;
}

/**
 * POST /api/runs/import/batch (issue 29): the racer's driver in every race of a file, each as a run
 * on the car with the same details. The file is read once in the heavy pool's worker; a pick that
 * cannot be a run (no laps, a number the file has no race for) or was imported before is listed in
 * `skipped` with its reason, and the others import.
 *
 * One owner transaction for all the picks: the car and setups are checked once, the account's room
 * for the whole batch is counted once (409 before anything is written), and a failure writes
 * nothing, so a retry never finds half a night imported.
 */
export async function importRuns(
  db: Db,
  heavy: HeavyPool,
  userId: number,
  input: RunImportBatch,
  limits: AccountLimits,
  gone?: AbortSignal | null,
): Promise<RunImportBatchResult> {
  const { text, picks, ...details } = input;
  const outcomes = await heavy.pickRuns(text, picks, gone);
  const unreadable: Array<Skipped & { at: number }> = [];
  const ready: Ready[] = [];
  outcomes.forEach((outcome, at) => {
    if (!outcome.ok)
      unreadable.push({ at, race: outcome.race, driver: outcome.driver, message: outcome.message });
    // A missing track is the request's fault (400): refused before anything is written.
    else {
      const { race, driver } = picks[at] as { race: number; driver: number };
      ready.push({ at, race, driver, picked: outcome.run, values: importedValues(details, outcome.run) });
    }
  });
  const write = () => ownerTransaction(db, userId, (trx) => writeBatch(trx, userId, details, ready, limits));
  let written: Awaited<ReturnType<typeof write>>;
  try {
    written = await write();
  } catch (error) {
    // The same laps imported by another request meanwhile (the unique index): once more, and those
    // are now found and skipped as imported.
    if (classifyDatabaseError(error) !== 'duplicate') throw error;
    written = await write();
  }
  const skipped = [...unreadable, ...written.skipped]
    .sort((a, b) => a.at - b.at)
    .map(({ at: _at, ...rest }) => rest);
  return { runs: written.runs, skipped };
}

async function writeBatch(
  trx: Transaction<Database>,
  userId: number,
  details: Omit<RunImportBatch, 'text' | 'picks'>,
  ready: readonly Ready[],
  limits: AccountLimits,
): Promise<{ runs: Run[]; skipped: Array<Skipped & { at: number }> }> {
  await assertOwnCar(trx, userId, details.rcCarId);
  const setups = await resolveRunSetups(trx, userId, details.rcCarId, details);
  const keys = [...new Set(ready.map((r) => r.picked.key))];
  const before =
    keys.length === 0
      ? []
      : await trx
          .selectFrom('runs')
          .select(['id', 'date', 'trackName', 'importKey'])
          .where('userId', '=', userId)
          .where('importKey', 'in', keys)
          .execute();
  const existing = new Map(before.map((row) => [row.importKey, row]));
  const skipped: Array<Skipped & { at: number }> = [];
  const fresh: Ready[] = [];
  const taken = new Set<string>();
  for (const item of ready) {
    const { key, driver, race } = item.picked;
    const pick = { at: item.at, race: item.race, driver: item.driver };
    const run = existing.get(key);
    if (run) skipped.push({ ...pick, message: alreadyImported(run, driver, race) });
    else if (taken.has(key))
      skipped.push({ ...pick, message: `${driver.name} in ${race.name} is picked twice: imported once` });
    else {
      taken.add(key);
      fresh.push(item);
    }
  }
  // The whole batch against the account's limit at once: all of it fits, or nothing is written.
  if (fresh.length > 0) await assertRoomForRecords(trx, userId, limits, 'runs', fresh.length);
  const runs: Run[] = [];
  for (const item of fresh)
    runs.push(
      await insertRun(trx, userId, item.values, { ...importedOrigin(item.picked), checked: setups }, limits),
    );
  return { runs, skipped };
}
