import type { ChangeDef } from '../types';
import { change } from './power-kit';

/**
 * The nitro clutch: springs, shoes and gap; rules and sources in ../rules/clutch.ts. Stiffer springs and
 * a wider gap engage later (higher in the revs, with a harder bite); softer springs and a smaller gap
 * engage earlier and more gently.
 */
const REBUILD = 'Remove the flywheel nut and the clutch shoes';
const GAP =
  'Take the clutch bell off, set the gap between shoes and bell with the shims and a feeler gauge, and check it all round.';

export const clutchChanges: readonly ChangeDef[] = [
  change('clutchSprings:softer', {
    title: 'Softer clutch springs',
    suggestion: 'The next softer clutch springs (they engage at lower revs)',
    howToAdjust: `${REBUILD}, fit the softer springs to all shoes and re-check the clutch gap.`,
    effects: {
      positive: ['The clutch engages earlier and more smoothly: less slip and fewer wheelspin bursts'],
      negative: ['The engine can bog if it engages below its power band'],
    },
    difficulty: 'Medium',
  }),
  change('clutchSprings:stiffer', {
    title: 'Stiffer clutch springs',
    suggestion: 'The next stiffer clutch springs (they engage at higher revs)',
    howToAdjust: `${REBUILD}, fit the stiffer springs to all shoes and re-check the clutch gap.`,
    effects: {
      positive: ['The clutch engages higher in the power band: no bog, a harder launch'],
      negative: ['A harder hit that can break traction on a loose track'],
    },
    difficulty: 'Medium',
  }),
  change('clutchGap:decrease', {
    title: 'Smaller clutch gap',
    suggestion: '0.1 mm smaller clutch gap (e.g. 0.8 → 0.7 mm)',
    howToAdjust: GAP,
    effects: {
      positive: ['The clutch takes up earlier and more gently'],
      negative: ['Less bite from the line on a grippy track'],
    },
    difficulty: 'Medium',
  }),
  change('clutchGap:increase', {
    title: 'Wider clutch gap',
    suggestion: '0.1 mm wider clutch gap (e.g. 0.7 → 0.8 mm)',
    howToAdjust: GAP,
    effects: {
      positive: ['The clutch engages later, higher in the revs: a harder launch'],
      negative: ['More slip and clutch wear if the gap is too wide'],
    },
    difficulty: 'Medium',
  }),
  change('clutchShoes:decrease', {
    title: 'Smoother clutch shoes',
    suggestion: 'Composite (carbon) shoes in place of aluminium ones',
    howToAdjust: `${REBUILD}, fit the new shoes with their springs and set the clutch gap.`,
    effects: {
      positive: ['A softer, more progressive bite: easier to put the power down on a loose track'],
      negative: ['Composite shoes wear faster'],
    },
    difficulty: 'Medium',
  }),
  change('clutchShoes:increase', {
    title: 'More aggressive clutch shoes',
    suggestion: 'Aluminium shoes in place of composite ones',
    howToAdjust: `${REBUILD}, fit the new shoes with their springs and set the clutch gap.`,
    effects: {
      positive: ['A firmer, more direct bite on a grippy track'],
      negative: ['More wheelspin on a loose track'],
    },
    difficulty: 'Medium',
  }),
];
