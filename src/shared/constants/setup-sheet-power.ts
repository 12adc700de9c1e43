import { ELECTRIC, FOUR_WD, NITRO, TWO_WD } from './setup-field-conditions';

/**
 * The setup sheet's drivetrain and power groups: diffs, motor and gearing, the nitro engine and clutch.
 * setup-fields.ts puts them in order with the chassis groups and checks their shape.
 */

export const DRIVETRAIN_GROUP = {
  id: 'drivetrain',
  title: 'Diffs and drivetrain',
  fields: [
    { key: 'diffOil', label: 'Diff oil (2WD gearbox)', example: '3000 cSt', when: TWO_WD },
    { key: 'frontDiffOil', label: 'Front diff oil', example: '7000 cSt', when: FOUR_WD },
    { key: 'centerDiffOil', label: 'Centre diff oil', example: '10000 cSt', when: FOUR_WD },
    { key: 'rearDiffOil', label: 'Rear diff oil', example: '3000 cSt', when: FOUR_WD },
    { key: 'slipper', label: 'Slipper', example: 'Pads 2, spring flush + 1 mm', when: ELECTRIC },
  ],
} as const;

export const ELECTRONICS_GROUP = {
  // Gearing keeps its free text ('46/13 (FDR 12.4)'); the structured parts sit beside it. The ESC
  // setup the sheet runs with is linked here too (escSetupId, not a text field: see sheet-kind.ts).
  id: 'electronics',
  title: 'Electronics and gearing',
  fields: [
    { key: 'motor', label: 'Motor', example: 'Trinity Revtech 17.5', max: 100, when: ELECTRIC },
    { key: 'motorKv', label: 'Motor kV or turns', example: '2250 kV or 17.5T', when: ELECTRIC },
    { key: 'endbellTiming', label: 'Motor timing (endbell)', example: '30°', when: ELECTRIC },
    { key: 'gearing', label: 'Gearing', example: '46/13 (FDR 12.4)' },
    { key: 'pinion', label: 'Pinion', example: '24', unit: 'T', input: 'integer', when: ELECTRIC },
    { key: 'spur', label: 'Spur', example: '81', unit: 'T', input: 'integer' },
    { key: 'internalRatio', label: 'Internal or diff ratio', example: '2.6', input: 'decimal' },
    { key: 'tyreDiameter', label: 'Tyre diameter', example: '83', unit: 'mm', input: 'decimal' },
  ],
} as const;

export const NITRO_GROUP = {
  id: 'nitro',
  title: 'Nitro engine and clutch',
  when: NITRO,
  fields: [
    { key: 'engine', label: 'Engine', example: 'OS Speed B21 Adam 2', max: 100 },
    { key: 'glowPlug', label: 'Glow plug', example: 'OS P3 Turbo' },
    { key: 'fuel', label: 'Fuel', example: '16', unit: '%', input: 'integer' },
    { key: 'highSpeedNeedle', label: 'High-speed needle', example: '3 turns out' },
    { key: 'lowSpeedNeedle', label: 'Low-speed needle', example: 'Flush, ¼ turn in' },
    { key: 'idle', label: 'Idle', example: 'Throttle gap 0.7 mm' },
    { key: 'clutchShoes', label: 'Clutch shoes', example: 'Alloy, 3 shoes' },
    { key: 'clutchSprings', label: 'Clutch springs', example: '1.1 mm (silver)' },
    { key: 'clutchGap', label: 'Clutch gap', example: '0.8 mm' },
    { key: 'clutchBell', label: 'Clutch bell', example: '13', unit: 'T', input: 'integer' },
  ],
} as const;
