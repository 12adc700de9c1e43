import type { KitCatalogue } from './types';

/**
 * Kyosho: the MP10.
 * No part is listed yet: none of its springs, pistons, sway bars or oils could be checked against the
 * maker's published parts list, and a guessed rate is worse than none (docs/decisions/
 * setups-and-history.md, issue 32 "kits"). The kit is known, so the sheet's kit facts apply to it.
 */
export const KYOSHO_KITS: readonly KitCatalogue[] = [
  { manufacturer: 'Kyosho', kit: 'MP10', models: ['MP10'], sets: [] },
];
