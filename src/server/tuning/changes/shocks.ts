import type { ChangeDef } from '../types';

/** Shock-oil changes; the rules and their sources are in ../rules/shocks.ts. */
export const shockChanges: readonly ChangeDef[] = [
  {
    id: 'frontShockOil:thinner',
    parameter: 'frontShockOil',
    direction: 'thinner',
    title: 'Thinner front shock oil',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: {
      '1:8': 'One step thinner: 50 cSt less (e.g. 500 → 450 cSt)',
      '1:10': 'One step thinner: 2.5 wt (about 50 cSt) less (e.g. 35 → 32.5 wt)',
    },
    blockedBy: ['bottoming'],
    detailedInfo: {
      howToAdjust:
        'Drain both front shocks, refill with the thinner oil, bleed out every bubble and check both shocks rebound the same.',
      effects: {
        positive: [
          'Weight reaches the front tyres sooner, so the car turns in more sharply',
          'The front wheels follow bumps and keep their grip',
        ],
        negative: ['Less stable under braking', 'The front bottoms out sooner on big landings'],
      },
      relatedAdjustments: ['Softer front springs', 'Front pistons with more or larger holes'],
      tips: [
        'Always change both shocks of an axle together.',
        'Oil thins when hot: re-check on a cold morning.',
      ],
    },
  },
  {
    id: 'frontShockOil:thicker',
    parameter: 'frontShockOil',
    direction: 'thicker',
    title: 'Thicker front shock oil',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: {
      '1:8': 'One step thicker: 50 cSt more (e.g. 500 → 550 cSt)',
      '1:10': 'One step thicker: 2.5 wt (about 50 cSt) more (e.g. 35 → 37.5 wt)',
    },
    blockedBy: ['harsh', 'chatter'],
    detailedInfo: {
      howToAdjust: 'Refill both front shocks with the thicker oil, bleed them and match their rebound.',
      effects: {
        positive: [
          'Weight moves onto the front more slowly: calmer turn-in and a steadier car on the brakes',
          'The front holds up better on hard landings',
        ],
        negative: ['Less steering, on power too', 'The front skips over small, fast bumps'],
      },
      relatedAdjustments: ['Stiffer front springs', 'Pistons with fewer or smaller holes'],
    },
  },
  {
    id: 'rearShockOil:thinner',
    parameter: 'rearShockOil',
    direction: 'thinner',
    title: 'Thinner rear shock oil',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: {
      '1:8': 'One step thinner: 50 cSt less (e.g. 450 → 400 cSt)',
      '1:10': 'One step thinner: 2.5 wt (about 50 cSt) less (e.g. 30 → 27.5 wt)',
    },
    blockedBy: ['bottoming'],
    detailedInfo: {
      howToAdjust: 'Refill both rear shocks with the thinner oil, bleed them and match their rebound.',
      effects: {
        positive: [
          'The rear squats quicker on power and loads the tyres: more forward traction',
          'The rear follows ruts and braking bumps instead of skipping',
        ],
        negative: ['Less on-power steering', 'The rear bottoms out sooner on big jumps'],
      },
      relatedAdjustments: ['Softer rear springs', 'Less rear anti-squat'],
    },
  },
  {
    id: 'rearShockOil:thicker',
    parameter: 'rearShockOil',
    direction: 'thicker',
    title: 'Thicker rear shock oil',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: {
      '1:8': 'One step thicker: 50 cSt more (e.g. 450 → 500 cSt)',
      '1:10': 'One step thicker: 2.5 wt (about 50 cSt) more (e.g. 30 → 32.5 wt)',
    },
    blockedBy: ['harsh', 'chatter'],
    detailedInfo: {
      howToAdjust: 'Refill both rear shocks with the thicker oil, bleed them and match their rebound.',
      effects: {
        positive: [
          'Slower rear rebound: the rear no longer kicks up off jump faces',
          'Less squat on power, so more weight stays on the front for on-power steering',
        ],
        negative: ['Less rear traction on power, above all on bumpy tracks'],
      },
      relatedAdjustments: ['Stiffer rear springs', 'Less rear droop'],
    },
  },
];
