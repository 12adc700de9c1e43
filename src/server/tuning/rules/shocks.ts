import { shockChanges } from '../changes/shocks';
import type { RuleFamily } from '../types';

/**
 * Shock oil (damping).
 * Sources: XRAY XB8 / XB4 set-up books, "Shock damping" (thinner oil: faster weight transfer and more
 * grip on bumps; thicker oil: slower weight transfer, steadier and better on big jumps and landings);
 * Team Associated RC8B4 and B6.4 manuals, "Tuning tips: shocks"; Petit RC, M-Racing Setup Guide
 * ("Shocks"). Thicker front oil slows weight transfer onto the front and reduces steering; thinner rear
 * oil lets the rear squat and find traction on power; thicker rear oil slows rear rebound off jump faces.
 */
export const shocks: RuleFamily = {
  id: 'shocks',
  name: 'Shock oil',
  sources: [
    'XRAY XB8/XB4 set-up book: Shock damping',
    'Team Associated RC8B4 / B6.4 manual: tuning tips',
    'Petit RC: M-Racing Setup Guide',
  ],
  changes: shockChanges,
  rules: [
    {
      id: 'shock-entry-push',
      change: 'frontShockOil:thinner',
      when: { all: ['push', 'entry'] },
      weight: 2,
      reasoning:
        'Thinner front oil lets weight reach the front tyres sooner as you turn in, the usual cure for a push on entry.',
    },
    {
      id: 'shock-lazy-front',
      change: 'frontShockOil:thinner',
      when: { all: ['push', 'front-lazy'] },
      weight: 2,
      reasoning:
        'A front end that answers the wheel slowly is over-damped: less damping makes it react sooner.',
    },
    {
      id: 'shock-entry-loose',
      change: 'frontShockOil:thicker',
      when: { all: ['loose', 'entry'] },
      weight: 2,
      reasoning:
        'Slower weight transfer onto the front on the brakes keeps weight on the rear, so it stays planted into the corner.',
    },
    {
      id: 'shock-edgy',
      change: 'frontShockOil:thicker',
      when: { all: ['edgy'] },
      weight: 1,
      reasoning: 'On a grippy track a slower-reacting front takes the edge off the steering.',
    },
    {
      id: 'shock-exit-push',
      change: 'rearShockOil:thicker',
      when: { all: ['push', 'exit'] },
      weight: 1,
      reasoning:
        'Thicker rear oil slows the squat on power, leaving more weight on the front for steering out of the corner.',
    },
    {
      id: 'shock-power-traction',
      change: 'rearShockOil:thinner',
      when: { all: ['on-power'], any: ['wheelspin', 'rear-breaks-away'] },
      weight: 2,
      reasoning: 'Thinner rear oil lets the rear squat and load the tyres as the power comes in.',
    },
    {
      id: 'shock-rear-hop',
      change: 'rearShockOil:thinner',
      when: { any: ['rear-hop', 'chatter'] },
      weight: 2,
      reasoning:
        'A rear that hops or chatters is over-damped for the bumps: thinner oil lets the wheels follow the ground.',
    },
    {
      id: 'shock-skips-front',
      change: 'frontShockOil:thinner',
      when: { any: ['skips', 'chatter'] },
      weight: 1,
      reasoning:
        'Skipping over small bumps means the shocks cannot move fast enough; thinner oil keeps the tyres on the track.',
    },
    {
      id: 'shock-bottoming-front',
      change: 'frontShockOil:thicker',
      when: { all: ['bottoming'], any: ['big-jumps', 'big-bumps', 'goal:jumping'] },
      weight: 2,
      reasoning: 'Thicker oil resists the big hit of a landing so the chassis stops slamming the ground.',
    },
    {
      id: 'shock-bottoming-rear',
      change: 'rearShockOil:thicker',
      when: { all: ['bottoming'], any: ['big-jumps', 'big-bumps', 'goal:jumping'] },
      weight: 2,
      reasoning: 'Most landings are rear-first: thicker rear oil absorbs them without bottoming.',
    },
    {
      id: 'shock-bounce-front',
      change: 'frontShockOil:thicker',
      when: { all: ['bounce'] },
      weight: 2,
      reasoning: 'A car that pogos after landing has too little damping for its springs.',
    },
    {
      id: 'shock-bounce-rear',
      change: 'rearShockOil:thicker',
      when: { all: ['bounce'] },
      weight: 2,
      reasoning: 'More rear damping stops the rear bouncing the car back into the air.',
    },
    {
      id: 'shock-rear-kick',
      change: 'rearShockOil:thicker',
      when: { any: ['rear-kick', 'nose-down'] },
      weight: 2,
      reasoning:
        'The rear kicks (and the nose drops) when the rear shocks rebound too fast off the jump face; thicker oil slows the rebound.',
    },
    {
      id: 'shock-nose-up',
      change: 'rearShockOil:thinner',
      when: { all: ['nose-up'] },
      weight: 1,
      reasoning:
        'If the rear stays compressed leaving the ramp, the nose points up; quicker rear rebound levels the car.',
    },
    {
      id: 'shock-low-grip',
      change: 'rearShockOil:thinner',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'On loose tracks softer damping lets weight transfer and finds mechanical grip.',
    },
    {
      id: 'shock-low-grip-front',
      change: 'frontShockOil:thinner',
      when: { all: ['grip:low', 'push'] },
      weight: 1,
      reasoning: 'On loose tracks softer front damping gives the front tyres time to bite.',
    },
    {
      id: 'shock-traction-roll',
      change: 'frontShockOil:thicker',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning: 'Thicker oil slows how fast the chassis rolls, which helps stop a traction roll.',
    },
    {
      id: 'shock-jumping-base',
      change: 'rearShockOil:thicker',
      when: { all: ['goal:jumping'], none: ['nose-up'] },
      weight: 0.5,
      reasoning: 'Consistent jumping starts with enough rear damping to stop the rear kicking off the faces.',
    },
  ],
};
