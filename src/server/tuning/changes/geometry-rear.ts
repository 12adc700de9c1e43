import type { ChangeDef } from '../types';

/** Rear geometry changes (camber, toe-in, anti-squat, wheelbase); rules and sources in ../rules/geometry-rear.ts. */
export const rearGeometryChanges: readonly ChangeDef[] = [
  {
    id: 'rearCamber:increase',
    parameter: 'rearCamber',
    direction: 'increase',
    title: 'More negative rear camber',
    impact: 'Low',
    difficulty: 'Easy',
    suggestion: '0.5° more negative camber on both rears (e.g. -2° → -2.5°)',
    detailedInfo: {
      howToAdjust: 'Lengthen both rear camber links equally and check with a camber gauge at ride height.',
      effects: {
        positive: ['More rear side grip through corners'],
        negative: ['Less forward traction under power', 'Wears the inside of the rear tyres'],
      },
    },
  },
  {
    id: 'rearCamber:decrease',
    parameter: 'rearCamber',
    direction: 'decrease',
    title: 'Less negative rear camber',
    impact: 'Low',
    difficulty: 'Easy',
    suggestion: '0.5° less negative camber on both rears (e.g. -2.5° → -2°)',
    detailedInfo: {
      howToAdjust: 'Shorten both rear camber links equally and check with a camber gauge.',
      effects: {
        positive: ['The rear tyre sits flatter: more forward traction on power'],
        negative: ['Less rear side grip mid-corner'],
      },
    },
  },
  {
    id: 'rearToe:increase',
    parameter: 'rearToe',
    direction: 'increase',
    title: 'More rear toe-in',
    impact: 'High',
    difficulty: 'Medium',
    suggestion: '0.5° more toe-in at the rear (e.g. 2.5° → 3°), by hub or toe block',
    detailedInfo: {
      howToAdjust: 'Fit rear hubs, toe blocks or inserts with more toe-in; the same on both sides.',
      effects: {
        positive: ['A more stable rear on entry and in sweepers', 'More rear traction on power'],
        negative: ['Less steering', 'A little drag on the straights'],
      },
      relatedAdjustments: ['Softer rear sway bar', 'Longer wheelbase'],
      tips: ['Rear toe-in is one of the strongest stability settings: change it in small steps.'],
    },
  },
  {
    id: 'rearToe:decrease',
    parameter: 'rearToe',
    direction: 'decrease',
    title: 'Less rear toe-in',
    impact: 'High',
    difficulty: 'Medium',
    suggestion: '0.5° less toe-in at the rear (e.g. 3° → 2.5°), by hub or toe block',
    blockedBy: ['loose'],
    detailedInfo: {
      howToAdjust: 'Fit rear hubs, toe blocks or inserts with less toe-in; the same on both sides.',
      effects: {
        positive: ['A freer car that rotates and steers more', 'A little more top speed'],
        negative: ['Less rear stability on entry and on power'],
      },
    },
  },
  {
    id: 'antiSquat:increase',
    parameter: 'antiSquat',
    direction: 'increase',
    title: 'More rear anti-squat',
    impact: 'Low',
    difficulty: 'Medium',
    suggestion: 'The next anti-squat setting up (about 0.5° more)',
    detailedInfo: {
      howToAdjust: 'Change the rear hinge-pin inserts or the front rear-arm block for more anti-squat.',
      effects: {
        positive: ['The rear squats less on power: more on-power steering on smooth, high-grip tracks'],
        negative: ['The rear gets nervous over bumps under power'],
      },
    },
  },
  {
    id: 'antiSquat:decrease',
    parameter: 'antiSquat',
    direction: 'decrease',
    title: 'Less rear anti-squat',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'The next anti-squat setting down (about 0.5° less)',
    detailedInfo: {
      howToAdjust: 'Change the rear hinge-pin inserts or the front rear-arm block for less anti-squat.',
      effects: {
        positive: ['The rear suspension keeps working under power: more traction over bumps and ruts'],
        negative: ['The rear squats more on power, taking a little on-power steering'],
      },
    },
  },
  {
    id: 'rearArmPosition:back',
    parameter: 'rearArmPosition',
    direction: 'back',
    title: 'Longer wheelbase (rear hub back)',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'Move the rear hubs (or spacers) one position back',
    detailedInfo: {
      howToAdjust:
        'Move the rear hub spacers or the hub mounting hole one step back, the same on both sides.',
      effects: {
        positive: ['A steadier car at speed, over bumps and in the air', 'More rear traction'],
        negative: ['Less steering in tight corners'],
      },
    },
  },
  {
    id: 'rearArmPosition:forward',
    parameter: 'rearArmPosition',
    direction: 'forward',
    title: 'Shorter wheelbase (rear hub forward)',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'Move the rear hubs (or spacers) one position forward',
    detailedInfo: {
      howToAdjust:
        'Move the rear hub spacers or the hub mounting hole one step forward, the same on both sides.',
      effects: {
        positive: ['The car turns tighter and rotates quicker in slow corners'],
        negative: ['Less stable at speed; less rear traction'],
      },
    },
  },
];
