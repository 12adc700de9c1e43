/**
 * The car kinds a sheet group or field belongs to, shared by the catalogue's group files
 * (setup-fields.ts checks each against FieldCondition, and decides visibility with fitsCar).
 */
export const ELECTRIC = { power: 'electric' } as const;
export const NITRO = { power: 'nitro' } as const;
export const TWO_WD = { drivetrain: '2WD' } as const;
export const FOUR_WD = { drivetrain: '4WD' } as const;
/** 1:8 buggies and truggies: engine and tank (or ESC and packs) sit across the car. */
export const EIGHTH_SCALE = { scale: '1:8' } as const;
