import { createHash } from 'node:crypto';
import { type FieldDriver, lapsSchema, type RaceIdentity } from '../../shared/schemas/run';
import type { ImportPreview } from '../../shared/schemas/run-import';
import { parseTimingText } from '../../shared/timing';
import { type Importer, previewResult } from '../../shared/timing/preview';
import type { ParsedDriver, ParsedRace, ParsedResult } from '../../shared/timing/types';
import { AppError, badRequest } from '../errors';
import { raceFieldOf, raceIdentityOf } from './race-field';

/**
 * The result-file work of services/run-import.ts that a crafted file can make slow: parsing, the
 * preview, picking one driver's laps. Pure (no database), run in a worker of the heavy pool.
 */

function parseOrRefuse(text: string): { result: ParsedResult; label: string } {
  const parsed = parseTimingText(text);
  if (!parsed.ok) throw badRequest(parsed.message, 'unreadable_result');
  return parsed;
}

/** POST /api/runs/import/preview's answer: every race and driver, the racer's own driver suggested. */
export function previewTiming(text: string, me: Importer): ImportPreview {
  const { result, label } = parseOrRefuse(text);
  return previewResult(result, label, me);
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

function pick(result: ParsedResult, raceIndex: number, driverIndex: number) {
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

/**
 * One driver of one race, as POST /api/runs/import needs it: their laps, the race it was and its
 * field (at most 60 drivers' laps); the rest of the file stays behind.
 */
export interface PickedRun {
  result: Omit<ParsedResult, 'races' | 'unread'>;
  race: Omit<ParsedRace, 'drivers'>;
  driver: ParsedDriver;
  key: string;
  identity: RaceIdentity;
  field: FieldDriver[];
}

/** Also a followed race's driver as a run (services/arrival-runs.ts), without a file to parse. */
export function picked(result: ParsedResult, raceIndex: number, driverIndex: number): PickedRun {
  const { race, driver } = pick(result, raceIndex, driverIndex);
  const { races: _races, unread: _unread, ...meta } = result;
  const { drivers: _drivers, ...raceMeta } = race;
  return {
    result: meta,
    race: raceMeta,
    driver,
    key: importKey(result, race, driver),
    identity: raceIdentityOf(result, race, driverIndex),
    field: raceFieldOf(race, driverIndex),
  };
}

export function pickRun(text: string, raceIndex: number, driverIndex: number): PickedRun {
  return picked(parseOrRefuse(text).result, raceIndex, driverIndex);
}

/** A pick of a batch: the run to import, or why it cannot be one (the others import all the same). */
export type PickOutcome =
  | { ok: true; run: PickedRun }
  | { ok: false; race: number; driver: number; message: string };

/**
 * POST /api/runs/import/batch: the file read once for all its picks (at most 50, each bringing back
 * one race's field), a pick that cannot be a run said in words instead of refusing the others.
 */
export function pickRuns(text: string, picks: readonly { race: number; driver: number }[]): PickOutcome[] {
  const { result } = parseOrRefuse(text);
  return picks.map(({ race, driver }) => {
    try {
      return { ok: true, run: picked(result, race, driver) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { ok: false, race, driver, message: error.message };
    }
  });
}
