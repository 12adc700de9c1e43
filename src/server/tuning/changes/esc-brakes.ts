import type { ChangeDef } from '../types';
import { escChange } from './power-kit';

/** A rear that already locks under braking is never given more brake of any kind. */
const LOCKS = { blockedBy: ['brake-lock'] } as const;

/** The ESC's brakes and drag brake; rules and sources in ../rules/esc-brakes.ts. Steps as steps.ts. */
export const escBrakeChanges: readonly ChangeDef[] = [
  escChange(
    'dragBrake:increase',
    'More drag brake',
    '2% more drag brake (e.g. 4% → 6%)',
    {
      positive: [
        'More weight onto the front off the throttle: sharper turn-in',
        'Brings the nose down in the air',
      ],
      negative: ['The car can feel grabby and scrub speed'],
    },
    LOCKS,
  ),
  escChange('dragBrake:decrease', 'Less drag brake', '2% less drag brake (e.g. 6% → 4%)', {
    positive: ['The car rolls into corners more freely and calmly'],
    negative: ['Less off-throttle turn-in'],
  }),
  escChange('initialBrakeForce:decrease', 'Gentler initial brake', '5% less initial brake', {
    positive: ['The brakes come in gently: the rear stays in line'],
    negative: ['A softer first bite of the brakes'],
  }),
  escChange(
    'initialBrakeForce:increase',
    'Stronger initial brake',
    '5% more initial brake',
    {
      positive: ['The brakes bite as soon as you touch the trigger'],
      negative: ['They can feel grabby, above all on a loose track'],
    },
    LOCKS,
  ),
  escChange(
    'maxBrakeForce:decrease',
    'Less maximum brake',
    '10% less maximum brake',
    {
      positive: ['The wheels no longer lock on hard braking'],
      negative: ['Longer braking distances'],
    },
    { impact: 'High' },
  ),
  escChange(
    'maxBrakeForce:increase',
    'More maximum brake',
    '10% more maximum brake',
    {
      positive: ['Shorter braking into corners'],
      negative: ['The wheels may lock on a loose track'],
    },
    { impact: 'High', ...LOCKS },
  ),
  escChange('brakingFrequency:increase', 'Higher braking frequency', '1 kHz higher braking frequency', {
    positive: ['Smoother, easier-to-judge brakes: more trigger for the same braking'],
    negative: ['The brakes feel softer at first'],
  }),
  escChange('brakingFrequency:decrease', 'Lower braking frequency', '1 kHz lower braking frequency', {
    positive: ['The brakes answer sooner: less trigger for the same braking'],
    negative: ['Easier to lock the wheels, above all on a light car or a loose track'],
  }),
];
