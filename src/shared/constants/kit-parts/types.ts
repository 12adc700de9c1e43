import type { SetupSheetTuningKey } from '../setup-fields';

/**
 * A kit's part catalogue (issue 32): the springs, pistons, sway bars and oils its maker sells for it,
 * each read from the maker's own manual or parts list. A racer picks them on the sheet, and the wizard
 * names the next one in the direction it advises ("Gray 3.60 → Blue 3.30 lb/in").
 */

/** Where a value was read: the maker's manual or parts list (and page), never a shop or a forum. */
export interface PartSource {
  document: string;
  url?: string;
}

interface PartBase {
  /** The maker's part number, where known. */
  partNumber?: string;
  source: PartSource;
}

export interface SpringPart extends PartBase {
  /** As the maker names it: 'Gray', 'Blue'. */
  colour: string;
  rate: number;
  unit: 'lb/in' | 'gf/mm';
}

/** An oil as sold: by weight (AE, TLR), by viscosity (XRAY), or both on one bottle. */
export interface OilPart extends PartBase {
  wt?: number;
  cSt?: number;
}

export interface SwayBarPart extends PartBase {
  /** Wire diameter, mm. */
  diameter: number;
}

export interface PistonPart extends PartBase {
  holes: number;
  /** Hole diameter, mm. */
  hole: number;
}

interface Parts {
  spring: SpringPart;
  shockOil: OilPart;
  diffOil: OilPart;
  swayBar: SwayBarPart;
  piston: PistonPart;
}

export type PartKind = keyof Parts;
export type KitPart = Parts[PartKind];

/**
 * One range of parts that fit the same sheet fields, softest (or thinnest) first. `complete` says the
 * list holds every part of the range the maker sells: only then may the wizard say "the softest the
 * maker sells"; otherwise it says the app's list ends there.
 */
export type PartSet = {
  [K in PartKind]: {
    kind: K;
    fields: readonly SetupSheetTuningKey[];
    parts: readonly Parts[K][];
    complete: boolean;
  };
}[PartKind];

export interface KitCatalogue {
  /** As in the vehicle catalogue (constants/vehicle-catalogue.ts). */
  manufacturer: string;
  /** How a racer names the kit: 'B6.4', 'XB8'. */
  kit: string;
  /** The catalogue models it covers, by their exact names. */
  models: readonly string[];
  sets: readonly PartSet[];
}
