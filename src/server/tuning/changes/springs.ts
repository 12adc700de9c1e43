import type { ChangeDef } from '../types';

/** Spring and sway-bar changes; the rules and their sources are in ../rules/springs.ts and sway-bars.ts. */
export const springChanges: readonly ChangeDef[] = [
  {
    id: 'frontSpring:softer',
    parameter: 'frontSpring',
    direction: 'softer',
    title: 'Softer front springs',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: 'One spring rate softer on both front shocks',
    blockedBy: ['bottoming', 'scraping'],
    detailedInfo: {
      howToAdjust:
        'Swap both front springs for the next softer rate, then reset the front ride height with the collars.',
      effects: {
        positive: [
          'More front grip and steering, mid-corner above all',
          'The front soaks up bumps instead of skipping',
        ],
        negative: ['More roll and dive: the car reacts a little slower', 'Bottoms out sooner on landings'],
      },
      relatedAdjustments: ['Thinner front shock oil', 'Softer front sway bar'],
      tips: ['Spring colours are not standard between brands: compare rates, not colours.'],
    },
  },
  {
    id: 'frontSpring:stiffer',
    parameter: 'frontSpring',
    direction: 'stiffer',
    title: 'Stiffer front springs',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: 'One spring rate stiffer on both front shocks',
    blockedBy: ['harsh', 'chatter'],
    detailedInfo: {
      howToAdjust: 'Swap both front springs for the next stiffer rate, then reset the front ride height.',
      effects: {
        positive: [
          'Quicker response with less roll and dive',
          'Less front bite: calms an edgy car on high grip',
          'Holds the front up on landings',
        ],
        negative: ['Less steering, mid-corner above all', 'The front skips over bumps'],
      },
      relatedAdjustments: ['Stiffer front sway bar', 'Thicker front shock oil'],
    },
  },
  {
    id: 'rearSpring:softer',
    parameter: 'rearSpring',
    direction: 'softer',
    title: 'Softer rear springs',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: 'One spring rate softer on both rear shocks',
    blockedBy: ['bottoming', 'scraping'],
    detailedInfo: {
      howToAdjust:
        'Swap both rear springs for the next softer rate, then reset the rear ride height with the collars.',
      effects: {
        positive: [
          'More rear grip, above all on bumpy and loose tracks',
          'The rear follows ruts out of corners',
        ],
        negative: ['A little less steering and a slower response', 'Bottoms out sooner on big landings'],
      },
      relatedAdjustments: ['Thinner rear shock oil', 'Softer rear sway bar'],
    },
  },
  {
    id: 'rearSpring:stiffer',
    parameter: 'rearSpring',
    direction: 'stiffer',
    title: 'Stiffer rear springs',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: 'One spring rate stiffer on both rear shocks',
    blockedBy: ['harsh', 'chatter'],
    detailedInfo: {
      howToAdjust: 'Swap both rear springs for the next stiffer rate, then reset the rear ride height.',
      effects: {
        positive: ['More steering and rotation', 'Quicker response; holds the rear up on landings'],
        negative: ['Less rear grip, the rear can step out over bumps'],
      },
      relatedAdjustments: ['Stiffer rear sway bar'],
    },
  },
  {
    id: 'frontSwayBar:softer',
    parameter: 'frontSwayBar',
    direction: 'softer',
    title: 'Softer front sway bar',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: {
      '1:8': 'One size thinner front bar: 0.2 mm (e.g. 2.3 → 2.1 mm), or none on a loose track',
      '1:10': 'One size thinner front bar: 0.1 mm (e.g. 1.2 → 1.1 mm), or none on a loose track',
    },
    detailedInfo: {
      howToAdjust:
        'Swap the front anti-roll bar for the next thinner wire and check it moves freely with no preload.',
      effects: {
        positive: [
          'More front grip and steering mid-corner',
          'The front wheels work independently over bumps',
        ],
        negative: ['More roll: slower reaction, and a traction roll is likelier on high grip'],
      },
      relatedAdjustments: ['Softer front springs'],
    },
  },
  {
    id: 'frontSwayBar:stiffer',
    parameter: 'frontSwayBar',
    direction: 'stiffer',
    title: 'Stiffer front sway bar',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: {
      '1:8': 'One size thicker front bar: 0.2 mm (e.g. 2.3 → 2.5 mm)',
      '1:10': 'One size thicker front bar: 0.1 mm (e.g. 1.2 → 1.3 mm)',
    },
    detailedInfo: {
      howToAdjust:
        'Fit the next thicker front bar; set both bar links to the same length so it has no preload.',
      effects: {
        positive: [
          'Less roll: quicker turn-in response',
          'Stops the car tipping onto its outside wheels on high grip',
        ],
        negative: ['Less front grip and steering on loose or bumpy tracks'],
      },
      relatedAdjustments: ['Stiffer rear sway bar', 'Higher roll centre'],
    },
  },
  {
    id: 'rearSwayBar:softer',
    parameter: 'rearSwayBar',
    direction: 'softer',
    title: 'Softer rear sway bar',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: {
      '1:8': 'One size thinner rear bar: 0.2 mm (e.g. 2.5 → 2.3 mm), or none on a loose track',
      '1:10': 'One size thinner rear bar: 0.1 mm (e.g. 1.3 → 1.2 mm), or none on a loose track',
    },
    detailedInfo: {
      howToAdjust: 'Swap the rear anti-roll bar for the next thinner wire and check it moves freely.',
      effects: {
        positive: ['More rear side grip: a steadier car through sweepers', 'Better rear grip over bumps'],
        negative: ['A little less steering; more roll'],
      },
      relatedAdjustments: ['Softer rear springs', 'More rear toe-in'],
    },
  },
  {
    id: 'rearSwayBar:stiffer',
    parameter: 'rearSwayBar',
    direction: 'stiffer',
    title: 'Stiffer rear sway bar',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: {
      '1:8': 'One size thicker rear bar: 0.2 mm (e.g. 2.5 → 2.7 mm)',
      '1:10': 'One size thicker rear bar: 0.1 mm (e.g. 1.3 → 1.4 mm)',
    },
    detailedInfo: {
      howToAdjust: 'Fit the next thicker rear bar with equal link lengths.',
      effects: {
        positive: ['More steering and rotation mid-corner', 'Less roll; quicker direction changes'],
        negative: ['Less rear side grip; the rear can step out on bumps'],
      },
      relatedAdjustments: ['Stiffer front sway bar (on high grip)'],
    },
  },
];
