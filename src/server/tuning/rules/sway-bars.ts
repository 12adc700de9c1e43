import { springChanges } from '../changes/springs';
import type { RuleFamily } from '../types';

/**
 * Anti-roll (sway) bars.
 * Sources: XRAY XB8 / XB4 set-up books, "Anti-roll bars" (a stiffer bar reduces roll and the grip of its
 * end, and makes the car react quicker in fast direction changes; a softer bar adds grip at its end);
 * XRAY XT8 set-up book for truggies; Mugen MBX8 set-up guide, "Sway bar". A stiffer front bar gives less
 * steering but a quicker, calmer response and is the first cure for traction rolling; a stiffer rear bar
 * gives more steering; softer bars suit loose and bumpy tracks.
 */
const XB8 = 'XRAY XB8 2024 set-up book: Anti-roll bars';
const XB4 = 'XRAY XB4 2024 set-up book: Anti-roll bars';
const XT8 = 'XRAY XT8 set-up book: Anti-roll bars';
const MBX8 = 'Mugen MBX8 set-up guide: Sway bar';

export const swayBars: RuleFamily = {
  id: 'sway-bars',
  name: 'Sway bars',
  sources: [XB8, XB4, XT8, MBX8],
  changes: springChanges.filter((c) => c.parameter.endsWith('SwayBar')),
  rules: [
    {
      id: 'bar-mid-push',
      change: 'frontSwayBar:softer',
      when: { all: ['push', 'mid'] },
      weight: 2,
      reasoning: 'A softer front bar lets the outside front tyre take more load mid-corner: more steering.',
      source: XB8,
    },
    {
      id: 'bar-low-grip-front',
      change: 'frontSwayBar:softer',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'On loose tracks softer bars (or none) let each wheel find its own grip.',
      source: MBX8,
    },
    {
      id: 'bar-rough-front',
      change: 'frontSwayBar:softer',
      when: { all: ['bumps:rough'], none: ['traction-roll', 'edgy', 'direction-change', 'roll'] },
      weight: 1,
      reasoning:
        'A bar passes a bump under one wheel to the other; a softer bar keeps a rough track from upsetting the car.',
      source: XB8,
    },
    {
      id: 'bar-bump-steer',
      change: 'frontSwayBar:softer',
      when: { all: ['bump-steer'] },
      weight: 1,
      reasoning:
        'A stiff front bar passes a bump under one wheel to the other and kicks the car off line; a softer bar lets each wheel ride it.',
      source: XB8,
    },
    {
      id: 'bar-steering-base',
      change: 'frontSwayBar:softer',
      when: { all: ['push'] },
      weight: 0.5,
      reasoning: 'A softer front bar is a simple, reversible way to add steering.',
      source: XB8,
    },
    {
      id: 'bar-traction-roll-front',
      change: 'frontSwayBar:stiffer',
      when: { all: ['traction-roll'] },
      weight: 3,
      reasoning:
        'A stiffer front bar is the textbook cure for traction rolling: less roll and less front bite.',
      source: XB8,
    },
    {
      id: 'bar-fast-roll',
      change: 'frontSwayBar:stiffer',
      when: { any: ['roll', 'scrape-roll'], none: ['push'] },
      weight: 2,
      reasoning:
        'A stiffer front bar cuts the roll, so the car stays flat instead of leaning onto its outside wheels.',
      source: XB8,
    },
    {
      id: 'bar-fast-sweepers',
      change: 'frontSwayBar:stiffer',
      when: { all: ['roll', 'fast-corners'] },
      weight: 1,
      reasoning:
        'At sweeper speeds the load on the outside wheels is highest: a stiffer front bar holds the car up.',
      source: XT8,
    },
    {
      id: 'bar-edgy',
      change: 'frontSwayBar:stiffer',
      when: { all: ['edgy'] },
      weight: 2,
      reasoning: 'A stiffer front bar takes the edge off an aggressive front end on high grip.',
      source: XB8,
    },
    {
      id: 'bar-high-grip-edgy',
      change: 'frontSwayBar:stiffer',
      when: { all: ['grip:high'], any: ['edgy', 'darty'] },
      weight: 1,
      reasoning:
        'On a high-grip track the front bar is the first setting for a front end that bites too hard.',
      source: XB8,
    },
    {
      id: 'bar-darty-mid',
      change: 'frontSwayBar:stiffer',
      when: { all: ['darty', 'mid'] },
      weight: 1,
      reasoning: 'A stiffer front bar makes the front less eager mid-corner, so it holds a steadier line.',
      source: XB4,
    },
    {
      id: 'bar-direction-change',
      change: 'frontSwayBar:stiffer',
      when: { all: ['direction-change'], none: ['swing'] },
      weight: 2,
      reasoning:
        'A stiffer front bar means less roll to unwind: the car reacts quicker in fast direction changes.',
      source: XB4,
    },
    {
      id: 'bar-direction-change-more',
      change: 'frontSwayBar:stiffer',
      when: { any: ['lazy-transition', 'floaty'] },
      weight: 1,
      reasoning: 'Less roll is the quickest way to a car that flicks from one side to the other.',
      source: XB8,
    },
    {
      id: 'bar-mid-loose',
      change: 'rearSwayBar:softer',
      when: { all: ['loose', 'mid'] },
      weight: 2,
      reasoning: 'A softer rear bar adds rear side grip through the corner.',
      source: XB8,
    },
    {
      id: 'bar-progressive-loose',
      change: 'rearSwayBar:softer',
      when: { all: ['loose', 'progressive'] },
      weight: 1,
      reasoning: 'A rear that slides gradually needs a little more side grip, which a softer bar gives.',
      source: XB8,
    },
    {
      id: 'bar-swing',
      change: 'rearSwayBar:softer',
      when: { all: ['swing'] },
      weight: 2,
      reasoning:
        'A softer rear bar lets the rear take its new load progressively, so it follows the front round.',
      source: XB4,
    },
    {
      id: 'bar-low-grip-rear',
      change: 'rearSwayBar:softer',
      when: { all: ['grip:low'], none: ['push'] },
      weight: 1,
      reasoning: 'On loose tracks softer bars (or none) let each wheel find its own grip.',
      source: MBX8,
    },
    {
      id: 'bar-roll-push',
      change: 'rearSwayBar:stiffer',
      when: { all: ['push', 'roll'] },
      weight: 2,
      reasoning:
        'A car that leans and pushes needs less rear roll: a stiffer rear bar moves grip to the front and cuts roll.',
      source: XB8,
    },
    {
      id: 'bar-high-grip-push',
      change: 'rearSwayBar:stiffer',
      when: { all: ['push', 'grip:high'] },
      weight: 2,
      reasoning: 'When the rear has grip to spare, a stiffer rear bar frees it and lets the car turn.',
      source: XB8,
    },
    {
      id: 'bar-traction-roll-rear',
      change: 'rearSwayBar:stiffer',
      when: { any: ['traction-roll', 'roll', 'scrape-roll'], none: ['push'] },
      weight: 1,
      reasoning: 'Stiffer bars at both ends keep the chassis flat when the car leans.',
      source: XB8,
    },
    {
      id: 'bar-chicane',
      change: 'rearSwayBar:stiffer',
      when: { all: ['chicane'], none: ['swing'] },
      weight: 1,
      reasoning: 'In fast chicanes a stiffer rear bar lets the car flick from one side to the other sooner.',
      source: XB4,
    },
    {
      id: 'bar-lazy-rear',
      change: 'rearSwayBar:stiffer',
      when: { any: ['lazy-transition', 'floaty'] },
      weight: 1,
      reasoning: 'A stiffer rear bar makes the rear follow the front sooner in a change of direction.',
      source: XB4,
    },
  ],
};
