import type { KitCatalogue } from './types';

/**
 * Mugen Seiki: the MBX8 (and MBX8R).
 * No part is listed yet: none of its springs, pistons, sway bars or oils could be checked against the
 * maker's published parts list, and a guessed rate is worse than none (docs/decisions/
 * setups-and-history.md, issue 32 "kits"). The kit is known, so the sheet's kit facts apply to it.
 */
export const MUGEN_KITS: readonly KitCatalogue[] = [
  { manufacturer: 'Mugen Seiki', kit: 'MBX8', models: ['MBX8', 'MBX8R'], sets: [] },
];
