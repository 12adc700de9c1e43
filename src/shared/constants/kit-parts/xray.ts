import type { KitCatalogue, PartSet, PartSource } from './types';

/**
 * XRAY: the XB2, XB4 and XB8, every year the vehicle catalogue names. XRAY sells its silicone oils
 * by viscosity (cSt) and lists them in each kit's manual and on its parts pages. Left out until checked
 * against those lists (docs/decisions/setups-and-history.md, issue 32 "kits"): springs (XRAY rates
 * them by its own C= figure, per year), pistons, anti-roll bars, and oils outside the ranges below.
 */
const OILS: PartSource = {
  document: 'XRAY parts list: XRAY premium silicone oils (shock and differential)',
  url: 'https://www.teamxray.com/',
};

const SHOCK_OILS: PartSet = {
  kind: 'shockOil',
  fields: ['frontShockOil', 'rearShockOil'],
  complete: false,
  parts: Array.from({ length: 15 }, (_, i) => ({ cSt: 100 + i * 50, source: OILS })),
};

const diffOils = (fields: PartSet['fields']): PartSet => ({
  kind: 'diffOil',
  fields,
  complete: false,
  parts: [1000, 2000, 3000, 5000, 7000, 10000, 15000, 20000, 30000].map((cSt) => ({ cSt, source: OILS })),
});

/** "XB8 '20" to "XB8 '25", as the vehicle catalogue names them. */
const years = (name: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${name} '${String(from + i).padStart(2, '0')}`);

const FOUR_WD_DIFFS = ['frontDiffOil', 'centerDiffOil', 'rearDiffOil'] as const;

export const XRAY_KITS: readonly KitCatalogue[] = [
  {
    manufacturer: 'XRAY',
    kit: 'XB2',
    models: years('XB2', 20, 25),
    sets: [SHOCK_OILS, diffOils(['diffOil'])],
  },
  {
    manufacturer: 'XRAY',
    kit: 'XB4',
    models: years('XB4', 20, 25),
    sets: [SHOCK_OILS, diffOils(FOUR_WD_DIFFS)],
  },
  {
    manufacturer: 'XRAY',
    kit: 'XB8',
    models: years('XB8', 20, 25),
    sets: [SHOCK_OILS, diffOils(FOUR_WD_DIFFS)],
  },
];
