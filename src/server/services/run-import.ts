import type { z } from 'zod';
import type { AccountLimits } from '../../shared/constants/account-limits';
import type { ImportPreview, Run, RunCreate, runImportSchema } from '../../shared/schemas/run';
import { sessionOfRace } from '../../shared/timing/session';
import type { ParsedDriver, ParsedRace } from '../../shared/timing/types';
import type { Db } from '../db';
import { classifyDatabaseError } from '../db/errors';
import { ownerTransaction } from '../db/transaction';
import { AppError } from '../errors';
import type { HeavyPool } from '../heavy/pool';
import { insertRun } from './runs';

type RunImport = z.output<typeof runImportSchema>;

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
  if (existing)
    throw new AppError(
      409,
      `${driver.name} in ${race.name} is already imported: your run #${existing.id} of ${existing.date} at ${existing.trackName}`,
      'already_imported',
    );
}

const today = () => new Date().toISOString().slice(0, 10);

/** POST /api/runs/import: one driver of one race as a run (`source: import`), with the sheet's figures. */
export async function importRun(
  db: Db,
  heavy: HeavyPool,
  userId: number,
  input: RunImport,
  limits: AccountLimits,
  gone?: AbortSignal | null,
): Promise<Run> {
  // Parsed, and the one driver picked out, in the heavy pool's worker: only their laps come back.
  const { result, race, driver, key } = await heavy.pickRun(input.text, input.race, input.driver, gone);
  const trackName = input.trackName ?? result.track ?? result.event;
  if (!trackName)
    throw new AppError(400, 'Track is required', 'invalid_input', {}, [
      { path: ['trackName'], message: 'Track is required' },
    ]);
  const { text, race: _race, driver: _driver, ...details } = input;
  const values: RunCreate = {
    ...details,
    session: input.session ?? sessionOfRace(race.name, race.round) ?? 'practice',
    date: input.date ?? result.date ?? today(),
    trackName: trackName.slice(0, 100),
    eventName: input.eventName ?? result.event?.slice(0, 100) ?? null,
    round: input.round ?? race.round?.slice(0, 40) ?? null,
    laps: driver.laps,
  };
  try {
    return await ownerTransaction(db, userId, async (trx) => {
      await refuseDuplicate(trx, userId, key, driver, race);
      return insertRun(
        trx,
        userId,
        values,
        {
          source: 'import',
          official: driver.official ?? null,
          importKey: key,
        },
        limits,
      );
    });
  } catch (error) {
    // Two imports of the same laps at once: the unique index refuses the second.
    if (classifyDatabaseError(error) === 'duplicate') await refuseDuplicate(db, userId, key, driver, race);
    throw error;
  }
}
