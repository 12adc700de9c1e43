import type { ChangeDef } from '../types';

/** Ride height, roll centre, droop and wing changes; rules and sources in ../rules/chassis.ts. */
const rideHeight = (end: 'front' | 'rear', direction: 'raise' | 'lower'): ChangeDef => ({
  id: `${end}RideHeight:${direction}`,
  parameter: `${end}RideHeight`,
  direction,
  title: `${direction === 'raise' ? 'Raise' : 'Lower'} the ${end} ride height`,
  impact: 'Low',
  difficulty: 'Easy',
  // Never lower a car the racer says scrapes or bottoms out.
  ...(direction === 'lower' ? { blockedBy: ['scraping', 'bottoming'] } : {}),
  suggestion: {
    '1:8': `1 mm ${direction === 'raise' ? 'higher' : 'lower'} at the ${end}, set with the spring collars`,
    '1:10': `0.5 mm ${direction === 'raise' ? 'higher' : 'lower'} at the ${end}, set with the spring collars`,
  },
  detailedInfo: {
    howToAdjust: `Turn both ${end} spring collars equally, then check the ${end} ride height with a gauge after dropping the car on the bench.`,
    effects:
      direction === 'raise'
        ? {
            positive: ['More room for bumps and landings before the chassis hits'],
            negative: ['A higher centre of gravity: more roll'],
          }
        : {
            positive: ['A lower centre of gravity: less roll and a quicker car on smooth tracks'],
            negative: ['Bottoms out sooner on bumps and landings'],
          },
    tips: ['Ride height is set by the collars; it is not a way to change the spring rate.'],
  },
});

const rollCentre = (end: 'front' | 'rear', direction: 'raise' | 'lower'): ChangeDef => ({
  id: `${end}RollCenter:${direction}`,
  parameter: `${end}RollCenter`,
  direction,
  title: `${direction === 'raise' ? 'Raise' : 'Lower'} the ${end} roll centre`,
  impact: 'Medium',
  difficulty: 'Medium',
  suggestion:
    direction === 'raise'
      ? `Lower the inner ${end} camber-link ball stud by 1 mm (or use the lower inner hole)`
      : `Raise the inner ${end} camber-link ball stud by 1 mm (or use the higher inner hole)`,
  detailedInfo: {
    howToAdjust: `Move the inner ${end} camber link one position (or shim the ball stud), then reset the ${end} camber.`,
    effects:
      direction === 'raise'
        ? {
            positive: ['Less roll and a quicker response; helps against traction rolls'],
            negative: [`Less ${end} side grip`],
          }
        : {
            positive: [`More roll and more ${end} side grip on loose tracks`],
            negative: ['A lazier response'],
          },
    tips: [
      'Moving the inner camber-link end down (or the outer end up) raises the roll centre; the opposite lowers it.',
    ],
  },
});

export const chassisChanges: readonly ChangeDef[] = [
  rideHeight('front', 'raise'),
  rideHeight('front', 'lower'),
  rideHeight('rear', 'raise'),
  rideHeight('rear', 'lower'),
  rollCentre('front', 'raise'),
  rollCentre('front', 'lower'),
  rollCentre('rear', 'raise'),
  rollCentre('rear', 'lower'),
  {
    id: 'droop:increase',
    parameter: 'droop',
    direction: 'increase',
    title: 'More droop',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: {
      '1:8': 'About 1 mm more down-travel at both ends, set with the droop screws',
      '1:10': 'About 0.5 mm more down-travel at both ends, set with the droop screws',
    },
    detailedInfo: {
      howToAdjust:
        'Back the droop screws out (or use shorter internal limiters) the same amount on each side; measure on a droop gauge.',
      effects: {
        positive: [
          'The wheels follow holes and bumps: more grip on rough and loose tracks',
          'More weight transfer',
        ],
        negative: ['More roll and pitch: a slower, softer-feeling car on smooth tracks'],
      },
    },
  },
  {
    id: 'droop:decrease',
    parameter: 'droop',
    direction: 'decrease',
    title: 'Less droop',
    impact: 'Medium',
    difficulty: 'Easy',
    suggestion: {
      '1:8': 'About 1 mm less down-travel at both ends, set with the droop screws',
      '1:10': 'About 0.5 mm less down-travel at both ends, set with the droop screws',
    },
    detailedInfo: {
      howToAdjust:
        'Screw the droop screws in (or add internal limiters) the same amount on each side; measure on a droop gauge.',
      effects: {
        positive: [
          'Less roll and pitch: a quicker, flatter car on smooth, grippy tracks',
          'Helps against traction rolls',
        ],
        negative: ['The wheels leave the ground over holes and bumps'],
      },
    },
  },
  {
    id: 'rearWing:increase',
    parameter: 'rearWing',
    direction: 'increase',
    title: 'More rear wing angle',
    impact: 'Low',
    difficulty: 'Easy',
    suggestion: 'Raise the wing angle one step (or add a Gurney lip / wickerbill)',
    detailedInfo: {
      howToAdjust: 'Tilt the wing one mounting step steeper, or fit a taller wickerbill.',
      effects: {
        positive: ['More rear downforce: a steadier rear in fast corners and on the straights'],
        negative: ['More drag; a little less steering at speed'],
      },
    },
  },
  {
    id: 'rearWing:decrease',
    parameter: 'rearWing',
    direction: 'decrease',
    title: 'Less rear wing angle',
    impact: 'Low',
    difficulty: 'Easy',
    blockedBy: ['loose'],
    suggestion: 'Flatten the wing one step (or remove the Gurney lip / wickerbill)',
    detailedInfo: {
      howToAdjust: 'Tilt the wing one mounting step flatter, or take off the wickerbill.',
      effects: {
        positive: ['Less rear downforce: more steering in fast corners', 'Less drag on the straights'],
        negative: ['A lighter, less planted rear at speed'],
      },
    },
  },
];
