import type { KitCatalogue } from './types';

/**
 * Tekno RC: the EB48 and NB48 (2.0 to 2.2). Tekno names its springs by wire, coils and rate.
 * No part is listed yet: none of its springs, pistons, sway bars or oils could be checked against the
 * maker's published parts list, and a guessed rate is worse than none (docs/decisions/
 * setups-and-history.md, issue 32 "kits"). The kit is known, so the sheet's kit facts apply to it.
 */
export const TEKNO_KITS: readonly KitCatalogue[] = [
  { manufacturer: 'Tekno RC', kit: 'EB48', models: ['EB48 2.0', 'EB48 2.1', 'EB48 2.2'], sets: [] },
  { manufacturer: 'Tekno RC', kit: 'NB48', models: ['NB48 2.0', 'NB48 2.1', 'NB48 2.2'], sets: [] },
];
