import { diffChanges } from '../changes/diffs';
import type { RuleFamily } from '../types';

/**
 * Differentials. Front, centre and rear diffs exist only on 4WD cars; a 2WD car has one gearbox diff
 * (parameters.ts makes that a requirement, so no rule here can advise a part the car lacks).
 * Sources: XRAY XB8 set-up book, "Differentials" (thinner front diff: more steering entering and in the
 * corner; thicker centre diff: more drive to the front wheels, more on-power steering and acceleration;
 * thinner centre diff: more drive to the rear, easier on low grip); Tekno RC NB48 2.2 / EB48 2.2
 * manuals, "Diff tuning"; Team Associated B6.4 manual, "Gear differential".
 */
export const diffs: RuleFamily = {
  id: 'diffs',
  name: 'Differentials',
  sources: [
    'XRAY XB8 set-up book: Differentials',
    'Tekno RC NB48 2.2 / EB48 2.2 manual: Diff tuning',
    'Team Associated B6.4 manual: Gear differential',
  ],
  changes: diffChanges,
  rules: [
    {
      id: 'fdiff-entry-push',
      change: 'frontDiffOil:thinner',
      when: { all: ['push'], any: ['entry', 'mid'] },
      weight: 3,
      reasoning:
        'A thinner front diff lets the front wheels turn at different speeds, the classic 4WD fix for a push into and through the corner.',
    },
    {
      id: 'fdiff-edgy',
      change: 'frontDiffOil:thicker',
      when: { any: ['edgy', 'twitchy'] },
      weight: 2,
      reasoning: 'A thicker front diff calms an aggressive front end.',
    },
    {
      id: 'fdiff-low-grip-push',
      change: 'frontDiffOil:thinner',
      when: { all: ['grip:low', 'push'] },
      weight: 1,
      reasoning: 'On a loose track a freer front diff keeps the front wheels from fighting each other.',
    },
    {
      id: 'cdiff-exit-push',
      change: 'centerDiffOil:thicker',
      when: { all: ['push', 'exit'] },
      weight: 3,
      reasoning:
        'Thicker centre diff oil sends more drive to the front wheels, which pull the car round on power.',
    },
    {
      id: 'cdiff-high-grip',
      change: 'centerDiffOil:thicker',
      when: { all: ['grip:high'], none: ['traction-roll'] },
      weight: 1,
      reasoning: 'Grippy tracks can use a thicker centre diff for harder acceleration.',
    },
    {
      id: 'cdiff-low-grip',
      change: 'centerDiffOil:thinner',
      when: { all: ['grip:low'] },
      weight: 2,
      reasoning:
        'A thinner centre diff smooths the power and moves drive to the rear, easier to drive on a loose track.',
    },
    {
      id: 'cdiff-rough',
      change: 'centerDiffOil:thinner',
      when: { all: ['bumps:rough'], none: ['push'] },
      weight: 1,
      reasoning: 'A thinner centre diff makes the car calmer on power over rough ground.',
    },
    {
      id: 'cdiff-twitchy-power',
      change: 'centerDiffOil:thinner',
      when: { all: ['loose', 'exit'], any: ['snap', 'twitchy'] },
      weight: 1,
      reasoning:
        'If the car gets nervous as the power comes in, a thinner centre diff makes the power delivery gentler.',
    },
    {
      id: 'rdiff-traction',
      change: 'rearDiffOil:thicker',
      when: { any: ['wheelspin', 'rear-breaks-away'] },
      weight: 2,
      reasoning: 'A thicker rear diff keeps both rear wheels driving, for more forward traction on power.',
    },
    {
      id: 'rdiff-mid-loose',
      change: 'rearDiffOil:thicker',
      when: { all: ['loose', 'mid'] },
      weight: 1,
      reasoning: 'A thicker rear diff steadies the rear through the corner.',
    },
    {
      id: 'rdiff-mid-push',
      change: 'rearDiffOil:thinner',
      when: { all: ['push'], any: ['mid', 'exit'] },
      weight: 1,
      reasoning: 'A thinner rear diff lets the rear rotate: more steering mid-corner and on power.',
    },
    {
      id: 'gdiff-high-grip-spin',
      change: 'diffOil:thicker',
      when: { all: ['on-power'], any: ['wheelspin', 'slow-corners'], none: ['grip:low'] },
      weight: 2,
      reasoning:
        'On grip, a 2WD car spins its inside rear wheel out of tight corners; a thicker diff keeps both driving.',
    },
    {
      id: 'gdiff-low-grip',
      change: 'diffOil:thinner',
      when: { all: ['grip:low'], none: ['wheelspin'] },
      weight: 1,
      reasoning: 'On loose tracks a freer gearbox diff smooths the power and lets the car rotate.',
    },
    {
      id: 'gdiff-push',
      change: 'diffOil:thinner',
      when: { all: ['push'], any: ['entry', 'mid'] },
      weight: 1,
      reasoning: 'A thinner gearbox diff helps the rear rotate into the corner.',
    },
  ],
};
