import { shockChanges } from '../changes/shocks';
import type { RuleFamily } from '../types';

/**
 * Shock oil (damping) in corners, on power and in direction changes; over bumps and jumps see
 * ./shocks-rough.ts.
 * Sources: XRAY XB8 / XB2 set-up books, "Shock absorbers" (thinner oil: faster weight transfer and
 * quicker reactions; thicker oil: slower weight transfer and a steadier car); Team Associated B6.4
 * manual, "Setup tips". Thicker front oil slows weight transfer onto the front and calms turn-in;
 * thinner rear oil lets the rear squat and find traction on power; thicker rear oil keeps weight on the
 * front for on-power steering.
 */
const XB8 = 'XRAY XB8 2024 set-up book: Shock absorbers';
const XB2 = 'XRAY XB2 2024 set-up book: Shock absorbers';
const B64 = 'Team Associated B6.4 manual: Setup tips, Shocks';

export const shocks: RuleFamily = {
  id: 'shocks',
  name: 'Shock oil',
  sources: [XB8, XB2, B64],
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
      id: 'shock-floaty-rear',
      change: 'rearShockOil:thicker',
      when: { all: ['floaty'] },
      weight: 1,
      reasoning: 'Thicker rear oil stops the rear wallowing after each change of direction.',
      source: XB8,
    },
  ],
};
