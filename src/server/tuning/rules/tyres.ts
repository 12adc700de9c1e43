import { tyreChanges } from '../changes/tyres';
import type { RuleFamily } from '../types';

/**
 * Tyres and inserts.
 * Sources: HUDY set-up book, "Tyres" (the tyre is the first part of any setup: compound and tread for the
 * surface before any adjustment); XRAY XB8 2024 set-up book, "Tyres" (firmer inserts roll less on high
 * grip; softer ones let the tyre follow bumps and loose ground).
 */
const HUDY = 'HUDY set-up book: Tyres';
const XB8 = 'XRAY XB8 2024 set-up book: Tyres';

export const tyres: RuleFamily = {
  id: 'tyres',
  name: 'Tyres and inserts',
  sources: [HUDY, XB8],
  changes: tyreChanges,
  rules: [
    {
      id: 'tyre-front-no-grip',
      change: 'frontTyre:increase',
      when: { all: ['push', 'front-no-grip'] },
      weight: 2,
      reasoning:
        'Front tyres that slide with no bite are the wrong tyres for the track: no setting makes up for it.',
      source: HUDY,
    },
    {
      id: 'tyre-front-low-grip',
      change: 'frontTyre:increase',
      when: { all: ['push', 'grip:low'] },
      weight: 1,
      reasoning: 'On a loose track a front tyre made for the surface adds the bite the setup cannot.',
      source: HUDY,
    },
    {
      id: 'tyre-front-traction-roll',
      change: 'frontTyre:decrease',
      when: { any: ['traction-roll'] },
      weight: 1,
      reasoning: 'A front tyre with a little less bite stops the car tripping over its outside front wheel.',
      source: HUDY,
    },
    {
      id: 'tyre-front-edgy',
      change: 'frontTyre:decrease',
      when: { all: ['edgy', 'grip:high'] },
      weight: 1,
      reasoning: 'On high grip a harder front tyre takes the edge off the steering.',
      source: HUDY,
    },
    {
      id: 'tyre-rear-low-grip',
      change: 'rearTyre:increase',
      when: { all: ['grip:low'], any: ['loose', 'wheelspin'] },
      weight: 1,
      reasoning: 'On a loose track a rear tyre made for the surface adds the grip the setup cannot.',
      source: HUDY,
    },
    {
      id: 'tyre-rear-high-grip-push',
      change: 'rearTyre:decrease',
      when: { all: ['push', 'grip:high'] },
      weight: 1,
      reasoning: 'When the rear has grip to spare, a harder rear tyre lets the car rotate.',
      source: HUDY,
    },
    {
      id: 'insert-front-soft',
      change: 'frontInsert:softer',
      when: { all: ['front-no-grip'], any: ['grip:low', 'bumps:rough'] },
      weight: 1,
      reasoning: 'A softer front insert lets the tyre wrap over loose and rough ground.',
      source: XB8,
    },
    {
      id: 'insert-front-firm',
      change: 'frontInsert:stiffer',
      when: { any: ['traction-roll'] },
      weight: 1,
      reasoning:
        'Firmer front inserts stop the sidewall rolling under, one step towards ending traction rolls.',
      source: XB8,
    },
    {
      id: 'insert-rear-soft',
      change: 'rearInsert:softer',
      when: { any: ['rear-hop'] },
      weight: 1,
      reasoning: 'A softer rear insert lets the tyre follow the bumps instead of bouncing off them.',
      source: XB8,
    },
    {
      id: 'insert-rear-firm',
      change: 'rearInsert:stiffer',
      when: { any: ['traction-roll'] },
      weight: 1,
      reasoning: 'Firmer rear inserts keep the rear tyres from rolling under on high grip.',
      source: XB8,
    },
  ],
};
