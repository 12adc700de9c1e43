import type { RuleFamily } from '../types';

/**
 * Shock oil over bumps, off jumps and on landings (the oil changes are in ../changes/shocks.ts, listed by
 * the cornering family in ./shocks.ts).
 * Sources: XRAY XB8 2024 set-up book, "Shock absorbers" (thinner oil follows chatter and small,
 * fast bumps; thicker oil holds the car up on big landings and slows the rear's rebound off a jump face,
 * which is what kicks the rear up and drops the nose); XRAY XT8 set-up book for truggies, whose weight
 * makes rough sections harsh on thick oil.
 */
const XB8 = 'XRAY XB8 2024 set-up book: Shock absorbers';
const XT8 = 'XRAY XT8 set-up book: Shock absorbers';

export const shocksRough: RuleFamily = {
  id: 'shocks-rough',
  name: 'Shock oil over bumps and jumps',
  sources: [XB8, XT8],
  changes: [],
  rules: [
    {
      id: 'shock-skips-front',
      change: 'frontShockOil:thinner',
      when: { any: ['skips', 'braking-bumps'], none: ['chatter'] },
      weight: 1,
      reasoning:
        'A front that skips over bumps cannot move fast enough; thinner oil keeps the tyres on the track.',
      source: XB8,
    },
    {
      id: 'shock-chatter-front',
      change: 'frontShockOil:thinner',
      when: { any: ['chatter'] },
      weight: 2,
      reasoning:
        'Chatter needs front shocks that move quickly: thinner oil keeps the front tyres on the track.',
      source: XB8,
    },
    {
      id: 'shock-harsh-front',
      change: 'frontShockOil:thinner',
      when: { all: ['harsh'] },
      weight: 2,
      reasoning:
        'A harsh ride over rough sections is too much damping: thinner oil lets the front soak up the hits.',
      source: XT8,
    },
    {
      id: 'shock-harsh-braking',
      change: 'frontShockOil:thinner',
      when: { all: ['harsh', 'braking'] },
      weight: 1,
      reasoning:
        'Braking bumps hit the front as the weight comes onto it: the front needs the softer damping first.',
      source: XT8,
    },
    {
      id: 'shock-bounce-front',
      change: 'frontShockOil:thicker',
      when: { all: ['bounce'] },
      weight: 2,
      reasoning: 'A car that pogos after landing has too little damping for its springs.',
      source: XB8,
    },
    {
      id: 'shock-bottoming-front',
      change: 'frontShockOil:thicker',
      when: { all: ['bottoming'], any: ['landing', 'big-jumps', 'big-bumps'], none: ['nose-up', 'rear-end'] },
      weight: 2,
      reasoning:
        'Thicker front oil resists the big hits of landings and holes so the front stops bottoming out.',
      source: XB8,
    },
    {
      id: 'shock-nose-landing',
      change: 'frontShockOil:thicker',
      when: { all: ['nose-landing'] },
      weight: 2,
      reasoning:
        'A front that digs in on landing needs more damping: thicker front oil holds it up against the hit.',
      source: XB8,
    },
    {
      id: 'shock-rear-hop',
      change: 'rearShockOil:thinner',
      when: { any: ['rear-hop'] },
      weight: 2,
      reasoning:
        'A rear that hops is over-damped for the bumps: thinner oil lets the wheels follow the ground.',
      source: XB8,
    },
    {
      id: 'shock-chatter-rear',
      change: 'rearShockOil:thinner',
      when: { any: ['chatter'] },
      weight: 3,
      reasoning:
        'Small, fast chatter needs shocks that move quickly: thinner rear oil lets the rear tyres follow it instead of skipping.',
      source: XB8,
    },
    {
      id: 'shock-harsh-rear',
      change: 'rearShockOil:thinner',
      when: { all: ['harsh'] },
      weight: 2,
      reasoning: 'Thinner rear oil takes the sting out of rough sections, so the rear stays on the ground.',
      source: XT8,
    },
    {
      id: 'shock-harsh-power',
      change: 'rearShockOil:thinner',
      when: { all: ['harsh', 'on-power'] },
      weight: 1,
      reasoning: 'Ruts out of the corners hit the rear under power: the rear needs the softer damping first.',
      source: XT8,
    },
    {
      id: 'shock-nose-up',
      change: 'rearShockOil:thinner',
      when: { all: ['nose-up'], none: ['bottoming'] },
      weight: 1,
      reasoning:
        'If the rear stays compressed leaving the ramp, the nose points up; quicker rear rebound levels the car.',
      source: XB8,
    },
    {
      id: 'shock-rear-kick',
      change: 'rearShockOil:thicker',
      when: { any: ['rear-kick'] },
      weight: 3,
      reasoning:
        'The rear kicks when its shocks rebound too fast off the face; thicker oil slows the rebound.',
      source: XB8,
    },
    {
      id: 'shock-nose-down',
      change: 'rearShockOil:thicker',
      when: { all: ['nose-down'] },
      weight: 2,
      reasoning:
        'The nose drops in the air when the rear rebounds hard off the jump face; thicker rear oil slows that rebound.',
      source: XB8,
    },
    {
      id: 'shock-bottoming-rear',
      change: 'rearShockOil:thicker',
      when: {
        all: ['bottoming'],
        any: ['landing', 'big-jumps', 'big-bumps'],
        none: ['nose-down', 'nose-landing', 'front-end'],
      },
      weight: 2,
      reasoning:
        'Thicker rear oil resists the big hits of landings and holes so the rear stops bottoming out.',
      source: XB8,
    },
    {
      id: 'shock-rear-landing',
      change: 'rearShockOil:thicker',
      when: { all: ['bottoming', 'nose-up'] },
      weight: 1,
      reasoning: 'You land rear-first: the rear takes the whole hit, so it needs the extra damping.',
      source: XB8,
    },
    {
      id: 'shock-bounce-rear',
      change: 'rearShockOil:thicker',
      when: { all: ['bounce'] },
      weight: 2,
      reasoning: 'More rear damping stops the rear bouncing the car back into the air.',
      source: XB8,
    },
    {
      id: 'shock-whoops',
      change: 'rearShockOil:thicker',
      when: { all: ['whoops'], any: ['rear-kick', 'direction-change'] },
      weight: 1,
      reasoning:
        'Through whoops, firmer rear damping keeps the rear skimming across the tops instead of kicking.',
      source: XB8,
    },
    {
      id: 'shock-jumping-base',
      change: 'rearShockOil:thicker',
      when: { all: ['jumps'], none: ['nose-up'] },
      weight: 0.5,
      reasoning:
        'Rear damping sets how the car leaves a face and lands: it is the base of consistent jumping.',
      source: XB8,
    },
  ],
};
