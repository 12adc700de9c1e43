import type { z } from 'zod';
import type { AccountLimits } from '../../shared/constants/account-limits';
import { SESSION_OF_KIND } from '../../shared/race-session';
import type { Run, RunCreate } from '../../shared/schemas/run';
import type { ImportPreview, runImportSchema } from '../../shared/schemas/run-import';
import type { ParsedDriver, ParsedRace } from '../../shared/timing/types';
import type { Db } from '../db';
import { classifyDatabaseError } from '../db/errors';
import { ownerTransaction } from '../db/transaction';
import { AppError } from '../errors';
import type { HeavyPool } from '../heavy/pool';
import type { PickedRun } from '../heavy/timing-jobs';
import { insertRun, type RunOrigin } from './runs';

export type RunImport = z.output<typeof runImportSchema>;

/**
 * POST /api/runs/import/preview: every race and driver, the racer's own driver suggested. The
 * file is read in the heavy pool's worker (a crafted result can be slow to parse, issue 28).
 */
export async function previewImport(
  db: Db,
  heavy: HeavyPool,
  userId: number,
  text: string,
  gone?: AbortSignal | null,
): Promise<ImportPreview> {
  const [user, transponders] = await Promise.all([
    db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('transponders').select('number').where('userId', '=', userId).execute(),
  ]);
  const me = {
    transponders: transponders.map((t) => t.number),
    firstName: user?.firstName,
    lastName: user?.lastName,
  };
  return heavy.previewTiming(text, me, gone);
}

/** The message a pick already imported gets: names the run it is, so the racer can open it. */
export function alreadyImported(
  existing: { id: number; date: string; trackName: string },
  driver: Pick<ParsedDriver, 'name'>,
  race: Pick<ParsedRace, 'name'>,
): string {
  return `${driver.name} in ${race.name} is already imported: your run #${existing.id} of ${existing.date} at ${existing.trackName}`;
}

async function refuseDuplicate(
  db: Db,
  userId: number,
  key: string,
  driver: ParsedDriver,
  race: Pick<ParsedRace, 'name'>,
) {
  const existing = await db
    .selectFrom('runs')
    .select(['id', 'date', 'trackName'])
    .where('userId', '=', userId)
    .where('importKey', '=', key)
    .executeTakeFirst();
  if (existing) throw new AppError(409, alreadyImported(existing, driver, race), 'already_imported');
}

const today = () => new Date().toISOString().slice(0, 10);

type ImportDetails = Omit<RunImport, 'text' | 'race' | 'driver'>;

/**
 * A picked driver's run: the racer's own choices first (session, round, date, track), the file's
 * where they made none. The track is the racer's: the file's event is never taken for it (issue 29).
 */
export function importedValues(input: ImportDetails, picked: PickedRun): RunCreate {
  const { result, race, driver, identity } = picked;
  const trackName = input.trackName ?? result.track;
  if (!trackName)
    throw new AppError(400, 'Track is required', 'invalid_input', {}, [
      { path: ['trackName'], message: 'Track is required' },
    ]);
  return {
    ...input,
    session: input.session ?? (identity.kind ? SESSION_OF_KIND[identity.kind] : 'practice'),
    date: input.date ?? result.date ?? today(),
    trackName: trackName.slice(0, 100),
    eventName: input.eventName ?? result.event?.slice(0, 100) ?? null,
    round: input.round ?? race.round?.slice(0, 40) ?? null,
    laps: driver.laps,
    startSegment: race.startSegment === true,
  };
}

/** The run's origin: the file's official figures, its identity, the race it was and its field. */
export const importedOrigin = (picked: PickedRun): RunOrigin => ({
  source: 'import',
  official: picked.driver.official ?? null,
  importKey: picked.key,
  race: picked.identity,
  field: picked.field,
});

/** POST /api/runs/import: one driver of one race as a run (`source: import`), with the sheet's figures. */
export async function importRun(
  db: Db,
  heavy: HeavyPool,
  userId: number,
  input: RunImport,
  limits: AccountLimits,
  gone?: AbortSignal | null,
): Promise<Run> {
  // Parsed, and the one driver picked out, in the heavy pool's worker: their laps and their race's
  // field come back, not the file.
  const picked = await heavy.pickRun(input.text, input.race, input.driver, gone);
  const { text: _text, race: _race, driver: _driver, ...details } = input;
  const values = importedValues(details, picked);
  const { driver, race, key } = picked;
  try {
    return await ownerTransaction(db, userId, async (trx) => {
      await refuseDuplicate(trx, userId, key, driver, race);
      return insertRun(trx, userId, values, importedOrigin(picked), limits);
    });
  } catch (error) {
    // Two imports of the same laps at once: the unique index refuses the second.
    if (classifyDatabaseError(error) === 'duplicate') await refuseDuplicate(db, userId, key, driver, race);
    throw error;
  }
}
