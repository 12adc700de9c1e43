import { electricChanges } from '../changes/electric';
import type { RuleFamily } from '../types';

/**
 * Timing, motor, cut-off and battery position for electric cars (every ESC parameter requires
 * `power:electric`). Sources: Hobbywing XR10 Pro user manual, "Boost and turbo timing" (more timing:
 * more RPM and heat) and "Cut-off voltage"; Tekno RC EB48 2.2 manual, "Gearing and motor temperature"
 * (over about 80 °C / 176 °F the motor is over-geared or over-timed); Reedy brushless motor instructions,
 * "Timing"; Team Associated B6.4 manual, "Battery position".
 */
const TIMING = 'Hobbywing XR10 Pro manual: Boost and turbo timing';
const CUTOFF = 'Hobbywing XR10 Pro manual: Programmable items, Cut-off voltage';
const TEKNO = 'Tekno EB48 2.2 manual: Gearing and motor temperature';
const ENDBELL = 'Reedy brushless motor instructions: Timing';
const B64 = 'Team Associated B6.4 manual: Battery position';
const TOP_WITH_MARGIN = { all: ['slow-top'], any: ['motor-cool', 'motor-ok'] };
const TOP_COOL = { all: ['slow-top', 'motor-cool'] };
const HOT = { all: ['motor-hot'] };
/** The run falls short because the pack empties or fades (not an early cut-off). */
const RUN_SHORT = { all: ['short-run'], none: ['cutoff-early'] };

export const electric: RuleFamily = {
  id: 'electric',
  name: 'Timing, motor and battery (electric)',
  sources: [TIMING, TEKNO, ENDBELL, CUTOFF, B64],
  changes: electricChanges,
  rules: [
    {
      id: 'boost-top',
      change: 'boostTiming:increase',
      when: TOP_WITH_MARGIN,
      weight: 2,
      reasoning: 'With temperature to spare, more boost gives more RPM and top speed.',
      source: TIMING,
    },
    {
      id: 'turbo-top',
      change: 'turbo:increase',
      when: TOP_WITH_MARGIN,
      weight: 1,
      reasoning: 'Turbo adds speed only at full throttle on the straight.',
      source: TIMING,
    },
    {
      id: 'motor-timing-top',
      change: 'motorTiming:increase',
      when: TOP_COOL,
      weight: 1,
      reasoning: 'A cool motor can take more timing for more RPM.',
      source: TIMING,
    },
    {
      id: 'advance-top',
      change: 'timingAdvance:increase',
      when: TOP_COOL,
      weight: 1,
      reasoning: 'More timing advance adds RPM while the motor has temperature to spare.',
      source: TIMING,
    },
    {
      id: 'endbell-top',
      change: 'endbellTiming:increase',
      when: TOP_COOL,
      weight: 1,
      reasoning: 'More endbell timing gives more RPM; check the temperature after the run.',
      source: ENDBELL,
    },
    {
      id: 'max-rpm-top',
      change: 'maxRpm:increase',
      when: TOP_WITH_MARGIN,
      weight: 1,
      reasoning:
        'If the ESC limits the RPM, the car cannot reach its top speed: raise the limit where the class allows.',
      source: TIMING,
    },
    {
      id: 'kv-top',
      change: 'motorKv:increase',
      when: TOP_COOL,
      weight: 0.5,
      reasoning: 'A faster wind is the next step once gearing and timing are used up.',
      source: TEKNO,
    },
    {
      id: 'boost-hot',
      change: 'boostTiming:decrease',
      when: HOT,
      weight: 2,
      reasoning: 'Boost timing is the biggest source of motor heat after gearing.',
      source: TIMING,
    },
    {
      id: 'turbo-hot',
      change: 'turbo:decrease',
      when: HOT,
      weight: 1,
      reasoning: 'Less turbo lowers the peak heat on the straight.',
      source: TIMING,
    },
    {
      id: 'motor-timing-hot',
      change: 'motorTiming:decrease',
      when: HOT,
      weight: 1,
      reasoning: 'Less motor timing lowers the current and the heat.',
      source: TIMING,
    },
    {
      id: 'advance-hot',
      change: 'timingAdvance:decrease',
      when: HOT,
      weight: 1,
      reasoning: 'Less timing advance runs the motor cooler.',
      source: TIMING,
    },
    {
      id: 'endbell-hot',
      change: 'endbellTiming:decrease',
      when: HOT,
      weight: 1,
      reasoning:
        'Less endbell timing runs the motor cooler, above all where the ESC adds no timing (blinky).',
      source: ENDBELL,
    },
    {
      id: 'kv-hot-run',
      change: 'motorKv:decrease',
      when: { all: ['motor-hot'], any: ['run-empty', 'run-fade'] },
      weight: 1,
      reasoning: 'A hot motor that also empties the pack early is too fast a wind for the track.',
      source: TEKNO,
    },
    {
      id: 'boost-run',
      change: 'boostTiming:decrease',
      when: RUN_SHORT,
      weight: 2,
      reasoning: 'Boost draws current all the way round the lap: less of it makes the pack last.',
      source: TIMING,
    },
    {
      id: 'turbo-run',
      change: 'turbo:decrease',
      when: RUN_SHORT,
      weight: 1,
      reasoning: 'Less turbo saves current on every straight.',
      source: TIMING,
    },
    {
      id: 'cutoff-early',
      change: 'cutoffVoltage:decrease',
      when: { all: ['cutoff-early'] },
      weight: 3,
      reasoning:
        'If the ESC cuts the power while the pack still has charge, the cut-off is set too high for the pack: lower it a step, never below 3.2 V per cell.',
      source: CUTOFF,
    },
    {
      id: 'battery-traction',
      change: 'batteryPosition:back',
      when: { all: ['drive:2wd'], any: ['wheelspin', 'rear-breaks-away', 'spin-up'] },
      weight: 2,
      reasoning: 'On a 2WD car moving the battery back puts weight over the driven wheels.',
      source: B64,
    },
  ],
};
