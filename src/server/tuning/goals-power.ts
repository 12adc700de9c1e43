import type { TuningGoalDef } from './types';

/**
 * Goals about the power source: the ESC, the nitro engine and clutch, gearing, launch and run time.
 * ESC goals are for electric cars, engine goals for nitro ones; launch, gearing and run time serve
 * both (their rules advise only the parts the car has). Question ids live in questions-power.ts and
 * questions-nitro.ts (and the shared grip question in questions.ts).
 */
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
    id: 'throttle-feel',
    name: 'Throttle feel',
    description: 'Electric cars: a throttle that is twitchy just off neutral, hits too hard or feels flat.',
    powertrain: 'electric',
    implies: ['power:electric'],
    questionIds: ['throttle-feel', 'throttle-neutral', 'track-grip', 'esc-temp'],
  },
  {
    id: 'brakes',
    name: 'Brakes and coasting',
    description: 'Electric cars: grabby, vague or locking brakes, and how the car rolls off the throttle.',
    powertrain: 'electric',
    implies: ['power:electric'],
    questionIds: ['brake-feel', 'esc-brake', 'esc-coast', 'track-grip'],
  },
  {
    id: 'launch',
    name: 'Launch and drive out of corners',
    description:
      'Wheelspin, or a flat pull-away, from a standstill and out of the corners, on loose or grippy tracks.',
    powertrain: null,
    implies: [],
    questionIds: ['pull-away', 'pull-where', 'track-grip'],
  },
  {
    id: 'gearing',
    name: 'Gearing: acceleration or top speed',
    description: 'Trade acceleration for top speed with the pinion or clutch bell, within the temperature.',
    powertrain: null,
    implies: [],
    questionIds: ['gear-need', 'gear-revs', 'power-temp', 'track-layout'],
  },
  {
    id: 'run-time',
    name: 'Longer run time',
    description: 'The battery or the tank does not last the race, or the power fades at the end.',
    powertrain: null,
    implies: ['short-run'],
    questionIds: ['run-short', 'power-temp', 'track-layout'],
  },
  {
    id: 'nitro-engine',
    name: 'Nitro engine and clutch',
    description: 'Nitro cars: throttle response, engine temperature, clutch and clutch bell.',
    powertrain: 'nitro',
    implies: ['power:nitro'],
    questionIds: ['nitro-bottom', 'nitro-temp', 'nitro-clutch', 'nitro-top'],
  },
  {
    id: 'nitro-idle',
    name: 'Idle, stalling and glow plugs',
    description: 'Nitro cars: stalls on the brakes, an idle that is too fast or uneven, plugs that fail.',
    powertrain: 'nitro',
    implies: ['power:nitro'],
    questionIds: ['idle-behaviour', 'plug-life', 'nitro-temp', 'air-temp'],
  },
];
