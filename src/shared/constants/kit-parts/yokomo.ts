import type { KitCatalogue } from './types';

/**
 * Yokomo: the YZ-2 (DTM3 and CAL3).
 * No part is listed yet: none of its springs, pistons, sway bars or oils could be checked against the
 * maker's published parts list, and a guessed rate is worse than none (docs/decisions/
 * setups-and-history.md, issue 32 "kits"). The kit is known, so the sheet's kit facts apply to it.
 */
export const YOKOMO_KITS: readonly KitCatalogue[] = [
  { manufacturer: 'Yokomo', kit: 'YZ-2', models: ['YZ-2 DTM3', 'YZ-2 CAL3'], sets: [] },
];
