import type { ChangeDef, DetailedInfoDef } from '../types';

/** ESC, pinion and battery changes for electric cars; rules and sources in ../rules/electric.ts. */
const esc = (
  id: string,
  title: string,
  suggestion: string,
  howToAdjust: string,
  effects: DetailedInfoDef['effects'],
  impact: ChangeDef['impact'] = 'Medium',
): ChangeDef => {
  const [parameter = '', direction] = id.split(':') as [string, ChangeDef['direction']];
  return {
    id,
    parameter,
    direction,
    title,
    impact,
    difficulty: 'Easy',
    suggestion,
    detailedInfo: {
      howToAdjust,
      effects,
      tips: ['Change one ESC setting at a time and note it on your ESC setup sheet.'],
    },
  };
};
const CARD =
  'Change it with the program card, the ESC button or the app, then recheck the throttle end points.';

export const electricChanges: readonly ChangeDef[] = [
  esc(
    'punchControl:decrease',
    'Less punch',
    'Two punch levels lower (e.g. Level 5 → Level 3)',
    CARD,
    {
      positive: ['Smoother power from a standstill and out of corners: less wheelspin and fewer wheelies'],
      negative: ['A slower launch when the track has grip'],
    },
    'High',
  ),
  esc('punchControl:increase', 'More punch', 'One punch level higher (e.g. Level 5 → Level 6)', CARD, {
    positive: ['A harder launch out of corners'],
    negative: ['More wheelspin and a hotter battery'],
  }),
  esc('boostTiming:increase', 'More boost timing', '5° more boost', CARD, {
    positive: ['More RPM and top speed'],
    negative: ['A hotter motor and ESC; shorter run time'],
  }),
  esc(
    'boostTiming:decrease',
    'Less boost timing',
    '5° less boost',
    CARD,
    {
      positive: ['A cooler motor and longer run time'],
      negative: ['Less top speed'],
    },
    'High',
  ),
  esc('turbo:increase', 'More turbo timing', '5° more turbo (full throttle only)', CARD, {
    positive: ['More speed at the end of the straight'],
    negative: ['A hotter motor'],
  }),
  esc('turbo:decrease', 'Less turbo timing', '5° less turbo', CARD, {
    positive: ['A cooler motor'],
    negative: ['Less speed at the end of the straight'],
  }),
  esc('dragBrake:increase', 'More drag brake', '5% more drag brake', CARD, {
    positive: [
      'More weight onto the front off the throttle: sharper turn-in',
      'Brings the nose down in the air',
    ],
    negative: ['The car can feel grabby and scrub speed'],
  }),
  esc('dragBrake:decrease', 'Less drag brake', '5% less drag brake', CARD, {
    positive: ['The car rolls into corners more freely and calmly'],
    negative: ['Less off-throttle turn-in'],
  }),
  esc('initialBrakeForce:decrease', 'Gentler initial brake', '5% less initial brake', CARD, {
    positive: ['The brakes come in gently: the rear stays in line'],
    negative: ['A softer first bite of the brakes'],
  }),
  esc('maxBrakeForce:decrease', 'Less maximum brake', '10% less maximum brake', CARD, {
    positive: ['The rear no longer locks on hard braking'],
    negative: ['Longer braking distances'],
  }),
  esc('maxBrakeForce:increase', 'More maximum brake', '10% more maximum brake', CARD, {
    positive: ['Shorter braking into corners'],
    negative: ['The rear may lock on loose tracks'],
  }),
  {
    ...esc(
      'gearing:decrease:electric',
      'Smaller pinion',
      'One tooth smaller pinion (e.g. 46/14 → 46/13)',
      'Fit a pinion one tooth smaller and reset the gear mesh (a strip of paper between the gears).',
      {
        positive: ['A cooler motor and harder acceleration'],
        negative: ['Less top speed'],
      },
      'High',
    ),
    parameter: 'gearing',
    direction: 'decrease',
    requires: ['power:electric'],
    difficulty: 'Medium',
  },
  {
    ...esc(
      'gearing:increase:electric',
      'Bigger pinion',
      'One tooth bigger pinion (e.g. 46/14 → 46/15)',
      'Fit a pinion one tooth bigger, reset the gear mesh and check the motor temperature after the next run.',
      {
        positive: ['More top speed'],
        negative: ['A hotter motor and softer acceleration'],
      },
    ),
    parameter: 'gearing',
    direction: 'increase',
    requires: ['power:electric'],
    difficulty: 'Medium',
  },
  {
    ...esc(
      'batteryPosition:back',
      'Battery further back',
      'Move the battery one position back',
      'Move the battery (or swap the spacers to the front of the pack) one position back.',
      {
        positive: ['More weight over the rear wheels: more rear traction'],
        negative: ['A little less steering'],
      },
      'High',
    ),
    difficulty: 'Easy',
  },
];
