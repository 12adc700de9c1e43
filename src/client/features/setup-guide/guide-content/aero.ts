import { tabMeta } from './tab-list';
import type { GuideTab } from './types';

/** Downforce only matters at speed, so aero changes show up on straights, sweepers and jumps. */
export const AERO: GuideTab = {
  ...tabMeta('aero'),
  intro:
    'Wings press the car onto the track in proportion to speed squared: a change you hardly feel in a hairpin ' +
    'shows clearly in fast sweepers, on long straights and over jumps.',
  topics: [
    {
      id: 'wings',
      title: 'Wings',
      what:
        '1:8 buggies and truggies carry a large rear wing; 1:10 buggies carry a rear wing and many a small front ' +
        'wing. Wing angle is set with the mount holes or shims, and position with the mounting buttons.',
      effects: [
        {
          change: 'More rear wing angle (or a bigger wing)',
          effect:
            'More rear downforce: more rear grip and stability at speed and a steadier car over jumps, with less ' +
            'high-speed steering and more drag.',
        },
        {
          change: 'Less rear wing angle',
          effect:
            'More steering in fast corners and a little more top speed, but a looser rear at speed and a livelier ' +
            'car in the air.',
        },
        {
          change: 'Wing further back',
          effect: 'The same downforce acts with more leverage: more rear grip at speed.',
        },
        {
          change: 'Front wing (1:10)',
          effect: 'Adds front downforce for more high-speed steering; remove it on slower, tighter tracks.',
        },
      ],
    },
    {
      id: 'wickerbill',
      title: 'Wickerbill',
      what:
        'A small upright lip (Gurney flap) along the trailing edge of the wing, often a strip of Lexan or a ' +
        'cut-down plastic edge. Taller lips give more effect.',
      effects: [
        {
          change: 'Add or raise a wickerbill',
          effect:
            'More rear downforce at speed for stability in fast corners and over jumps, at the cost of drag and ' +
            'some high-speed steering.',
        },
        {
          change: 'Remove or lower it',
          effect: 'Less drag and more high-speed steering, with a lighter rear at speed.',
        },
      ],
      tip: 'A wickerbill is a fine-tuning step: set the wing angle first, then trim with the wickerbill.',
    },
  ],
};
