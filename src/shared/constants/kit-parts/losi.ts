import type { KitCatalogue } from './types';

/**
 * Team Losi Racing: the 22 5.0 (DC and AC).
 * No part is listed yet: none of its springs, pistons, sway bars or oils could be checked against the
 * maker's published parts list, and a guessed rate is worse than none (docs/decisions/
 * setups-and-history.md, issue 32 "kits"). The kit is known, so the sheet's kit facts apply to it.
 */
export const LOSI_KITS: readonly KitCatalogue[] = [
  { manufacturer: 'Team Losi Racing', kit: '22 5.0', models: ['22 5.0 DC', '22 5.0 AC'], sets: [] },
];
