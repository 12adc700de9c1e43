import {
  VEHICLE_CLASSES,
  VEHICLE_DRIVETRAINS,
  VEHICLE_POWERS,
  VEHICLE_SCALES,
} from '../../shared/constants/vehicles';
import type { VehicleFacts } from '../../shared/vehicle-class';
import type { Tag } from './types';

/** The tags a car's known facts raise (unknown facts raise none: the wizard stays neutral). */
export function vehicleTags(facts: VehicleFacts | null): Tag[] {
  if (!facts) return [];
  const tags: Tag[] = [];
  if (facts.scale) tags.push(`scale:${facts.scale}`);
  if (facts.drivetrain) tags.push(`drive:${facts.drivetrain.toLowerCase()}`);
  if (facts.power) tags.push(`power:${facts.power}`);
  if (facts.vehicleClass) tags.push(`class:${facts.vehicleClass.replace(' ', '-')}`);
  return tags;
}

const SURFACES: Readonly<Record<string, readonly Tag[]>> = {
  carpet: ['surface:carpet', 'grip:high', 'bumps:smooth'],
  astroturf: ['surface:carpet', 'grip:high', 'bumps:smooth'],
  clay: ['surface:clay'],
  'blue groove': ['surface:clay', 'grip:high'],
  treated: ['surface:treated', 'grip:high'],
  dirt: ['surface:dirt'],
  concrete: ['surface:concrete'],
};

// Keywords of SPEC §3's grip conditions and condition presets; the first match in each group wins.
const CONDITIONS: ReadonlyArray<readonly [RegExp, readonly Tag[]]> = [
  [/wet|mud/, ['grip:low', 'wet']],
  [/dust|dry/, ['grip:low', 'dusty']],
  [/low grip|slipp|loose/, ['grip:low']],
  [/high grip|abrasive|tacky|damp/, ['grip:high']],
  [/medium grip/, ['grip:medium']],
  [/blown|rutted|bump|rough/, ['bumps:rough']],
  [/smooth|prepped/, ['bumps:smooth']],
];

/** What the installed sheet says about the track (surface, then conditions, which are more specific). */
export function trackTags(surface: string | null | undefined, conditions: string | null | undefined): Tag[] {
  const tags: Tag[] = [...(SURFACES[(surface ?? '').trim().toLowerCase()] ?? [])];
  const text = (conditions ?? '').toLowerCase();
  const fromConditions: Tag[] = [];
  for (const [re, found] of CONDITIONS) if (re.test(text)) fromConditions.push(...found);
  return [...mergeTags([tags, firstPerGroup(fromConditions)])];
}

const groupOf = (tag: Tag) => (tag.includes(':') ? tag.slice(0, tag.indexOf(':')) : null);

function firstPerGroup(tags: readonly Tag[]): Tag[] {
  const seen = new Set<string>();
  return tags.filter((t) => {
    const g = groupOf(t);
    if (!g) return true;
    if (seen.has(g)) return false;
    seen.add(g);
    return true;
  });
}

/**
 * Unions tag layers, lowest precedence first. A tag of an exclusive group (`grip:`, `bumps:`, …)
 * replaces that group's tags from earlier layers, so what the racer answers beats what the sheet says.
 */
export function mergeTags(layers: ReadonlyArray<readonly Tag[]>): Set<Tag> {
  const result = new Set<Tag>();
  for (const layer of layers) {
    const groups = new Set(layer.map(groupOf).filter((g): g is string => g !== null));
    for (const tag of [...result]) {
      const g = groupOf(tag);
      if (g && groups.has(g)) result.delete(tag);
    }
    for (const tag of layer) result.add(tag);
  }
  return result;
}

/** The car's kind: what the car says, and what the racer answered where it says nothing. */
export function factsFromAnswers(base: VehicleFacts | null, raised: readonly Tag[]): VehicleFacts {
  const tags = new Set(raised);
  const pick = <T extends string>(group: string, values: readonly T[], key: (v: T) => string) =>
    values.find((v) => tags.has(`${group}:${key(v)}`)) ?? null;
  return {
    scale: base?.scale ?? pick('scale', VEHICLE_SCALES, (v) => v),
    drivetrain: base?.drivetrain ?? pick('drive', VEHICLE_DRIVETRAINS, (v) => v.toLowerCase()),
    power: base?.power ?? pick('power', VEHICLE_POWERS, (v) => v),
    vehicleClass: base?.vehicleClass ?? pick('class', VEHICLE_CLASSES, (v) => v.replace(' ', '-')),
  } satisfies VehicleFacts;
}

/**
 * Symptoms that one route says in two answers and another in one (issue 32, item 3): a rear that
 * snaps loose on power ("More stability": suddenly, out of the corner) is the rear that breaks away
 * on power ("More rear traction": it grips, then steps out). Deriving the shared tag lets both
 * routes reach the same rules, so the same complaint gets the same order.
 */
const DERIVED: ReadonlyArray<{ all: readonly Tag[]; none?: readonly Tag[]; add: Tag }> = [
  { all: ['snap', 'on-power'], add: 'rear-breaks-away' },
  // "Launch": the wheels spin up as the throttle opens out of a corner, the wheelspin on power of
  // "More rear traction". From a standstill it stays the start's own symptom (the ESC's start mode).
  { all: ['spin-up'], none: ['from-slow'], add: 'wheelspin' },
  { all: ['spin-up'], none: ['from-slow'], add: 'on-power' },
];

export function deriveTags<T extends Set<Tag>>(tags: T): T {
  for (const d of DERIVED)
    if (d.all.every((t) => tags.has(t)) && !d.none?.some((t) => tags.has(t))) tags.add(d.add);
  return tags;
}
