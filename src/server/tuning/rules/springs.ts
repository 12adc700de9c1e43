import { springChanges } from '../changes/springs';
import type { RuleFamily } from '../types';

/**
 * Springs.
 * Sources: XRAY XB8 / XB2 set-up books, "Springs" (stiffer springs: more responsive, for tight,
 * high-traction tracks that are not bumpy, less roll; softer springs: more traction in low grip, better
 * on bumpy tracks); XRAY XT8 set-up book for truggies; Team Associated B6.4 manual, "Setup tips". A softer
 * end gains grip, a stiffer end loses grip: a softer rear adds rear grip on bumpy tracks, a softer front
 * adds steering.
 */
const XB8 = 'XRAY XB8 2024 set-up book: Springs';
const XB2 = 'XRAY XB2 2024 set-up book: Springs';
const XT8 = 'XRAY XT8 set-up book: Springs';
const B64 = 'Team Associated B6.4 manual: Setup tips, Springs';

export const springs: RuleFamily = {
  id: 'springs',
  name: 'Springs',
  sources: [XB8, XB2, XT8, B64],
  changes: springChanges.filter((c) => c.parameter.endsWith('Spring')),
  rules: [
    {
      id: 'spring-mid-push',
      change: 'frontSpring:softer',
      when: { all: ['push', 'mid'] },
      weight: 2,
      reasoning:
        'A softer front spring lets the front settle onto the outside tyre mid-corner, adding steering.',
      source: B64,
    },
    {
      id: 'spring-front-no-grip',
      change: 'frontSpring:softer',
      when: { all: ['push', 'front-no-grip'] },
      weight: 2,
      reasoning: 'Front tyres that slide with no bite need more mechanical grip: soften the front.',
      source: XB2,
    },
    {
      id: 'spring-low-grip-front',
      change: 'frontSpring:softer',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'Loose tracks reward soft springs: they let weight transfer and find grip.',
      source: XB8,
    },
    {
      id: 'spring-bumps-front',
      change: 'frontSpring:softer',
      // Not for a rear that kicks loose over them: a softer front adds steering the rear cannot hold.
      when: { any: ['big-bumps', 'braking-bumps', 'harsh'], none: ['bottoming', 'loose'] },
      weight: 1,
      reasoning:
        'Big bumps and braking bumps are soaked up by a softer front rather than thrown back at the chassis.',
      source: XT8,
    },
    {
      id: 'spring-mid-loose-front',
      change: 'frontSpring:stiffer',
      when: { all: ['loose', 'mid'] },
      weight: 1,
      reasoning: 'A stiffer front takes a little bite from the front, balancing a loose rear.',
      source: XB8,
    },
    {
      id: 'spring-traction-roll-front',
      change: 'frontSpring:stiffer',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning: 'Stiffer springs cut roll, one of the causes of a traction roll on high grip.',
      source: XB8,
    },
    {
      id: 'spring-edgy',
      change: 'frontSpring:stiffer',
      when: { all: ['edgy'] },
      weight: 1,
      reasoning: 'A stiffer front spring takes some bite from an over-eager front.',
      source: XB2,
    },
    {
      id: 'spring-bottoming-front',
      change: 'frontSpring:stiffer',
      when: { all: ['bottoming', 'big-jumps'], none: ['nose-up'] },
      weight: 1,
      reasoning: 'Stiffer front springs hold the front off the ground on big landings.',
      source: XB8,
    },
    {
      id: 'spring-nose-landing',
      change: 'frontSpring:stiffer',
      when: { any: ['nose-landing', 'dive'] },
      weight: 1,
      reasoning:
        'A stiffer front spring keeps the front off the ground when it takes the hit, on landings and under braking.',
      source: XB8,
    },
    {
      id: 'spring-floaty-front',
      change: 'frontSpring:stiffer',
      when: { all: ['floaty'] },
      weight: 1,
      reasoning: 'Stiffer springs roll less, so the car has less to wallow through in a change of direction.',
      source: XB8,
    },
    {
      id: 'spring-mid-loose',
      change: 'rearSpring:softer',
      when: { all: ['loose', 'mid'] },
      weight: 2,
      reasoning: 'A softer rear spring adds rear side grip through the corner.',
      source: XB8,
    },
    {
      id: 'spring-loose-snap',
      change: 'rearSpring:softer',
      when: { all: ['loose', 'snap'] },
      weight: 1,
      reasoning: 'A rear that lets go without warning is too stiff to give progressive grip.',
      source: XB8,
    },
    {
      id: 'spring-bumpy-traction',
      change: 'rearSpring:softer',
      when: { any: ['wheelspin', 'rear-breaks-away', 'rear-hop'], none: ['bumps:smooth'] },
      weight: 2,
      reasoning: 'On a bumpy track a softer rear spring keeps the tyres pressed into the ground under power.',
      source: B64,
    },
    {
      id: 'spring-low-grip-rear',
      change: 'rearSpring:softer',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'Loose tracks reward soft springs: they let weight transfer and find grip.',
      source: XB8,
    },
    {
      id: 'spring-bumps-rear',
      change: 'rearSpring:softer',
      when: { any: ['big-bumps', 'harsh'], none: ['bottoming'] },
      weight: 1,
      reasoning: 'Big, slow bumps are soaked up by softer springs rather than thrown back at the chassis.',
      source: XT8,
    },
    {
      id: 'spring-traction-base',
      change: 'rearSpring:softer',
      when: { all: ['on-power'], any: ['wheelspin', 'rear-breaks-away', 'rear-hop'] },
      weight: 0.5,
      reasoning: 'A softer rear spring is the first place to look for more rear traction on power.',
      source: B64,
    },
    {
      id: 'spring-traction-roll-rear',
      change: 'rearSpring:stiffer',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning: 'Stiffer springs cut roll, one of the causes of a traction roll on high grip.',
      source: XB8,
    },
    {
      id: 'spring-power-push',
      change: 'rearSpring:stiffer',
      when: { all: ['push', 'on-power'] },
      weight: 1,
      reasoning: 'A stiffer rear squats less on power, keeping weight on the front for steering.',
      source: XB8,
    },
    {
      id: 'spring-bottoming-rear',
      change: 'rearSpring:stiffer',
      when: { all: ['bottoming', 'big-jumps'], none: ['nose-down', 'nose-landing'] },
      weight: 1,
      reasoning: 'Stiffer rear springs hold the rear off the ground on big landings.',
      source: XB8,
    },
    {
      id: 'spring-squat',
      change: 'rearSpring:stiffer',
      when: { any: ['squat', 'floaty'] },
      weight: 1,
      reasoning:
        'A stiffer rear spring squats and rolls less, so the rear stays off the track and settles sooner.',
      source: XB8,
    },
  ],
};
