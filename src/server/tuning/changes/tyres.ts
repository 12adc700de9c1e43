import type { ChangeDef } from '../types';

/** Tyre and insert changes, per end; rules and sources in ../rules/tyres.ts. */
type End = 'front' | 'rear';

const tyre = (end: End, more: boolean): ChangeDef => ({
  id: `${end}Tyre:${more ? 'increase' : 'decrease'}`,
  parameter: `${end}Tyre`,
  direction: more ? 'increase' : 'decrease',
  title: more ? `Grippier ${end} tyres` : `Less grippy ${end} tyres`,
  impact: 'High',
  difficulty: 'Easy',
  suggestion: more
    ? `A softer compound or a tread made for this surface on the ${end}`
    : `A harder compound (or a lower, less aggressive tread) on the ${end}`,
  detailedInfo: {
    howToAdjust: `Mount the new ${end} tyres on the same wheels and inserts, glued and prepared like the old ones.`,
    effects: more
      ? {
          positive: [`More ${end} grip than any setting can add`],
          negative: ['Wears faster; a softer tyre can feel vague on high grip'],
        }
      : {
          positive: [`Less ${end} bite: a calmer car that is harder to tip over on high grip`],
          negative: [`Less ${end} grip when the track loses grip`],
        },
    tips: ['Match the tyre to the surface first: tyres decide more than any setup change.'],
  },
});

const insert = (end: End, firmer: boolean): ChangeDef => ({
  id: `${end}Insert:${firmer ? 'stiffer' : 'softer'}`,
  parameter: `${end}Insert`,
  direction: firmer ? 'stiffer' : 'softer',
  title: firmer ? `Firmer ${end} inserts` : `Softer ${end} inserts`,
  impact: 'Low',
  difficulty: 'Medium',
  suggestion: firmer
    ? `Firmer (or closed-cell) foam inserts in the ${end} tyres`
    : `Softer (or open-cell) foam inserts in the ${end} tyres`,
  detailedInfo: {
    howToAdjust: `Re-glue the ${end} tyres with the new inserts, or fit a set already mounted that way.`,
    effects: firmer
      ? {
          positive: ['The sidewall rolls less: more precise, less likely to traction-roll'],
          negative: ['Less grip over bumps and on loose tracks'],
        }
      : {
          positive: ['The tyre wraps over bumps: more grip on loose and rough tracks'],
          negative: ['The sidewall rolls more: vaguer on high grip'],
        },
  },
});

export const tyreChanges: readonly ChangeDef[] = (['front', 'rear'] as const).flatMap((end) => [
  tyre(end, true),
  tyre(end, false),
  insert(end, true),
  insert(end, false),
]);
