import { springChanges } from '../changes/springs';
import type { RuleFamily } from '../types';

/**
 * Springs.
 * Sources: XRAY XB8 / NT1 set-up books, "Springs" (stiffer springs: more responsive, for tight,
 * high-traction tracks that are not bumpy, less steering and roll; softer springs: more traction in low
 * grip, better on bumpy and large open tracks); HUDY set-up guide; Team Associated B6.4 manual,
 * "Springs". A softer end gains grip, a stiffer end loses grip: a softer rear adds rear grip on bumpy
 * tracks, a softer front adds steering.
 */
export const springs: RuleFamily = {
  id: 'springs',
  name: 'Springs',
  sources: ['XRAY XB8/NT1 set-up book: Springs', 'HUDY set-up guide', 'Team Associated B6.4 manual: Springs'],
  changes: springChanges.filter((c) => c.parameter.endsWith('Spring')),
  rules: [
    {
      id: 'spring-mid-push',
      change: 'frontSpring:softer',
      when: { all: ['push', 'mid'] },
      weight: 2,
      reasoning:
        'A softer front spring lets the front settle onto the outside tyre mid-corner, adding steering.',
    },
    {
      id: 'spring-front-no-grip',
      change: 'frontSpring:softer',
      when: { all: ['push', 'front-no-grip'] },
      weight: 2,
      reasoning: 'Front tyres that slide with no bite need more mechanical grip: soften the front.',
    },
    {
      id: 'spring-mid-loose',
      change: 'rearSpring:softer',
      when: { all: ['loose', 'mid'] },
      weight: 2,
      reasoning: 'A softer rear spring adds rear side grip through the corner.',
    },
    {
      id: 'spring-loose-snap',
      change: 'rearSpring:softer',
      when: { all: ['loose', 'snap'] },
      weight: 1,
      reasoning: 'A rear that lets go without warning is too stiff to give progressive grip.',
    },
    {
      id: 'spring-mid-loose-front',
      change: 'frontSpring:stiffer',
      when: { all: ['loose', 'mid'] },
      weight: 1,
      reasoning: 'A stiffer front takes a little bite from the front, balancing a loose rear.',
    },
    {
      id: 'spring-bumpy-traction',
      change: 'rearSpring:softer',
      when: { any: ['wheelspin', 'rear-breaks-away', 'rear-hop'], none: ['bumps:smooth'] },
      weight: 2,
      reasoning: 'On a bumpy track a softer rear spring keeps the tyres pressed into the ground under power.',
    },
    {
      id: 'spring-low-grip-front',
      change: 'frontSpring:softer',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'Loose tracks reward soft springs: they let weight transfer and find grip.',
    },
    {
      id: 'spring-low-grip-rear',
      change: 'rearSpring:softer',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'Loose tracks reward soft springs: they let weight transfer and find grip.',
    },
    {
      id: 'spring-big-bumps-front',
      change: 'frontSpring:softer',
      when: { all: ['big-bumps'] },
      weight: 1,
      reasoning: 'Big, slow bumps are soaked up by softer springs rather than thrown back at the chassis.',
    },
    {
      id: 'spring-big-bumps-rear',
      change: 'rearSpring:softer',
      when: { all: ['big-bumps'] },
      weight: 1,
      reasoning: 'Big, slow bumps are soaked up by softer springs rather than thrown back at the chassis.',
    },
    {
      id: 'spring-traction-roll-front',
      change: 'frontSpring:stiffer',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning: 'Stiffer springs cut roll, one of the causes of a traction roll on high grip.',
    },
    {
      id: 'spring-traction-roll-rear',
      change: 'rearSpring:stiffer',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning: 'Stiffer springs cut roll, one of the causes of a traction roll on high grip.',
    },
    {
      id: 'spring-edgy',
      change: 'frontSpring:stiffer',
      when: { all: ['edgy'] },
      weight: 1,
      reasoning: 'A stiffer front spring takes some bite from an over-eager front on a grippy track.',
    },
    {
      id: 'spring-bottoming-front',
      change: 'frontSpring:stiffer',
      when: { all: ['bottoming', 'big-jumps'] },
      weight: 1,
      reasoning: 'Stiffer springs hold the chassis off the ground on big landings.',
    },
    {
      id: 'spring-bottoming-rear',
      change: 'rearSpring:stiffer',
      when: { all: ['bottoming', 'big-jumps'] },
      weight: 1,
      reasoning: 'Stiffer springs hold the chassis off the ground on big landings.',
    },
    {
      id: 'spring-traction-base',
      change: 'rearSpring:softer',
      when: { all: ['goal:rear-traction'] },
      weight: 0.5,
      reasoning: 'A softer rear spring is the first place to look for more rear traction on power.',
    },
  ],
};
