import type { Scenario } from './run';

/** Differentials, gearing, ESC and nitro engine scenarios, from the manufacturers' manuals. */
export const POWER_SCENARIOS: Scenario[] = [];
