import { modelsFor, VEHICLE_CATALOGUE } from '../vehicle-catalogue';

/**
 * Kit facts: sheet fields a kit has no part for, so its sheet does not ask for them (setup-fields.ts
 * `groupsForCar` hides them; a field that already holds a value stays). Kept apart from the part
 * catalogues, which only the editor and the wizard load: this list is small enough for every page.
 */
export type KitLack = 'slipper';

/**
 * A 1:8 electric buggy or truggy (EB48, ET48, MBX8 Eco, 8IGHT-XE, MP9e…) has no slipper clutch: the
 * motor's pinion drives the spur on the centre differential, which takes the shocks a slipper takes on
 * a 1:10 car. Every such model of the vehicle catalogue, by name.
 */
const NO_SLIPPER: ReadonlySet<string> = new Set(
  Object.entries(VEHICLE_CATALOGUE).flatMap(([maker, models]) =>
    models.filter((m) => m.scale === '1:8' && m.power === 'electric').map((m) => `${maker}\n${m.name}`),
  ),
);

/**
 * The catalogue model a racer's model names: the model itself or the longest catalogue name it starts
 * with ('EB48 2.2 Team' is an EB48 2.2, 'MBX8 Eco Special' an MBX8 Eco, not an MBX8).
 */
export function catalogueModelName(manufacturer: string, model: string): string | undefined {
  const typed = model.trim().toLowerCase();
  if (!typed) return undefined;
  return modelsFor(manufacturer.trim())
    .filter((name) => typed === name.toLowerCase() || typed.startsWith(`${name.toLowerCase()} `))
    .sort((a, b) => b.length - a.length)[0];
}

/** What the car's kit lacks, as a VehicleFacts extra: `{ lacks: ['slipper'] }`, or nothing at all. */
export function kitLacks(manufacturer: string, model: string): { lacks?: readonly KitLack[] } {
  const name = catalogueModelName(manufacturer, model);
  return name && NO_SLIPPER.has(`${manufacturer.trim()}\n${name}`) ? { lacks: ['slipper'] } : {};
}
