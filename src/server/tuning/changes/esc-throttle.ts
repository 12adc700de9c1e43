import type { ChangeDef } from '../types';
import { escChange, MOTOR_HOT } from './power-kit';

/** How the ESC delivers the throttle; rules and sources in ../rules/esc-throttle.ts. */
export const escThrottleChanges: readonly ChangeDef[] = [
  escChange(
    'punchControl:decrease',
    'Less punch',
    'One punch level lower (e.g. Level 5 → Level 4)',
    {
      positive: ['The power builds more gently out of corners: less wheelspin and fewer wheelies'],
      negative: ['A softer drive out of corners when the track has grip'],
    },
    { impact: 'High' },
  ),
  escChange('punchControl:increase', 'More punch', 'One punch level higher (e.g. Level 5 → Level 6)', {
    positive: ['The car drives harder out of corners when the tyres can take it'],
    negative: ['More wheelspin on a loose track; more current drawn from the battery'],
  }),
  escChange(
    'startMode:decrease',
    'Softer start mode',
    'One start-mode level softer (e.g. Level 3 → Level 2)',
    {
      positive: [
        'Gentler pull away from a standstill and out of hairpins: the tyres hook up instead of spinning',
      ],
      negative: ['A slower launch on a grippy track'],
    },
    { impact: 'High' },
  ),
  escChange(
    'startMode:increase',
    'More aggressive start mode',
    'One start-mode level more (e.g. Level 3 → Level 4)',
    {
      positive: ['A harder launch from a standstill and out of hairpins on grip'],
      negative: ['Wheelspin and wheelies if the track cannot take it'],
    },
  ),
  escChange('startupForce:decrease', 'Less start-up force', '5% less start-up force', {
    positive: ['The first touch of the trigger no longer makes the car jump forward'],
    negative: ['A little softer from a standstill'],
  }),
  escChange('startupForce:increase', 'More start-up force', '5% more start-up force', {
    positive: ['The car answers the first touch of the trigger sooner'],
    negative: ['The first part of the throttle can feel jumpy'],
  }),
  escChange(
    'runningFrequency:increase',
    'Higher running frequency',
    '1 kHz higher running (drive) frequency',
    {
      positive: ['Smoother, more linear part throttle: easier to drive on a slippery track'],
      negative: ['A softer punch at low speed; the ESC runs a little warmer'],
    },
  ),
  escChange(
    'runningFrequency:decrease',
    'Lower running frequency',
    '1 kHz lower running (drive) frequency',
    {
      positive: ['A stronger punch at low and part throttle'],
      negative: ['A coarser, less linear throttle'],
    },
    { blockedBy: MOTOR_HOT },
  ),
  escChange(
    'neutralRange:increase',
    'Wider neutral range',
    'One neutral-range step wider (3%, e.g. 6% → 9%)',
    {
      positive: ['The throttle no longer reacts to the smallest trigger movement: smoother just off neutral'],
      negative: ['A little more trigger travel before the car moves or brakes'],
    },
    {
      impact: 'High',
      tips: [
        'Recalibrate the throttle range with the radio first: a drifting neutral feels like a twitchy throttle.',
      ],
    },
  ),
  escChange(
    'neutralRange:decrease',
    'Narrower neutral range',
    'One neutral-range step narrower (3%, e.g. 9% → 6%)',
    {
      positive: ['The car answers the first millimetre of trigger: no dead spot'],
      negative: ['The throttle can feel twitchy around neutral'],
    },
  ),
  escChange('activeFreewheeling:increase', 'Switch active freewheeling on', 'Active freewheeling on', {
    positive: ['A more linear throttle and a cooler-running ESC and motor'],
    negative: ['Off the throttle the car can feel a little different: try it before a race'],
  }),
];
