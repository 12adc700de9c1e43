import { springChanges } from '../changes/springs';
import type { RuleFamily } from '../types';

/**
 * Anti-roll (sway) bars.
 * Sources: XRAY XB8 set-up book, "Anti-roll bars" (a stiffer bar reduces roll and the grip of its end;
 * a softer bar adds grip at its end); HUDY set-up guide; Mugen MBX8 manual, "Sway bar". A stiffer front
 * bar gives less steering but a quicker, calmer response and helps stop traction rolls; a stiffer rear bar
 * gives more steering; softer bars suit loose and bumpy tracks.
 */
export const swayBars: RuleFamily = {
  id: 'sway-bars',
  name: 'Sway bars',
  sources: ['XRAY XB8 set-up book: Anti-roll bars', 'HUDY set-up guide', 'Mugen MBX8 manual: Sway bar'],
  changes: springChanges.filter((c) => c.parameter.endsWith('SwayBar')),
  rules: [
    {
      id: 'bar-mid-push',
      change: 'frontSwayBar:softer',
      when: { all: ['push', 'mid'] },
      weight: 2,
      reasoning: 'A softer front bar lets the outside front tyre take more load mid-corner: more steering.',
    },
    {
      id: 'bar-roll-push',
      change: 'rearSwayBar:stiffer',
      when: { all: ['push', 'roll'] },
      weight: 2,
      reasoning:
        'A car that leans and pushes needs less rear roll: a stiffer rear bar moves grip to the front and cuts roll.',
    },
    {
      id: 'bar-high-grip-push',
      change: 'rearSwayBar:stiffer',
      when: { all: ['push', 'grip:high'] },
      weight: 3,
      reasoning: 'When the rear has grip to spare, a stiffer rear bar frees it and lets the car turn.',
    },
    {
      id: 'bar-mid-loose',
      change: 'rearSwayBar:softer',
      when: { all: ['loose', 'mid'] },
      weight: 2,
      reasoning: 'A softer rear bar adds rear side grip through sweepers.',
    },
    {
      id: 'bar-progressive-loose',
      change: 'rearSwayBar:softer',
      when: { all: ['loose', 'progressive'] },
      weight: 1,
      reasoning: 'A rear that slides gradually needs a little more side grip, which a softer bar gives.',
    },
    {
      id: 'bar-traction-roll-front',
      change: 'frontSwayBar:stiffer',
      when: { all: ['traction-roll'] },
      weight: 3,
      reasoning:
        'A stiffer front bar is the textbook cure for traction rolling: less roll and less front bite.',
    },
    {
      id: 'bar-traction-roll-rear',
      change: 'rearSwayBar:stiffer',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning: 'Stiffer bars at both ends keep the chassis flat on a high-grip track.',
    },
    {
      id: 'bar-edgy',
      change: 'frontSwayBar:stiffer',
      when: { all: ['edgy'] },
      weight: 2,
      reasoning: 'A stiffer front bar takes the edge off an aggressive front end on high grip.',
    },
    {
      id: 'bar-low-grip-front',
      change: 'frontSwayBar:softer',
      when: { all: ['grip:low'] },
      weight: 1,
      reasoning: 'On loose tracks softer bars (or none) let each wheel find its own grip.',
    },
    {
      id: 'bar-low-grip-rear',
      change: 'rearSwayBar:softer',
      when: { all: ['grip:low'], none: ['push'] },
      weight: 1,
      reasoning: 'On loose tracks softer bars (or none) let each wheel find its own grip.',
    },
    {
      id: 'bar-rough-front',
      change: 'frontSwayBar:softer',
      when: { all: ['bumps:rough'], none: ['traction-roll', 'edgy'] },
      weight: 1,
      reasoning:
        'A bar passes a bump under one wheel to the other; a softer bar keeps a rough track from upsetting the car.',
    },
    {
      id: 'bar-steering-base',
      change: 'frontSwayBar:softer',
      when: { all: ['goal:more-steering'] },
      weight: 0.5,
      reasoning: 'A softer front bar is a simple, reversible way to add steering.',
    },
  ],
};
