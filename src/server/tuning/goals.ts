import { CHASSIS_GOALS } from './goals-chassis';
import { POWER_GOALS } from './goals-power';
import type { TuningGoalDef } from './types';

/** Every goal, in the order step 1 lists them. */
export const GOALS: readonly TuningGoalDef[] = [...CHASSIS_GOALS, ...POWER_GOALS];
