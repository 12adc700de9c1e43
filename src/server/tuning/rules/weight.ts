import { weightChanges } from '../changes/weight';
import type { RuleFamily } from '../types';

/**
 * Ballast and battery position.
 * Sources: Team Associated B6.4 manual, "Setup tips, Weight" (weight forward: more steering, and a nose
 * that stays down in the air; weight back: more rear traction on loose tracks, and a nose that lifts);
 * XRAY XB2 2024 set-up book, "Weight balance".
 */
const B64 = 'Team Associated B6.4 manual: Setup tips, Weight';
const XB2 = 'XRAY XB2 2024 set-up book: Weight balance';

export const weight: RuleFamily = {
  id: 'weight',
  name: 'Ballast and battery position',
  sources: [B64, XB2],
  changes: weightChanges,
  rules: [
    {
      id: 'ballast-push-low-grip',
      change: 'ballast:forward',
      when: { all: ['push', 'grip:low'] },
      weight: 1,
      reasoning: 'Weight over the front tyres adds front bite on a loose track.',
      source: B64,
    },
    {
      id: 'ballast-nose-up',
      change: 'ballast:forward',
      when: { any: ['nose-up'] },
      weight: 1,
      reasoning: 'Weight further forward levels a car that climbs in the air.',
      source: B64,
    },
    {
      id: 'ballast-traction-low-grip',
      change: 'ballast:back',
      when: { all: ['grip:low'], any: ['wheelspin', 'rear-breaks-away'] },
      weight: 1,
      reasoning: 'Weight over the rear tyres adds traction on a loose track.',
      source: XB2,
    },
    {
      id: 'ballast-nose-down',
      change: 'ballast:back',
      when: { any: ['nose-down', 'nose-landing'] },
      weight: 1,
      reasoning: 'Weight further back lifts the front in the air, so it stops digging in on landing.',
      source: B64,
    },
    {
      id: 'battery-power-push',
      change: 'batteryPosition:forward:weight',
      when: { all: ['push', 'on-power'] },
      weight: 1,
      reasoning: 'The battery further forward keeps weight on the front tyres as the car accelerates.',
      source: B64,
    },
    {
      id: 'battery-nose-up',
      change: 'batteryPosition:forward:weight',
      when: { any: ['nose-up'] },
      weight: 1,
      reasoning: 'The battery further forward levels a car that climbs in the air.',
      source: B64,
    },
    {
      id: 'battery-nose-down',
      change: 'batteryPosition:back:weight',
      when: { any: ['nose-down', 'nose-landing'] },
      weight: 1,
      reasoning: 'The battery further back lifts the nose in the air.',
      source: B64,
    },
  ],
};
