import type { ChangeDef, DetailedInfoDef, ScaleText } from '../types';

/**
 * Pistons, shock mounting positions, shock length and droop limiters, per end; rules and sources in
 * ../rules/shock-parts.ts.
 */
type End = 'front' | 'rear';

const change = (
  parameter: string,
  direction: ChangeDef['direction'],
  title: string,
  suggestion: string | ScaleText,
  detailedInfo: DetailedInfoDef,
): ChangeDef => ({
  id: `${parameter}:${direction}`,
  parameter,
  direction,
  title,
  impact: 'Low',
  difficulty: 'Medium',
  suggestion,
  detailedInfo,
});

const Cap = (end: End) => (end === 'front' ? 'Front' : 'Rear');

const pistons = (end: End): ChangeDef[] => [
  change(
    `${end}Piston`,
    'softer',
    `${Cap(end)} pistons with more or larger holes`,
    'One piston size up (e.g. 1.3 → 1.4 mm holes, or one hole more)',
    {
      howToAdjust: `Rebuild both ${end} shocks with the new pistons, refill with the same oil and bleed them.`,
      effects: {
        positive: ['Softer damping on fast hits: the wheels follow chatter and sharp bumps'],
        negative: ['Less hold on big landings; the chassis bottoms sooner'],
      },
      tips: ['Pistons change fast (bump) damping more than oil does; oil sets the slow movements.'],
    },
  ),
  change(
    `${end}Piston`,
    'stiffer',
    `${Cap(end)} pistons with fewer or smaller holes`,
    'One piston size down (e.g. 1.4 → 1.3 mm holes, or one hole fewer)',
    {
      howToAdjust: `Rebuild both ${end} shocks with the new pistons, refill with the same oil and bleed them.`,
      effects: {
        positive: ['Firmer damping on big hits: holds the chassis up on landings'],
        negative: ['Harsher over chatter and sharp bumps'],
      },
    },
  ),
];

const towerHoles = (end: End): ChangeDef[] => [
  change(
    `${end}ShockTowerHole`,
    'softer',
    `${Cap(end)} shocks one hole inward on the tower`,
    `Move the top of both ${end} shocks one hole inward (more inclined)`,
    {
      howToAdjust: `Move both ${end} shock top mounts one hole inward on the tower, then reset the ${end} ride height.`,
      effects: {
        positive: [`A softer, more progressive ${end}: more ${end} side grip`],
        negative: ['More roll; a slower reaction'],
      },
    },
  ),
  change(
    `${end}ShockTowerHole`,
    'stiffer',
    `${Cap(end)} shocks one hole outward on the tower`,
    `Move the top of both ${end} shocks one hole outward (more upright)`,
    {
      howToAdjust: `Move both ${end} shock top mounts one hole outward on the tower, then reset the ${end} ride height.`,
      effects: {
        positive: [`A firmer ${end} that reacts quicker and rolls less`],
        negative: [`Less ${end} side grip, above all on bumpy tracks`],
      },
    },
  ),
];

const armHoles = (end: End): ChangeDef[] => [
  change(
    `${end}ShockArmHole`,
    'softer',
    `${Cap(end)} shocks one hole inward on the arm`,
    `Mount the bottom of both ${end} shocks one hole further in on the arm`,
    {
      howToAdjust: `Move both ${end} lower shock mounts one hole inward on the arms, then reset the ${end} ride height.`,
      effects: {
        positive: [`Softer and more progressive: more ${end} grip over bumps`],
        negative: ['More roll and a slower reaction; less hold on landings'],
      },
    },
  ),
  change(
    `${end}ShockArmHole`,
    'stiffer',
    `${Cap(end)} shocks one hole outward on the arm`,
    `Mount the bottom of both ${end} shocks one hole further out on the arm`,
    {
      howToAdjust: `Move both ${end} lower shock mounts one hole outward on the arms, then reset the ${end} ride height.`,
      effects: {
        positive: ['Firmer: less roll, a quicker reaction and more hold on landings'],
        negative: [`Less ${end} grip over bumps`],
      },
    },
  ),
];

const lengths = (end: End): ChangeDef[] => [
  change(
    `${end}ShockLength`,
    'increase',
    `Longer ${end} shocks (more ${end} droop)`,
    {
      '1:8': `1 mm longer on both ${end} shocks, by the rod end`,
      '1:10': `0.5 mm longer on both ${end} shocks, by the rod end`,
    },
    {
      howToAdjust: `Unscrew both ${end} rod ends by the same amount and measure both shocks eye to eye; reset the ${end} ride height.`,
      effects: {
        positive: [`More ${end} down-travel: the wheels follow holes and ruts`],
        negative: [`More ${end} pitch and roll on smooth tracks`],
      },
    },
  ),
  change(
    `${end}ShockLength`,
    'decrease',
    `Shorter ${end} shocks (less ${end} droop)`,
    {
      '1:8': `1 mm shorter on both ${end} shocks, by the rod end`,
      '1:10': `0.5 mm shorter on both ${end} shocks, by the rod end`,
    },
    {
      howToAdjust: `Screw both ${end} rod ends in by the same amount and measure both shocks eye to eye; reset the ${end} ride height.`,
      effects: {
        positive: [`Less ${end} down-travel: a flatter, quicker car on smooth tracks`],
        negative: [`The ${end} wheels leave the ground over holes`],
      },
    },
  ),
];

const limiters = (end: End): ChangeDef[] => [
  change(
    `${end}Limiters`,
    'increase',
    `Less ${end} droop (limiters or droop screws)`,
    {
      '1:8': `About 1 mm less ${end} down-travel: a 1 mm limiter inside each shock or the droop screws in`,
      '1:10': `About 0.5 mm less ${end} down-travel: a limiter inside each shock or the droop screws in`,
    },
    {
      howToAdjust: `Add the same limiter inside both ${end} shocks (or turn both ${end} droop screws in equally) and check on a droop gauge.`,
      effects: {
        positive: [`The ${end} extends less: steadier off jump faces and flatter on smooth tracks`],
        negative: [`Less ${end} grip over holes and bumps`],
      },
    },
  ),
  change(
    `${end}Limiters`,
    'decrease',
    `More ${end} droop (fewer limiters)`,
    {
      '1:8': `About 1 mm more ${end} down-travel: a thinner limiter or the droop screws out`,
      '1:10': `About 0.5 mm more ${end} down-travel: a thinner limiter or the droop screws out`,
    },
    {
      howToAdjust: `Take a limiter out of both ${end} shocks (or turn both ${end} droop screws out equally) and check on a droop gauge.`,
      effects: {
        positive: [`The ${end} wheels drop into holes and keep their grip over bumps`],
        negative: [`More ${end} pitch; the ${end} can kick off jump faces`],
      },
    },
  ),
];

export const shockPartChanges: readonly ChangeDef[] = (['front', 'rear'] as const).flatMap((end) => [
  ...pistons(end),
  ...towerHoles(end),
  ...armHoles(end),
  ...lengths(end),
  ...limiters(end),
]);
