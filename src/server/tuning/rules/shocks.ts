import { shockChanges } from '../changes/shocks';
import type { RuleFamily } from '../types';

/**
 * Shock oil (damping).
 * Sources: XRAY XB8 / XB4 / XB2 set-up books, "Shock absorbers" (thinner oil: faster weight transfer,
 * quicker reactions and more grip on bumps; thicker oil: slower weight transfer, a steadier car, better on
 * big jumps and landings); XRAY XT8 set-up book for truggies; Team Associated B6.4 manual, "Setup tips".
 * Thicker front oil slows weight transfer onto the front and calms turn-in; thinner rear oil lets the
 * rear squat and find traction on power; thicker rear oil slows the rear's rebound off jump faces.
 */
const XB8 = 'XRAY XB8 2024 set-up book: Shock absorbers';
const XB2 = 'XRAY XB2 2024 set-up book: Shock absorbers';
const XT8 = 'XRAY XT8 set-up book: Shock absorbers';
const B64 = 'Team Associated B6.4 manual: Setup tips, Shocks';

export const shocks: RuleFamily = {
  id: 'shocks',
  name: 'Shock oil',
  sources: [XB8, XB2, XT8, B64],
  changes: shockChanges,
  rules: [
    {
      id: 'shock-entry-push',
      change: 'frontShockOil:thinner',
      when: { all: ['push', 'entry'] },
      weight: 2,
      reasoning:
        'Thinner front oil lets weight reach the front tyres sooner as you turn in, the usual cure for a push on entry.',
      source: B64,
    },
    {
      id: 'shock-braking-push',
      change: 'frontShockOil:thinner',
      when: { all: ['push', 'braking'] },
      weight: 1,
      reasoning:
        'On the brakes the weight moves forward: thinner front oil lets it load the front tyres sooner.',
      source: XB8,
    },
    {
      id: 'shock-lazy-front',
      change: 'frontShockOil:thinner',
      when: { all: ['push', 'front-lazy'] },
      weight: 2,
      reasoning:
        'A front end that answers the wheel slowly is over-damped: less damping makes it react sooner.',
      source: XB2,
    },
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
      id: 'shock-lazy-transition-front',
      change: 'frontShockOil:thinner',
      when: { all: ['lazy-transition'] },
      weight: 1,
      reasoning: 'Heavy damping slows the weight moving from side to side: thinner oil quickens the change.',
      source: XB8,
    },
    {
      id: 'shock-low-grip-front',
      change: 'frontShockOil:thinner',
      when: { all: ['grip:low', 'push'] },
      weight: 1,
      reasoning: 'On loose tracks softer front damping gives the front tyres time to bite.',
      source: XB8,
    },
    {
      id: 'shock-entry-loose',
      change: 'frontShockOil:thicker',
      when: { all: ['loose', 'entry'] },
      weight: 2,
      reasoning:
        'Slower weight transfer onto the front as you turn in keeps weight on the rear, so it stays planted into the corner.',
      source: XB8,
    },
    {
      id: 'shock-braking-loose',
      change: 'frontShockOil:thicker',
      when: { all: ['loose', 'braking'] },
      weight: 1,
      reasoning:
        'Thicker front oil slows the nose diving under braking, which keeps the rear from getting light.',
      source: XB8,
    },
    {
      id: 'shock-edgy',
      change: 'frontShockOil:thicker',
      when: { any: ['edgy'] },
      weight: 2,
      reasoning: 'Thicker front oil slows the weight reaching the front: a calmer, less aggressive turn-in.',
      source: XB2,
    },
    {
      id: 'shock-darty-braking',
      change: 'frontShockOil:thicker',
      when: { all: ['darty', 'braking'] },
      weight: 1,
      reasoning: 'A car that darts on the brakes dives too fast onto the front: thicker front oil slows it.',
      source: XB8,
    },
    {
      id: 'shock-traction-roll',
      change: 'frontShockOil:thicker',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning: 'Thicker oil slows how fast the chassis rolls, which helps stop a traction roll.',
      source: XB8,
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
      id: 'shock-floaty-front',
      change: 'frontShockOil:thicker',
      when: { all: ['floaty'] },
      weight: 2,
      reasoning: 'A car that wallows from side to side is under-damped: thicker oil settles each change.',
      source: XB8,
    },
    {
      id: 'shock-power-traction',
      change: 'rearShockOil:thinner',
      when: { all: ['on-power'], any: ['wheelspin', 'rear-breaks-away'] },
      weight: 2,
      reasoning: 'Thinner rear oil lets the rear squat and load the tyres as the power comes in.',
      source: XB8,
    },
    {
      id: 'shock-loose-power',
      change: 'rearShockOil:thinner',
      when: { all: ['loose', 'on-power'], none: ['wheelspin', 'rear-breaks-away'] },
      weight: 1,
      reasoning: 'Thinner rear oil lets weight reach the rear tyres sooner as you open the throttle.',
      source: B64,
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
      id: 'shock-darty-power',
      change: 'rearShockOil:thinner',
      when: { all: ['darty', 'on-power'] },
      weight: 1,
      reasoning: 'More rear squat on power takes away some of the on-power steering that makes it dart.',
      source: XB8,
    },
    {
      id: 'shock-lazy-transition-rear',
      change: 'rearShockOil:thinner',
      when: { all: ['lazy-transition'] },
      weight: 1,
      reasoning: 'Lighter rear damping lets the car settle onto its new side sooner.',
      source: XB8,
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
      id: 'shock-low-grip',
      change: 'rearShockOil:thinner',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'On loose tracks softer damping lets weight transfer and finds mechanical grip.',
      source: XB8,
    },
    {
      id: 'shock-exit-push',
      change: 'rearShockOil:thicker',
      when: { all: ['push', 'on-power'] },
      weight: 2,
      reasoning: 'Thicker rear oil slows the squat on power, leaving more weight on the front for steering.',
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
      id: 'shock-floaty-rear',
      change: 'rearShockOil:thicker',
      when: { all: ['floaty'] },
      weight: 1,
      reasoning: 'Thicker rear oil stops the rear wallowing after each change of direction.',
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
      when: { all: ['goal:jumping'], none: ['nose-up'] },
      weight: 0.5,
      reasoning:
        'Rear damping sets how the car leaves a face and lands: it is the base of consistent jumping.',
      source: XB8,
    },
  ],
};
