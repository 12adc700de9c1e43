import type { ChangeDef } from '../types';

/** Front geometry changes (camber, toe, caster, kick-up); rules and sources in ../rules/geometry-front.ts. */
export const frontGeometryChanges: readonly ChangeDef[] = [
  {
    id: 'frontCamber:increase',
    parameter: 'frontCamber',
    direction: 'increase',
    title: 'More negative front camber',
    impact: 'Low',
    difficulty: 'Easy',
    suggestion: '0.5° more negative camber on both fronts (e.g. -2° → -2.5°)',
    detailedInfo: {
      howToAdjust:
        'Lengthen both front camber links (turnbuckles) equally and check with a camber gauge on a flat board.',
      effects: {
        positive: ['More front side grip through long corners', 'Steering stays consistent as the car rolls'],
        negative: ['Wears the inside edge of the front tyres', 'Too much makes the car nervous over bumps'],
      },
      relatedAdjustments: ['Softer front sway bar'],
      tips: ['Set camber with the car at ride height, shocks on.'],
    },
  },
  {
    id: 'frontCamber:decrease',
    parameter: 'frontCamber',
    direction: 'decrease',
    title: 'Less negative front camber',
    impact: 'Low',
    difficulty: 'Easy',
    suggestion: '0.5° less negative camber on both fronts (e.g. -2° → -1.5°)',
    detailedInfo: {
      howToAdjust: 'Shorten both front camber links equally and re-check with a camber gauge.',
      effects: {
        positive: ['A calmer, less aggressive front end', 'The tyre sits flatter for braking'],
        negative: ['Less front side grip mid-corner'],
      },
    },
  },
  {
    id: 'frontToe:increase',
    parameter: 'frontToe',
    direction: 'increase',
    title: 'More front toe-out',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: '0.5° more toe-out on each front wheel (e.g. 1° out → 1.5° out)',
    blockedBy: ['darty', 'twitchy', 'edgy'],
    detailedInfo: {
      howToAdjust:
        'Shorten both steering links equally (half a turn at a time) and check the toe on a setup board.',
      effects: {
        positive: ['Sharper turn-in: the car bites as soon as you steer'],
        negative: ['Less straight-line stability; the car can wander over bumps', 'Scrubs a little speed'],
      },
      relatedAdjustments: ['Less caster'],
    },
  },
  {
    id: 'frontToe:decrease',
    parameter: 'frontToe',
    direction: 'decrease',
    title: 'Less front toe-out',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: '0.5° less toe-out on each front wheel (e.g. 1° out → 0.5° out)',
    detailedInfo: {
      howToAdjust: 'Lengthen both steering links equally and check the toe on a setup board.',
      effects: {
        positive: ['A steadier car in a straight line and over bumps', 'Smoother, more predictable turn-in'],
        negative: ['Less initial steering'],
      },
    },
  },
  {
    id: 'frontCaster:increase',
    parameter: 'frontCaster',
    direction: 'increase',
    title: 'More caster',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'The next caster setting up (about 2° more, by caster block or insert)',
    detailedInfo: {
      howToAdjust:
        'Swap the caster blocks or hinge-pin inserts for the next higher caster, the same on both sides.',
      effects: {
        positive: ['More stable in a straight line and over bumps', 'More steering on corner exit, on power'],
        negative: ['Less steering on entry and mid-corner', 'Heavier steering for the servo'],
      },
      relatedAdjustments: ['More front toe-out to win back entry steering'],
    },
  },
  {
    id: 'frontCaster:decrease',
    parameter: 'frontCaster',
    direction: 'decrease',
    title: 'Less caster',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'The next caster setting down (about 2° less, by caster block or insert)',
    detailedInfo: {
      howToAdjust: 'Swap the caster blocks or inserts for the next lower caster, the same on both sides.',
      effects: {
        positive: ['More steering on entry and mid-corner', 'Lighter steering'],
        negative: ['Less straight-line stability', 'Less on-power steering out of corners'],
      },
    },
  },
  {
    id: 'antiBraking:increase',
    parameter: 'antiBraking',
    direction: 'increase',
    title: 'More front kick-up',
    impact: 'Low',
    difficulty: 'Medium',
    suggestion: 'The next kick-up insert up (about 1° more)',
    detailedInfo: {
      howToAdjust: 'Change the front lower hinge-pin inserts or bulkhead blocks for more kick-up.',
      effects: {
        positive: ['The front rides over braking bumps and landings more smoothly', 'Calmer under braking'],
        negative: ['Less direct steering into corners on smooth tracks'],
      },
    },
  },
  {
    id: 'antiBraking:decrease',
    parameter: 'antiBraking',
    direction: 'decrease',
    title: 'Less front kick-up',
    impact: 'Low',
    difficulty: 'Medium',
    suggestion: 'The next kick-up insert down (about 1° less)',
    detailedInfo: {
      howToAdjust: 'Change the front lower hinge-pin inserts or bulkhead blocks for less kick-up.',
      effects: {
        positive: ['More direct steering into corners on smooth tracks'],
        negative: ['The front skips over braking bumps'],
      },
    },
  },
  {
    id: 'frontArmPosition:raise',
    parameter: 'frontArmPosition',
    direction: 'raise',
    title: 'Raise the front inner hinge pin',
    impact: 'Low',
    difficulty: 'Medium',
    suggestion: 'The next higher inner hinge-pin position (insert or shim), the same on both sides',
    detailedInfo: {
      howToAdjust:
        'Swap the front inner hinge-pin inserts (or the shims under the pin block) for the next higher position, then reset ride height and camber.',
      effects: {
        positive: ['A higher front roll centre: less roll, a quicker and calmer front on high grip'],
        negative: ['Less front grip on loose and bumpy tracks'],
      },
    },
  },
  {
    id: 'frontArmPosition:lower',
    parameter: 'frontArmPosition',
    direction: 'lower',
    title: 'Lower the front inner hinge pin',
    impact: 'Low',
    difficulty: 'Medium',
    suggestion: 'The next lower inner hinge-pin position (insert or shim), the same on both sides',
    detailedInfo: {
      howToAdjust:
        'Swap the front inner hinge-pin inserts (or the shims under the pin block) for the next lower position, then reset ride height and camber.',
      effects: {
        positive: ['A lower front roll centre: more roll and more front grip on loose tracks'],
        negative: ['A lazier front; more likely to traction-roll on high grip'],
      },
    },
  },
];
