import { ASSOCIATED_KITS } from './associated';
import { catalogueModelName } from './kit-facts';
import { KYOSHO_KITS } from './kyosho';
import { LOSI_KITS } from './losi';
import { MUGEN_KITS } from './mugen';
import { partLabel } from './parts';
import { TEKNO_KITS } from './tekno';
import type { KitCatalogue, PartSet } from './types';
import { XRAY_KITS } from './xray';
import { YOKOMO_KITS } from './yokomo';

export { findPart, partLabel, shortLabel, stiffness } from './parts';
export type { KitCatalogue, KitPart, PartKind, PartSet, PartSource } from './types';

/** Every kit with a part catalogue, one file per maker. */
export const KIT_CATALOGUES: readonly KitCatalogue[] = [
  ...ASSOCIATED_KITS,
  ...XRAY_KITS,
  ...TEKNO_KITS,
  ...MUGEN_KITS,
  ...YOKOMO_KITS,
  ...LOSI_KITS,
  ...KYOSHO_KITS,
];

/** The kit of a car by its maker and model as the racer saved them ('XB8 '24', 'EB48 2.2 Team'). */
export function kitFor(manufacturer: string, model: string): KitCatalogue | null {
  const name = catalogueModelName(manufacturer, model);
  if (!name) return null;
  const maker = manufacturer.trim();
  return KIT_CATALOGUES.find((k) => k.manufacturer === maker && k.models.includes(name)) ?? null;
}

/** The kit's part set for a sheet field (frontSpring, centerDiffOil…), if it has one. */
export function partSetFor(kit: KitCatalogue | null, field: string): PartSet | undefined {
  return kit?.sets.find((s) => (s.fields as readonly string[]).includes(field));
}

/** The sheet's choices per field: the labels of the kit's parts, softest first. */
export function partChoices(kit: KitCatalogue | null): Readonly<Record<string, readonly string[]>> {
  const choices: Record<string, string[]> = {};
  for (const set of kit?.sets ?? [])
    for (const field of set.fields) choices[field] = set.parts.map((p) => partLabel(set, p));
  return choices;
}
