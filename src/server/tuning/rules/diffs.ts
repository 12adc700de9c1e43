import { diffChanges } from '../changes/diffs';
import type { RuleFamily } from '../types';

/**
 * Differentials. Front, centre and rear diffs exist only on 4WD cars; a 2WD car has one gearbox diff
 * (parameters-power.ts makes that a requirement, so no rule here can advise a part the car lacks).
 * The centre diff is the first tool for a 4WD car's behaviour on power, the front diff for entry.
 * Sources: XRAY XB8 set-up book, "Differentials" (thinner front diff: more steering entering and in the
 * corner, thicker: more stable; thicker centre diff: more drive to the front wheels, more on-power
 * steering and acceleration, the rear wheels no longer spin up alone; thinner centre diff: smoother,
 * easier on low grip and bumps); Tekno RC NB48 2.2 / EB48 2.2 manuals, "Diff tuning"; Team Associated
 * B6.4 manual, "Gear differential and slipper" (thicker for more forward drive on high grip, thinner
 * for more rotation and on loose tracks).
 */
const XRAY = 'XRAY XB8 set-up book: Differentials';
const TEKNO = 'Tekno NB48 2.2 manual: Diff tuning';
const B64 = 'Team Associated B6.4 manual: Gear differential and slipper';
/** Symptoms of a 4WD car on power: the centre diff's job. */
const SPIN = ['wheelspin', 'spin-up', 'rear-breaks-away'];

export const diffs: RuleFamily = {
  id: 'diffs',
  name: 'Differentials',
  sources: [XRAY, TEKNO, B64],
  changes: diffChanges,
  rules: [
    {
      id: 'fdiff-entry-push',
      change: 'frontDiffOil:thinner',
      when: { all: ['push'], any: ['entry', 'mid'] },
      weight: 3,
      reasoning:
        'A thinner front diff lets the front wheels turn at different speeds, the classic 4WD fix for a push into and through the corner.',
      source: XRAY,
    },
    {
      id: 'fdiff-entry-loose',
      change: 'frontDiffOil:thicker',
      when: { all: ['loose', 'entry'] },
      weight: 2,
      reasoning: 'A thicker front diff steadies the car as it turns in, so the rear stays behind it.',
      source: XRAY,
    },
    {
      id: 'fdiff-edgy',
      change: 'frontDiffOil:thicker',
      when: { any: ['edgy', 'twitchy'] },
      weight: 2,
      reasoning: 'A thicker front diff calms an aggressive front end.',
      source: XRAY,
    },
    {
      id: 'fdiff-low-grip-push',
      change: 'frontDiffOil:thinner',
      when: { all: ['grip:low', 'push'] },
      weight: 1,
      reasoning: 'On a loose track a freer front diff keeps the front wheels from fighting each other.',
      source: TEKNO,
    },
    {
      id: 'cdiff-push-power',
      change: 'centerDiffOil:thicker',
      when: { all: ['push', 'on-power'] },
      weight: 3,
      reasoning:
        'Thicker centre diff oil sends more drive to the front wheels, which pull the car round on power.',
      source: XRAY,
    },
    {
      id: 'cdiff-loose-power',
      change: 'centerDiffOil:thicker',
      when: { all: ['loose', 'on-power'], none: ['grip:low'] },
      weight: 3,
      reasoning:
        'A thicker centre diff shares the drive with the front wheels, so the rear no longer spins up and steps out on its own.',
      source: XRAY,
    },
    {
      id: 'cdiff-spin',
      change: 'centerDiffOil:thicker',
      when: { any: SPIN, none: ['grip:low'] },
      weight: 3,
      reasoning:
        'With grip to use, a thicker centre diff keeps all four wheels driving: harder acceleration, less wheelspin at the rear.',
      source: TEKNO,
    },
    {
      id: 'cdiff-low-grip-power',
      change: 'centerDiffOil:thinner',
      when: { all: ['grip:low'], any: ['on-power', ...SPIN], none: ['push'] },
      weight: 3,
      reasoning:
        'On a loose track a thinner centre diff smooths the power delivery, so the tyres can find grip instead of spinning.',
      source: XRAY,
    },
    {
      id: 'cdiff-low-grip',
      change: 'centerDiffOil:thinner',
      when: { all: ['grip:low'] },
      weight: 2,
      reasoning: 'A thinner centre diff makes a 4WD car smoother and easier to drive on a loose track.',
      source: XRAY,
    },
    {
      id: 'cdiff-high-grip',
      change: 'centerDiffOil:thicker',
      when: { all: ['grip:high'], any: ['on-power', 'spin-up', 'pull-flat', 'gear-accel'] },
      weight: 1,
      reasoning: 'A grippy track can take the extra drive a thicker centre diff gives.',
      source: XRAY,
    },
    {
      id: 'cdiff-pull-flat',
      change: 'centerDiffOil:thicker',
      when: { all: ['pull-flat'], none: ['grip:low'] },
      weight: 1,
      reasoning: 'A thicker centre diff puts more of the drive through the front wheels for a harder launch.',
      source: TEKNO,
    },
    {
      id: 'cdiff-rough',
      change: 'centerDiffOil:thinner',
      when: { all: ['bumps:rough', 'on-power'], none: ['push'] },
      weight: 1,
      reasoning: 'A thinner centre diff makes the car calmer on power over rough ground.',
      source: TEKNO,
    },
    {
      id: 'rdiff-traction',
      change: 'rearDiffOil:thicker',
      when: { any: ['wheelspin', 'rear-breaks-away'] },
      weight: 2,
      reasoning: 'A thicker rear diff keeps both rear wheels driving, for more forward traction on power.',
      source: XRAY,
    },
    {
      id: 'rdiff-mid-loose',
      change: 'rearDiffOil:thicker',
      when: { all: ['loose', 'mid'] },
      weight: 1,
      reasoning: 'A thicker rear diff steadies the rear through the corner.',
      source: XRAY,
    },
    {
      id: 'rdiff-mid-push',
      change: 'rearDiffOil:thinner',
      when: { all: ['push'], any: ['mid', 'exit'] },
      weight: 1,
      reasoning: 'A thinner rear diff lets the rear rotate: more steering mid-corner and on power.',
      source: XRAY,
    },
    {
      id: 'gdiff-high-grip-spin',
      change: 'diffOil:thicker',
      when: { all: ['on-power'], any: ['wheelspin', 'slow-corners'], none: ['grip:low'] },
      weight: 2,
      reasoning:
        'On grip, a 2WD car spins its inside rear wheel out of tight corners; a thicker diff keeps both driving.',
      source: B64,
    },
    {
      id: 'gdiff-spin-slow',
      change: 'diffOil:thicker',
      when: { all: ['spin-up', 'from-slow'], none: ['grip:low'] },
      weight: 2,
      reasoning: 'Out of tight corners on grip, a thicker diff stops the inside rear wheel spinning up.',
      source: B64,
    },
    {
      id: 'gdiff-low-grip',
      change: 'diffOil:thinner',
      when: { all: ['grip:low'], none: ['wheelspin', 'spin-up'] },
      weight: 1,
      reasoning: 'On loose tracks a freer gearbox diff smooths the power and lets the car rotate.',
      source: B64,
    },
    {
      id: 'gdiff-push',
      change: 'diffOil:thinner',
      when: { all: ['push'], any: ['entry', 'mid'] },
      weight: 1,
      reasoning: 'A thinner gearbox diff helps the rear rotate into the corner.',
      source: B64,
    },
  ],
};
