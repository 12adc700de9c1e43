import type { ParameterDef } from './parameter-kinds';
import { CHASSIS_PARAMETERS } from './parameters-chassis';
import { POWER_PARAMETERS } from './parameters-power';

export type { ParameterDef, Stepper } from './parameter-kinds';

/**
 * Every parameter the rules may change. Keys that are setup-sheet fields (src/shared/constants/
 * setup-fields.ts) can be personalised from the installed sheet and applied to a copy of it; ESC keys
 * read the installed ESC setup; the rest are advice only. coverage.ts maps every field to one.
 */
export const PARAMETERS = { ...CHASSIS_PARAMETERS, ...POWER_PARAMETERS } as const satisfies Record<
  string,
  ParameterDef
>;

export type ParameterKey = keyof typeof PARAMETERS;

export function parameterDef(key: string): ParameterDef | undefined {
  return (PARAMETERS as Record<string, ParameterDef>)[key];
}
