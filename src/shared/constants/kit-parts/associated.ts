import type { KitCatalogue, OilPart, PartSet, PartSource, SpringPart } from './types';

/**
 * Team Associated: the B6.4, the B7 and the RC8B4. Values as Team Associated's kit manuals and parts
 * lists give them. Left out until checked against those lists (docs/decisions/setups-and-history.md,
 * issue 32 "kits"): every rear spring, the front springs other than blue and gray, pistons, sway bars,
 * and the cSt of the weights whose bottle figure was not certain (20, 22.5, 27.5, 32.5, 37.5, 60 wt).
 */
const site = 'https://www.associatedelectrics.com/teamassociated/cars_and_trucks';
const B64: PartSource = {
  document: 'Team Associated RC10B6.4 kit manual and parts list',
  url: `${site}/RC10B6.4/`,
};
const FLUIDS: PartSource = {
  document: 'Team Associated parts list: silicone shock fluids (weight and cSt on each bottle)',
  url: `${site}/RC10B6.4/`,
};
const DIFF_FLUIDS: PartSource = {
  document: 'Team Associated parts list: silicone differential fluids',
  url: `${site}/RC8B4/`,
};

const oil = (wt: number, cSt?: number): OilPart => ({ wt, ...(cSt ? { cSt } : {}), source: FLUIDS });

const SHOCK_FLUIDS: PartSet = {
  kind: 'shockOil',
  fields: ['frontShockOil', 'rearShockOil'],
  complete: false,
  parts: [
    oil(20),
    oil(22.5),
    oil(25, 275),
    oil(27.5),
    oil(30, 350),
    oil(32.5),
    oil(35, 425),
    oil(37.5),
    oil(40, 500),
    oil(45, 575),
    oil(50, 650),
    oil(60),
  ],
};

const diffFluids = (fields: PartSet['fields']): PartSet => ({
  kind: 'diffOil',
  fields,
  complete: false,
  parts: [1000, 2000, 3000, 5000, 7000, 10000, 30000, 100000].map((cSt) => ({ cSt, source: DIFF_FLUIDS })),
});

const spring = (colour: string, rate: number): SpringPart => ({ colour, rate, unit: 'lb/in', source: B64 });

export const ASSOCIATED_KITS: readonly KitCatalogue[] = [
  {
    manufacturer: 'Team Associated',
    kit: 'B6.4',
    models: ['B6.4'],
    sets: [
      {
        kind: 'spring',
        fields: ['frontSpring'],
        complete: false,
        parts: [spring('Blue', 3.3), spring('Gray', 3.6)],
      },
      SHOCK_FLUIDS,
      diffFluids(['diffOil']),
    ],
  },
  {
    manufacturer: 'Team Associated',
    kit: 'B7',
    models: ['B7', 'B7D'],
    sets: [SHOCK_FLUIDS, diffFluids(['diffOil'])],
  },
  {
    manufacturer: 'Team Associated',
    kit: 'RC8B4',
    models: ['RC8B4', 'RC8B4.1'],
    sets: [SHOCK_FLUIDS, diffFluids(['frontDiffOil', 'centerDiffOil', 'rearDiffOil'])],
  },
];
