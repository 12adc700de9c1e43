/** Setups made through the API for the end-to-end specs (the context's session cookie signs each call). */
import type { APIRequestContext } from '@playwright/test';
import {
  ESC_GROUPS,
  groupsForCar,
  SETUP_SHEET_GROUPS,
  type SetupGroup,
} from '../../../src/shared/constants/setup-fields';
import { expect, registerViaApi } from './fixtures';
import { addCarViaApi } from './fleet-api';

async function addSetupViaApi(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export const addSheetViaApi = (request: APIRequestContext, data: Record<string, unknown>) =>
  addSetupViaApi(request, '/api/setup-sheets', data);

export const addEscViaApi = (request: APIRequestContext, data: Record<string, unknown>) =>
  addSetupViaApi(request, '/api/esc-setups', data);

/** A new racer, signed in on `request`, with a Tekno RC EB48 2.2 and one setup sheet on it. */
export async function racerWithSheet(request: APIRequestContext, sheet: Record<string, unknown>) {
  await registerViaApi(request);
  const car = await addCarViaApi(request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  return { car, sheet: await addSheetViaApi(request, { rcCarId: car, ...sheet }) };
}

/** Every field that fits an electric 4WD filled with its example value: a full sheet, as a racer's best is. */
const ELECTRIC_4WD = { scale: null, vehicleClass: null, power: 'electric', drivetrain: '4WD' } as const;
const examples = (groups: readonly SetupGroup[]) =>
  Object.fromEntries(
    groupsForCar(groups, ELECTRIC_4WD).flatMap((g) => g.fields.map((f) => [f.key, f.example])),
  );

/**
 * A new racer with an electric 4WD buggy, an ESC setup installed on it and a full setup sheet that runs
 * with it, every field filled; one run logged on the sheet (best 38.100, top-5 average 38.300).
 */
export async function racerWithFullSheet(request: APIRequestContext) {
  await registerViaApi(request);
  const car = await addCarViaApi(request, {
    manufacturer: 'Tekno RC',
    model: 'EB48 2.2',
    drivetrain: '4WD',
    power: 'electric',
  });
  const esc = await addEscViaApi(request, {
    name: 'Club, mild punch',
    escMake: 'Hobbywing',
    escModel: 'XR8 Pro G2S',
    rcCarId: car,
    isCurrentlyInstalled: true,
    ...examples(ESC_GROUPS),
  });
  const sheet = await addSheetViaApi(request, {
    name: 'Silverdale club final',
    rcCarId: car,
    escSetupId: esc,
    trackName: 'Silverdale Raceway',
    trackSurface: 'Clay',
    trackConditions: 'Dry, blue groove by the final',
    driverName: 'Pit lane racer',
    notes: 'Rear end loose on the jump exit in heat 2: went 0.5 mm up on the rear ride height.\nTyres worn.',
    ...examples(SETUP_SHEET_GROUPS),
  });
  const laps = [38_100, 38_200, 38_300, 38_400, 38_500, 39_000].map((timeMs, i) => ({
    lapNo: i + 1,
    timeMs,
  }));
  const run = await request.post('/api/runs', {
    data: { rcCarId: car, setupSheetId: sheet, date: '2026-06-14', trackName: 'Silverdale Raceway', laps },
  });
  expect(run.status(), await run.text()).toBe(201);
  return { car, esc, sheet };
}
