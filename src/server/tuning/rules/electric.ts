import { electricChanges } from '../changes/electric';
import type { RuleFamily } from '../types';

/**
 * ESC, gearing and weight for electric cars (ESC advice is only ever given to electric cars).
 * Sources: Hobbywing XR8 Pro G2 / XR10 Pro G2 user manuals, "Punch", "Boost timing", "Turbo timing",
 * "Drag brake" and "Brake force"; Tekno RC EB48 2.2 manual, "Gearing and motor temperature" (gear down when
 * the motor runs hotter than about 80 °C / 176 °F); Team Associated B6.4 manual, "Battery position".
 */
export const electric: RuleFamily = {
  id: 'electric',
  name: 'ESC, gearing and weight (electric)',
  sources: [
    'Hobbywing XR8 / XR10 Pro G2 manuals',
    'Tekno RC EB48 2.2 manual: gearing',
    'Team Associated B6.4 manual: Battery position',
  ],
  changes: electricChanges,
  rules: [
    {
      id: 'esc-wheelspin',
      change: 'punchControl:decrease',
      when: { any: ['wheelspin', 'punchy'] },
      weight: 3,
      reasoning:
        'Lower punch softens the first part of the throttle, so the tyres can hook up instead of spinning.',
    },
    {
      id: 'esc-wheelie',
      change: 'punchControl:decrease',
      when: { all: ['wheelie'] },
      weight: 2,
      reasoning: 'Wheelies come from too sudden a hit of power: less punch keeps the front down.',
    },
    {
      id: 'esc-low-grip',
      change: 'punchControl:decrease',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'On a loose track a gentler throttle puts the power down better.',
    },
    {
      id: 'esc-sluggish',
      change: 'punchControl:increase',
      when: { all: ['sluggish'], none: ['motor-hot', 'wheelspin'] },
      weight: 2,
      reasoning: 'More punch makes the car leave corners harder when the track can take it.',
    },
    {
      id: 'esc-top-cool-boost',
      change: 'boostTiming:increase',
      when: { all: ['slow-top'], any: ['motor-cool', 'motor-ok'] },
      weight: 2,
      reasoning: 'With temperature to spare, more boost gives more RPM and top speed.',
    },
    {
      id: 'esc-top-cool-pinion',
      change: 'gearing:increase:electric',
      when: { all: ['slow-top', 'motor-cool'] },
      weight: 2,
      reasoning: 'A cool motor can pull a bigger pinion for more top speed.',
    },
    {
      id: 'esc-top-turbo',
      change: 'turbo:increase',
      when: { all: ['slow-top', 'motor-ok'] },
      weight: 1,
      reasoning: 'Turbo adds speed only at full throttle on the straight.',
    },
    {
      id: 'esc-hot-pinion',
      change: 'gearing:decrease:electric',
      when: { all: ['motor-hot'] },
      weight: 3,
      reasoning: 'A motor over 80 °C is over-geared: a smaller pinion lowers the load and the heat.',
    },
    {
      id: 'esc-hot-boost',
      change: 'boostTiming:decrease',
      when: { all: ['motor-hot'] },
      weight: 2,
      reasoning: 'Boost timing is the biggest source of motor heat after gearing.',
    },
    {
      id: 'esc-hot-turbo',
      change: 'turbo:decrease',
      when: { all: ['motor-hot'] },
      weight: 1,
      reasoning: 'Less turbo lowers the peak heat on the straight.',
    },
    {
      id: 'esc-brake-lock-initial',
      change: 'initialBrakeForce:decrease',
      when: { all: ['brake-lock'] },
      weight: 2,
      reasoning: 'A gentler initial brake stops the rear locking the moment you brake.',
    },
    {
      id: 'esc-brake-lock-max',
      change: 'maxBrakeForce:decrease',
      when: { all: ['brake-lock'] },
      weight: 2,
      reasoning: 'Less maximum brake keeps the wheels turning under hard braking.',
    },
    {
      id: 'esc-brake-weak',
      change: 'maxBrakeForce:increase',
      when: { all: ['brake-weak'] },
      weight: 2,
      reasoning: 'More maximum brake stops the car shorter into corners.',
    },
    {
      id: 'esc-coast-free',
      change: 'dragBrake:increase',
      when: { any: ['coast-free', 'nose-up'] },
      weight: 2,
      reasoning:
        'Drag brake moves weight onto the front off the throttle, for turn-in, and pitches the nose down in the air.',
    },
    {
      id: 'esc-entry-push',
      change: 'dragBrake:increase',
      when: { all: ['push', 'entry'] },
      weight: 1,
      reasoning: 'A touch more drag brake loads the front as you lift, helping the car turn in.',
    },
    {
      id: 'esc-coast-grabby',
      change: 'dragBrake:decrease',
      when: { any: ['coast-grabby', 'brake-lock'] },
      weight: 2,
      reasoning: 'Less drag brake lets the car roll into the corner without the rear getting light.',
    },
    {
      id: 'esc-entry-loose',
      change: 'dragBrake:decrease',
      when: { all: ['loose', 'entry'] },
      weight: 1,
      reasoning: 'Too much drag brake unloads the rear as you lift; less of it calms the entry.',
    },
    {
      id: 'battery-traction',
      change: 'batteryPosition:back',
      when: { all: ['drive:2wd'], any: ['wheelspin', 'rear-breaks-away'] },
      weight: 2,
      reasoning: 'On a 2WD car moving the battery back puts weight over the driven wheels.',
    },
  ],
};
