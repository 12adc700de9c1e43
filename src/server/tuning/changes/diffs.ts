import type { ChangeDef, DetailedInfoDef } from '../types';

/** Differential oil changes; rules and sources in ../rules/diffs.ts. */
const diff = (
  parameter: string,
  direction: 'thicker' | 'thinner',
  title: string,
  suggestion: string,
  effects: DetailedInfoDef['effects'],
  impact: ChangeDef['impact'] = 'High',
): ChangeDef => ({
  id: `${parameter}:${direction}`,
  parameter,
  direction,
  title,
  impact,
  difficulty: 'Advanced',
  suggestion,
  detailedInfo: {
    howToAdjust:
      'Take the diff out, drain it, clean the gears, refill with the new oil to just cover the cross pin, bleed the air out and check the seals before closing it.',
    effects,
    tips: [
      'Diff oil changes are big: go one step at a time.',
      'A leaking diff acts like a much thinner one: check the seals first.',
    ],
  },
});

export const diffChanges: readonly ChangeDef[] = [
  diff('frontDiffOil', 'thinner', 'Thinner front diff oil', 'One step thinner (e.g. 7000 → 5000 cSt)', {
    positive: ['More steering on entry and mid-corner: the front wheels can turn at different speeds'],
    negative: ['Less pull from the front on power; the inside front can spin up'],
  }),
  diff('frontDiffOil', 'thicker', 'Thicker front diff oil', 'One step thicker (e.g. 7000 → 10000 cSt)', {
    positive: ['A calmer front end; the front pulls the car out of corners on power'],
    negative: ['Less steering on entry and mid-corner'],
  }),
  diff('centerDiffOil', 'thicker', 'Thicker centre diff oil', 'One step thicker (e.g. 10000 → 15000 cSt)', {
    positive: ['More drive to the front: more on-power steering and acceleration on grippy tracks'],
    negative: ['Harder to drive on loose and bumpy tracks; the car can be twitchy on power'],
  }),
  diff('centerDiffOil', 'thinner', 'Thinner centre diff oil', 'One step thinner (e.g. 10000 → 7000 cSt)', {
    positive: ['Smoother, more rear-biased power: easier on loose and bumpy tracks'],
    negative: ['Less on-power steering; the rear wheels spin up more easily'],
  }),
  diff(
    'rearDiffOil',
    'thicker',
    'Thicker rear diff oil',
    'One step thicker (e.g. 3000 → 4000 cSt)',
    {
      positive: ['More forward traction and stability on power'],
      negative: ['Less steering, above all on power'],
    },
    'Medium',
  ),
  diff(
    'rearDiffOil',
    'thinner',
    'Thinner rear diff oil',
    'One step thinner (e.g. 3000 → 2000 cSt)',
    {
      positive: ['More steering mid-corner and on power; more rear side grip'],
      negative: ['The inside rear spins up more on power'],
    },
    'Medium',
  ),
  diff('diffOil', 'thicker', 'Thicker gearbox diff oil', 'One step thicker (e.g. 3000 → 4000 cSt)', {
    positive: [
      'The inside rear wheel stops spinning up: more forward drive out of tight corners on high grip',
    ],
    negative: ['Less rotation into and through corners'],
  }),
  diff('diffOil', 'thinner', 'Thinner gearbox diff oil', 'One step thinner (e.g. 3000 → 2000 cSt)', {
    positive: ['More rotation into corners; smoother power on loose tracks'],
    negative: ['The inside rear wheel spins up more on power on high grip'],
  }),
];
