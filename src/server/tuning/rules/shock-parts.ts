import { shockPartChanges } from '../changes/shock-parts';
import type { RuleFamily } from '../types';

/**
 * Pistons, shock mounting positions, shock length and droop limiters.
 * Sources: XRAY XB8 / XB4 set-up books, "Shock absorbers" (pistons with fewer or smaller holes damp more,
 * above all on fast hits and big landings) and "Shock position" (a more inclined shock, top inward or
 * bottom inward, is softer with more grip and roll; a more upright one is firmer and reacts quicker);
 * XRAY XT8 set-up book for truggies; Tekno EB48 2.2 manual, "Tuning guide" (shock length and limiters set
 * the droop of each end: more down-travel for rough tracks, less for smooth ones and off jump faces).
 */
const PISTON = 'XRAY XB8 2024 set-up book: Shock absorbers';
const PISTON_T = 'XRAY XT8 set-up book: Shock absorbers';
const POSITION = 'XRAY XB8 2024 set-up book: Shock position';
const POSITION4 = 'XRAY XB4 2024 set-up book: Shock position';
const TEKNO = 'Tekno EB48 2.2 manual: Tuning guide';

export const shockParts: RuleFamily = {
  id: 'shock-parts',
  name: 'Pistons, shock positions and droop limiters',
  sources: [PISTON, PISTON_T, POSITION, POSITION4, TEKNO],
  changes: shockPartChanges,
  rules: [
    {
      id: 'piston-chatter-front',
      change: 'frontPiston:softer',
      when: { any: ['chatter', 'harsh'] },
      weight: 1,
      reasoning:
        'Pistons with more or larger holes soften fast hits, so the front rides chatter instead of skipping.',
      source: PISTON_T,
    },
    {
      id: 'piston-landing-front',
      change: 'frontPiston:stiffer',
      when: { any: ['nose-landing', 'bottoming'], none: ['nose-up', 'rear-end', 'scraping'] },
      weight: 1,
      reasoning: 'Smaller piston holes hold the front up against the hardest hits.',
      source: PISTON,
    },
    {
      id: 'piston-chatter-rear',
      change: 'rearPiston:softer',
      when: { any: ['chatter', 'harsh', 'rear-hop'] },
      weight: 1,
      reasoning: 'Pistons with more or larger holes let the rear follow fast, sharp bumps.',
      source: PISTON_T,
    },
    {
      id: 'piston-harsh-truggy',
      change: 'rearPiston:softer',
      when: { all: ['harsh', 'class:truggy'] },
      weight: 1,
      reasoning:
        'A heavy truggy crashes through rough sections on its pistons: larger holes soften the hits most.',
      source: PISTON_T,
    },
    {
      id: 'piston-big-jumps-1-8',
      change: 'rearPiston:stiffer',
      when: { all: ['bottoming', 'big-jumps', 'scale:1:8'], none: ['nose-down', 'nose-landing'] },
      weight: 1,
      reasoning:
        '1:8 cars land from the biggest jumps: smaller piston holes hold them up on the hardest hits.',
      source: PISTON,
    },
    {
      id: 'piston-kick-rear',
      change: 'rearPiston:stiffer',
      when: { any: ['rear-kick', 'bottoming'], none: ['front-end', 'nose-down', 'nose-landing', 'scraping'] },
      weight: 1,
      reasoning:
        'Smaller rear piston holes slow the rear on the big hits: less kick off faces, less bottoming.',
      source: PISTON,
    },
    {
      id: 'tower-push-front',
      change: 'frontShockTowerHole:softer',
      when: { all: ['push'], any: ['mid', 'front-no-grip'] },
      weight: 1,
      reasoning:
        'A more inclined front shock is softer at the start of its travel: more front grip mid-corner.',
      source: POSITION,
    },
    {
      id: 'tower-edgy-front',
      change: 'frontShockTowerHole:stiffer',
      when: { any: ['edgy', 'lazy-transition'] },
      weight: 1,
      reasoning: 'A more upright front shock is firmer: a more direct, less rolling front.',
      source: POSITION4,
    },
    {
      id: 'tower-loose-rear',
      change: 'rearShockTowerHole:softer',
      when: { all: ['loose'], any: ['mid', 'progressive'] },
      weight: 1,
      reasoning: 'A more inclined rear shock is softer: more rear side grip.',
      source: POSITION,
    },
    {
      id: 'tower-push-rear',
      change: 'rearShockTowerHole:stiffer',
      when: { all: ['push'], any: ['roll', 'grip:high'] },
      weight: 1,
      reasoning: 'A more upright rear shock is firmer: less rear grip, so the car rotates.',
      source: POSITION,
    },
    {
      id: 'arm-soft-front',
      change: 'frontShockArmHole:softer',
      when: { any: ['harsh', 'bump-steer'] },
      weight: 1,
      reasoning: 'Moving the front shocks inward on the arms softens the front over bumps.',
      source: POSITION,
    },
    {
      id: 'arm-firm-front',
      change: 'frontShockArmHole:stiffer',
      when: { any: ['floaty', 'roll'], none: ['push'] },
      weight: 1,
      reasoning: 'Moving the front shocks outward on the arms firms up the front: less roll, a quicker car.',
      source: POSITION4,
    },
    {
      id: 'arm-soft-rear',
      change: 'rearShockArmHole:softer',
      when: { any: ['rear-hop', 'harsh'] },
      weight: 1,
      reasoning: 'Moving the rear shocks inward on the arms softens the rear so it follows the bumps.',
      source: POSITION,
    },
    {
      id: 'arm-firm-rear',
      change: 'rearShockArmHole:stiffer',
      when: { any: ['floaty', 'squat'] },
      weight: 1,
      reasoning: 'Moving the rear shocks outward on the arms firms up the rear: less squat and roll.',
      source: POSITION,
    },
    {
      id: 'length-skips-front',
      change: 'frontShockLength:increase',
      when: { any: ['skips'] },
      weight: 1,
      reasoning: 'A longer front shock gives the front wheels more down-travel to follow the bumps.',
      source: TEKNO,
    },
    {
      id: 'length-roll-front',
      change: 'frontShockLength:decrease',
      when: { any: ['roll'], none: ['push'] },
      weight: 1,
      reasoning: 'A shorter front shock limits front droop, so the chassis rolls less.',
      source: TEKNO,
    },
    {
      id: 'length-hop-rear',
      change: 'rearShockLength:increase',
      when: { any: ['rear-hop'] },
      weight: 1,
      reasoning: 'A longer rear shock gives the rear wheels more down-travel to stay on the ground.',
      source: TEKNO,
    },
    {
      id: 'length-power-push-rear',
      change: 'rearShockLength:decrease',
      when: { all: ['push', 'on-power', 'bumps:smooth'] },
      weight: 1,
      reasoning:
        'Less rear down-travel means less weight moves back on power: more steering on a smooth track.',
      source: TEKNO,
    },
    {
      id: 'limiters-traction-roll-front',
      change: 'frontLimiters:increase',
      when: { any: ['traction-roll'] },
      weight: 1,
      reasoning: 'Less front droop limits how far the chassis rolls onto the outside front wheel.',
      source: TEKNO,
    },
    {
      id: 'limiters-braking-bumps-front',
      change: 'frontLimiters:decrease',
      when: { any: ['braking-bumps'] },
      weight: 1,
      reasoning: 'More front down-travel lets the front wheels drop into braking bumps instead of skipping.',
      source: TEKNO,
    },
    {
      id: 'limiters-kick-rear',
      change: 'rearLimiters:increase',
      when: { any: ['rear-kick', 'nose-down'] },
      weight: 1,
      reasoning:
        'Less rear down-travel means the rear extends less off the jump face, so it pitches the car forward less.',
      source: TEKNO,
    },
    {
      id: 'limiters-rough-rear',
      change: 'rearLimiters:decrease',
      when: { all: ['loose', 'on-power', 'bumps:rough'] },
      weight: 1,
      reasoning: 'More rear down-travel keeps the rear tyres on the ground over rough ground under power.',
      source: TEKNO,
    },
  ],
};
