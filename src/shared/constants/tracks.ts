/** Track lists of SPEC §3. */
export const TRACK_SURFACES = [
  'Clay',
  'Carpet',
  'Astroturf',
  'Dirt',
  'Concrete',
  'Blue Groove',
  'Treated',
  'OTHER',
] as const;
/** The surface whose treatment (sugar water, VHT, …) is asked for. */
export const TREATED_SURFACE = 'Treated';
export const ESC_SURFACES = [
  'Clay',
  'Carpet',
  'Astroturf',
  'Dirt',
  'Concrete',
  'Blue Groove',
  'Treated',
  'Other',
] as const;
export const GRIP_CONDITIONS = ['High Grip', 'Medium Grip', 'Low Grip', 'Wet', 'Dusty', 'Bumpy'] as const;
export const TRACK_CONDITION_PRESETS = [
  'Dry/Dusty',
  'Damp/Tacky',
  'Wet/Muddy',
  'Abrasive/High Grip',
  'Slippery/Low Grip',
  'Freshly Watered',
  'Blown Out/Rutted',
  'Smooth/Freshly Prepped',
  'OTHER',
] as const;
export const OTHER_CONDITIONS = 'OTHER';
