import { escThrottleChanges } from '../changes/esc-throttle';
import type { RuleFamily } from '../types';

/**
 * How the ESC delivers the throttle (electric cars only: every parameter requires `power:electric`).
 * Sources: Hobbywing XR8 Pro / XR10 Pro user manuals, "Programmable items": punch (how fast the power
 * builds: lower for low grip, higher for high grip), start mode (how hard the car pulls away from a
 * standstill), neutral range (a wider range makes the first part of the throttle less reactive),
 * drive frequency (higher is smoother and more linear, lower gives more low-speed punch) and
 * freewheeling (a more linear throttle, less heat).
 */
const PUNCH = 'Hobbywing XR8 Pro manual: Programmable items, Punch';
const START = 'Hobbywing XR10 Pro manual: Programmable items, Start mode';
const NEUTRAL = 'Hobbywing XR10 Pro manual: Programmable items, Neutral range';
const FREQUENCY = 'Hobbywing XR10 Pro manual: Programmable items, Drive frequency';
const FREEWHEEL = 'Hobbywing XR10 Pro manual: Programmable items, Freewheeling';

export const escThrottle: RuleFamily = {
  id: 'esc-throttle',
  name: 'ESC throttle (electric)',
  sources: [PUNCH, START, NEUTRAL, FREQUENCY],
  changes: escThrottleChanges,
  rules: [
    {
      id: 'neutral-twitchy',
      change: 'neutralRange:increase',
      when: { all: ['throttle-twitchy'] },
      weight: 3,
      reasoning:
        'A throttle that jumps just off neutral reacts to the smallest trigger movement: a wider neutral range makes the first part of the throttle smoother.',
      source: NEUTRAL,
    },
    {
      id: 'neutral-creep',
      change: 'neutralRange:increase',
      when: { all: ['neutral-creep'] },
      weight: 3,
      reasoning:
        'If the car creeps or drags around neutral, widen the neutral range (after recalibrating the throttle).',
      source: NEUTRAL,
    },
    {
      id: 'neutral-dead',
      change: 'neutralRange:decrease',
      when: { all: ['neutral-dead'] },
      weight: 3,
      reasoning: 'A dead spot at the start of the trigger is a neutral range set too wide: narrow it.',
      source: NEUTRAL,
    },
    {
      id: 'punch-twitchy',
      change: 'punchControl:decrease',
      when: { all: ['throttle-twitchy'] },
      weight: 1.5,
      reasoning: 'Less punch lets the power build more gently as you squeeze the trigger.',
      source: PUNCH,
    },
    {
      id: 'frequency-twitchy',
      change: 'runningFrequency:increase',
      when: { all: ['throttle-twitchy'] },
      weight: 1,
      reasoning: 'A higher drive frequency makes part throttle smoother and more linear.',
      source: FREQUENCY,
    },
    {
      id: 'startup-twitchy',
      change: 'startupForce:decrease',
      when: { all: ['throttle-twitchy'] },
      weight: 1,
      reasoning: 'Less start-up force stops the car jumping at the first touch of the trigger.',
      source: START,
    },
    {
      id: 'punch-wheelspin',
      change: 'punchControl:decrease',
      when: { any: ['wheelspin', 'punchy'] },
      weight: 3,
      reasoning:
        'Lower punch softens the first part of the throttle, so the tyres can hook up instead of spinning.',
      source: PUNCH,
    },
    {
      id: 'punch-wheelie',
      change: 'punchControl:decrease',
      when: { all: ['wheelie'] },
      weight: 2,
      reasoning: 'Wheelies come from too sudden a hit of power: less punch keeps the front down.',
      source: PUNCH,
    },
    {
      id: 'punch-low-grip',
      change: 'punchControl:decrease',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'On a loose track a gentler throttle puts the power down better.',
      source: PUNCH,
    },
    {
      id: 'punch-spin-slow',
      change: 'punchControl:decrease',
      when: { all: ['spin-up', 'from-slow'] },
      weight: 1.5,
      reasoning: 'Less punch also softens the pull out of slow corners.',
      source: PUNCH,
    },
    {
      id: 'start-spin-slow',
      change: 'startMode:decrease',
      when: { all: ['spin-up', 'from-slow'] },
      weight: 3,
      reasoning:
        'Wheelspin from a standstill and out of hairpins: a softer start mode lets the tyres hook up before the power comes in.',
      source: START,
    },
    {
      id: 'start-low-grip',
      change: 'startMode:decrease',
      when: { all: ['grip:low'], any: ['spin-up', 'punchy', 'wheelspin'] },
      weight: 1,
      reasoning: 'On a loose track the softer start modes put the power down better.',
      source: START,
    },
    {
      id: 'punch-sluggish',
      change: 'punchControl:increase',
      when: { any: ['sluggish', 'pull-flat'], none: ['wheelspin', 'punchy', 'spin-up'] },
      weight: 2,
      reasoning: 'More punch makes the car leave corners harder when the track can take it.',
      source: PUNCH,
    },
    {
      id: 'punch-high-grip',
      change: 'punchControl:increase',
      when: { all: ['grip:high'], any: ['sluggish', 'pull-flat'] },
      weight: 1,
      reasoning: 'A high-grip track takes more punch without wheelspin.',
      source: PUNCH,
    },
    {
      id: 'start-flat',
      change: 'startMode:increase',
      when: { all: ['pull-flat', 'from-slow'], none: ['grip:low'] },
      weight: 1.5,
      reasoning: 'A more aggressive start mode pulls harder from a standstill and out of hairpins.',
      source: START,
    },
    {
      id: 'startup-sluggish',
      change: 'startupForce:increase',
      when: { any: ['sluggish', 'pull-flat'], none: ['grip:low'] },
      weight: 1,
      reasoning: 'More start-up force makes the car answer the first part of the trigger sooner.',
      source: START,
    },
    {
      id: 'frequency-sluggish',
      change: 'runningFrequency:decrease',
      when: { all: ['sluggish'], none: ['grip:low'] },
      weight: 1,
      reasoning: 'A lower drive frequency gives a stronger punch at low and part throttle.',
      source: FREQUENCY,
    },
    {
      id: 'frequency-low-grip',
      change: 'runningFrequency:increase',
      when: { all: ['grip:low'], any: ['punchy', 'spin-up', 'wheelspin'] },
      weight: 1,
      reasoning: 'A higher drive frequency makes the throttle smoother and easier to meter on a loose track.',
      source: FREQUENCY,
    },
    {
      id: 'freewheel-hot',
      change: 'activeFreewheeling:increase',
      when: { any: ['motor-hot', 'run-fade'] },
      weight: 1,
      reasoning: 'Active freewheeling makes the ESC and motor run cooler and more efficiently.',
      source: FREEWHEEL,
    },
  ],
};
