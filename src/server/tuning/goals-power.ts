import type { TuningGoalDef } from './types';

/** Goals about the power source: the ESC, the nitro engine and clutch, gearing. */
export const POWER_GOALS: readonly TuningGoalDef[] = [
  {
    id: 'esc-power',
    name: 'ESC power delivery and braking',
    description: 'Electric cars: launch, top speed, motor temperature, brakes and drag brake.',
    powertrain: 'electric',
    implies: ['power:electric'],
    questionIds: ['esc-launch', 'esc-speed', 'esc-temp', 'esc-brake', 'esc-coast'],
  },
  {
    id: 'nitro-engine',
    name: 'Nitro engine and clutch',
    description: 'Nitro cars: throttle response, engine temperature, clutch and clutch bell.',
    powertrain: 'nitro',
    implies: ['power:nitro'],
    questionIds: ['nitro-bottom', 'nitro-temp', 'nitro-clutch', 'nitro-top'],
  },
];
