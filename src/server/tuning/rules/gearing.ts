import { gearingChanges } from '../changes/gearing';
import type { RuleFamily } from '../types';

/**
 * Gearing for acceleration or top speed, within the temperature the motor or engine allows, and the
 * 1:10 slipper. Sources: Tekno RC EB48 2.2 manual, "Gearing and motor temperature" (a smaller pinion:
 * more acceleration, a cooler motor and longer run time; gear up only while the motor stays under about
 * 80 °C / 176 °F); Team Associated RC8B4 manual, "Gearing" (a smaller clutch bell for tight tracks and
 * acceleration, a bigger one for long straights); Team Associated B6.4 manual, "Gear differential and
 * slipper" (a looser slipper on a loose track, tighter on grip).
 */
const TEKNO = 'Tekno EB48 2.2 manual: Gearing and motor temperature';
const RC8 = 'Team Associated RC8B4 manual: Gearing';
const B64 = 'Team Associated B6.4 manual: Gear differential and slipper';
const TRUGGY_E = 'Tekno ET48 2.2 manual: Gearing and motor temperature';
const TRUGGY_N = 'Tekno NT48 2.2 manual: Gearing';
const SC = 'Team Associated SC6.4 manual: Gearing';
const RUN_SHORT = ['run-empty', 'run-fade'];

export const gearing: RuleFamily = {
  id: 'gearing',
  name: 'Gearing and slipper',
  sources: [TEKNO, RC8, B64, TRUGGY_E, TRUGGY_N, SC],
  changes: gearingChanges,
  rules: [
    {
      id: 'pinion-accel',
      change: 'gearing:decrease:electric',
      when: { all: ['gear-accel'] },
      weight: 3,
      reasoning: 'A smaller pinion trades a little top speed for harder acceleration out of the corners.',
      source: TEKNO,
    },
    {
      id: 'pinion-hot',
      change: 'gearing:decrease:electric',
      when: { all: ['motor-hot'] },
      weight: 3,
      reasoning: 'A motor over 80 °C is over-geared: a smaller pinion lowers the load and the heat.',
      source: TEKNO,
    },
    {
      id: 'pinion-run',
      change: 'gearing:decrease:electric',
      when: { any: RUN_SHORT },
      weight: 3,
      reasoning: 'A smaller pinion draws less current all the way round the lap, so the pack lasts the race.',
      source: TEKNO,
    },
    {
      id: 'pinion-cant-rev',
      change: 'gearing:decrease:electric',
      when: { all: ['cant-rev'] },
      weight: 3,
      reasoning:
        'If the motor never reaches full speed on the longest straight, the gearing is too tall for the track.',
      source: TEKNO,
    },
    {
      id: 'pinion-top',
      change: 'gearing:increase:electric',
      when: { all: ['slow-top', 'motor-cool'], none: ['cant-rev'] },
      weight: 3,
      reasoning: 'A cool motor can pull a bigger pinion for more top speed.',
      source: TEKNO,
    },
    {
      id: 'pinion-top-warm',
      change: 'gearing:increase:electric',
      when: { all: ['slow-top', 'motor-ok'], none: ['cant-rev'] },
      weight: 1,
      reasoning: 'A bigger pinion adds top speed; the motor is warm, so check it after the next run.',
      source: TEKNO,
    },
    {
      id: 'pinion-revs-out',
      change: 'gearing:increase:electric',
      when: { all: ['revs-out'] },
      weight: 2,
      reasoning: 'If the motor reaches full speed early on the straight, it can pull a bigger pinion.',
      source: TEKNO,
    },
    {
      id: 'pinion-tight',
      change: 'gearing:decrease:electric',
      when: { all: ['layout:tight'], any: ['gear-accel', 'motor-hot', ...RUN_SHORT] },
      weight: 1,
      reasoning: 'A tight track with short straights never uses the top speed of tall gearing.',
      source: TEKNO,
    },
    {
      id: 'pinion-open',
      change: 'gearing:increase:electric',
      when: { all: ['layout:open'], any: ['slow-top', 'revs-out'] },
      weight: 1,
      reasoning: 'Long straights reward taller gearing.',
      source: TEKNO,
    },
    {
      id: 'pinion-truggy',
      change: 'gearing:decrease:electric',
      when: { all: ['class:truggy'], any: ['gear-accel', 'motor-hot', ...RUN_SHORT] },
      weight: 1,
      reasoning:
        "A truggy's weight and big tyres load the motor more than a buggy's: it wants the smaller pinion.",
      source: TRUGGY_E,
    },
    {
      id: 'pinion-short-course',
      change: 'gearing:decrease:electric',
      when: { all: ['class:short-course'], any: ['gear-accel', 'motor-hot', ...RUN_SHORT] },
      weight: 1,
      reasoning: 'A short course truck is heavy for its motor: gear it down before anything else heats up.',
      source: SC,
    },
    {
      id: 'bell-accel',
      change: 'gearing:decrease:nitro',
      when: { all: ['gear-accel'] },
      weight: 3,
      reasoning: 'A smaller clutch bell gives harder acceleration out of the corners and up the jumps.',
      source: RC8,
    },
    {
      id: 'bell-cant-rev',
      change: 'gearing:decrease:nitro',
      when: { all: ['cant-rev'] },
      weight: 3,
      reasoning: 'If the engine never reaches full revs, the gearing is too tall: a smaller clutch bell.',
      source: RC8,
    },
    {
      id: 'bell-hot',
      change: 'gearing:decrease:nitro',
      when: { all: ['engine-hot'] },
      weight: 1,
      reasoning:
        'Once the needle is safe, shorter gearing lowers the load, and the temperature, on a tight track.',
      source: RC8,
    },
    {
      id: 'bell-truggy',
      change: 'gearing:decrease:nitro',
      when: { all: ['class:truggy'], any: ['gear-accel', 'engine-hot'] },
      weight: 1,
      reasoning:
        "A truggy's weight and big tyres load the engine more: it runs a smaller clutch bell than a buggy.",
      source: TRUGGY_N,
    },
    {
      id: 'bell-top',
      change: 'gearing:increase:nitro',
      when: { all: ['slow-top'], none: ['cant-rev'] },
      weight: 3,
      reasoning: 'A bigger clutch bell gives more top speed on a track with long straights.',
      source: RC8,
    },
    {
      id: 'bell-revs-out',
      change: 'gearing:increase:nitro',
      when: { all: ['revs-out'] },
      weight: 2,
      reasoning: 'If the engine hits its limit early on the straight, it can pull a bigger clutch bell.',
      source: RC8,
    },
    {
      id: 'bell-tight',
      change: 'gearing:decrease:nitro',
      when: { all: ['layout:tight'], any: ['gear-accel', 'engine-hot'] },
      weight: 1,
      reasoning: 'A tight track never uses the top speed of a big clutch bell.',
      source: RC8,
    },
    {
      id: 'bell-open',
      change: 'gearing:increase:nitro',
      when: { all: ['layout:open'], any: ['slow-top', 'revs-out'] },
      weight: 1,
      reasoning: 'Long straights reward a bigger clutch bell.',
      source: RC8,
    },
    {
      id: 'slipper-low-grip',
      change: 'slipper:softer',
      when: { all: ['grip:low'], any: ['spin-up', 'wheelspin'] },
      weight: 1,
      reasoning: 'On a loose track a slipper that gives a little softens the hit of power.',
      source: B64,
    },
    {
      id: 'slipper-flat',
      change: 'slipper:stiffer',
      when: { all: ['pull-flat'], none: ['grip:low'] },
      weight: 1,
      reasoning: 'A slipper that slips too long feels like a flat motor: tighten it on a grippy track.',
      source: B64,
    },
  ],
};
