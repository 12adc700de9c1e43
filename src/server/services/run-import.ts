import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AccountLimits } from '../../shared/constants/account-limits';
import {
  type ImportPreview,
  lapsSchema,
  type Run,
  type RunCreate,
  type runImportSchema,
} from '../../shared/schemas/run';
import { parseTimingText } from '../../shared/timing';
import { previewResult } from '../../shared/timing/preview';
import { sessionOfRace } from '../../shared/timing/session';
import type { ParsedDriver, ParsedRace, ParsedResult } from '../../shared/timing/types';
import type { Db } from '../db';
import { classifyDatabaseError } from '../db/errors';
import { ownerTransaction } from '../db/transaction';
import { AppError, badRequest } from '../errors';
import { insertRun } from './runs';

type RunImport = z.output<typeof runImportSchema>;

function parseOrRefuse(text: string): { result: ParsedResult; label: string } {
  const parsed = parseTimingText(text);
  if (!parsed.ok) throw badRequest(parsed.message, 'unreadable_result');
  return parsed;
}

/** POST /api/runs/import/preview: every race and driver, the racer's own driver suggested. */
export async function previewImport(db: Db, userId: number, text: string): Promise<ImportPreview> {
  const { result, label } = parseOrRefuse(text);
  const [user, transponders] = await Promise.all([
    db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('transponders').select('number').where('userId', '=', userId).execute(),
  ]);
  return previewResult(result, label, {
    transponders: transponders.map((t) => t.number),
    firstName: user?.firstName,
    lastName: user?.lastName,
  });
}

/**
 * The identity of one driver's laps in one race of one result: a second import of it is refused.
 * The laps are part of it, so two practice sessions a file names alike stay two runs.
 */
function importKey(result: ParsedResult, race: ParsedRace, driver: ParsedDriver): string {
  const identity = [
    result.format,
    result.event ?? '',
    result.date ?? '',
    race.name,
    race.round ?? '',
    driver.name,
    driver.carNumber ?? '',
    driver.transponder ?? '',
    driver.laps.map((l) => l.timeMs).join(','),
  ];
  return createHash('sha256').update(JSON.stringify(identity)).digest('base64url');
}

function pick(
  result: ParsedResult,
  raceIndex: number,
  driverIndex: number,
): { race: ParsedRace; driver: ParsedDriver } {
  const race = result.races[raceIndex];
  if (!race) throw badRequest(`This result has ${result.races.length} race(s): choose one of them`);
  const driver = race.drivers[driverIndex];
  if (!driver) throw badRequest(`${race.name} has ${race.drivers.length} driver(s): choose one of them`);
  if (driver.laps.length === 0)
    throw badRequest(
      `${driver.name} has no lap times in ${race.name}. Import the saved results page (Ctrl+S in the browser), which holds every lap.`,
    );
  const laps = lapsSchema.safeParse(driver.laps);
  if (!laps.success)
    throw badRequest(`${driver.name}'s laps cannot be a run: ${laps.error.issues[0]?.message}`);
  return { race, driver };
}

async function refuseDuplicate(db: Db, userId: number, key: string, driver: ParsedDriver, race: ParsedRace) {
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
  userId: number,
  input: RunImport,
  limits: AccountLimits,
): Promise<Run> {
  const { result } = parseOrRefuse(input.text);
  const { race, driver } = pick(result, input.race, input.driver);
  const trackName = input.trackName ?? result.track ?? result.event;
  if (!trackName)
    throw new AppError(400, 'Track is required', 'invalid_input', {}, [
      { path: ['trackName'], message: 'Track is required' },
    ]);
  const key = importKey(result, race, driver);
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
