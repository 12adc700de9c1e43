import {
  findPart,
  type KitCatalogue,
  type PartSet,
  partLabel,
  partSetFor,
  shortLabel,
} from '../../shared/constants/kit-parts';
import { SETUP_SHEET_FIELDS } from '../../shared/constants/setup-fields';
import type { VehicleScale } from '../../shared/constants/vehicles';
import type { Direction } from '../../shared/schemas/tuning';
import type { Stepper } from './parameters';
import { stepValue } from './personalise';

/**
 * One step of a recommendation as the racer reads it. When the installed value is a part of the car's
 * kit (constants/kit-parts/), the step is the next part of that range in the direction advised, named:
 * "Front spring Gray 3.60 → Blue 3.30 lb/in"; at the end of the range it says so. Otherwise it is
 * personalise.ts's stepped number.
 */
export interface Step {
  /** What to write into the field, or null when it cannot be worked out. */
  newValue: string | null;
  /** What the wizard shows as the suggestion, or null to fall back on the change's own words. */
  suggested: string | null;
}

const UP: ReadonlySet<Direction> = new Set(['increase', 'thicker', 'stiffer', 'raise']);
const LABELS = new Map(SETUP_SHEET_FIELDS.map((f) => [f.key as string, f.label]));

const isOil = (set: PartSet) => set.kind === 'shockOil' || set.kind === 'diffOil';

function endOfRange(kit: KitCatalogue, set: PartSet, field: string, current: string, up: boolean): string {
  const most = isOil(set) ? (up ? 'thickest' : 'thinnest') : up ? 'stiffest' : 'softest';
  const more = isOil(set) ? (up ? 'thicker' : 'thinner') : up ? 'stiffer' : 'softer';
  const what = (LABELS.get(field) ?? field).toLowerCase();
  return set.complete
    ? `${current} is already the ${most} ${what} ${kit.manufacturer} sells for the ${kit.kit}: there is no ${more} one to fit`
    : `${current} is the ${most} ${what} in this app's list for the ${kit.kit}: look in ${kit.manufacturer}'s parts list for a ${more} one`;
}

export function stepSetting(
  stepper: Stepper,
  direction: Direction,
  value: string,
  parameter: string,
  scale: VehicleScale | null,
  kit: KitCatalogue | null = null,
): Step {
  const stepped = stepValue(stepper, direction, value, parameter, scale);
  const plain = { newValue: stepped, suggested: stepped };
  const set = partSetFor(kit, parameter);
  const index = set ? findPart(set, value) : -1;
  // A range the app knows only in part never hides a finer step the number can take (an oil weight
  // between two listed ones); a colour-named spring has no number to step, so the list is all there is.
  if (!kit || !set || index < 0 || (!set.complete && stepped !== null)) return plain;
  const up = UP.has(direction);
  const current = set.parts[index];
  const next = set.parts[index + (up ? 1 : -1)];
  if (!current) return plain;
  if (!next)
    return { newValue: null, suggested: endOfRange(kit, set, parameter, partLabel(set, current), up) };
  const to = partLabel(set, next);
  return {
    newValue: to,
    suggested: `${LABELS.get(parameter) ?? parameter} ${shortLabel(set, current)} → ${to}`,
  };
}
