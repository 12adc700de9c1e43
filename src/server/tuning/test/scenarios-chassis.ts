import type { Scenario } from './run';

/** Handling scenarios (steering, stability, traction, jumps, bumps, roll), from the chassis books. */
export const CHASSIS_SCENARIOS: Scenario[] = [];
