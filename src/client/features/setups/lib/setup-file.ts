import type { Car } from '../../../../shared/schemas/car';
import {
  SETUP_FILE_APP,
  SETUP_FILE_EXTENSION,
  SETUP_FILE_VERSION,
  type SetupFile,
  type SetupFileCar,
  setupFileSetupSchemas,
} from '../../../../shared/schemas/setup-file';
import type { SetupKindName } from '../../../../shared/setup-content';
import type { SetupRecord } from '../../../lib/resources/setups';
import { carName } from './setup-display';

/** The car beside the setup in its file: how the reader knows it, and what preselects theirs. */
export const fileCarOf = (car: Car): SetupFileCar => ({
  name: carName(car),
  make: car.manufacturer,
  model: car.model,
  class: car.vehicleClass,
});

/**
 * A stored setup as its `.rcsetup.json`: the fields its kind's file holds (blanks left out), the
 * car it runs on if any. Built from the file schema's own field list, so the two cannot drift.
 */
export function setupFileOf<K extends SetupKindName>(
  kind: K,
  setup: SetupRecord,
  car: Car | undefined,
  now = new Date(),
): SetupFile<K> {
  const stored = setup as unknown as Record<string, unknown>;
  const fields = Object.keys(setupFileSetupSchemas[kind].shape);
  const values = Object.fromEntries(
    fields.flatMap((key) => (stored[key] == null ? [] : [[key, stored[key]]])),
  );
  return {
    app: SETUP_FILE_APP,
    kind,
    schemaVersion: SETUP_FILE_VERSION,
    exportedAt: now.toISOString(),
    setup: values,
    ...(car ? { car: fileCarOf(car) } : {}),
  } as SetupFile<K>;
}

/** "Club race.rcsetup.json": the setup's name with the characters file systems refuse replaced. */
export function setupFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').trim();
  return `${safe || 'setup'}${SETUP_FILE_EXTENSION}`;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The racer's car that matches the file's by make and model, if one does. */
export function matchingCar(cars: readonly Car[], fileCar: SetupFileCar | undefined): Car | undefined {
  if (!fileCar) return undefined;
  return cars.find((car) => sameText(car.manufacturer, fileCar.make) && sameText(car.model, fileCar.model));
}
