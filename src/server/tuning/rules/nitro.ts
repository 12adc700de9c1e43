import { nitroChanges } from '../changes/nitro';
import type { RuleFamily } from '../types';

/**
 * Engine tuning, clutch and clutch bell for nitro cars (only ever given to nitro cars).
 * Sources: O.S. Engines Speed 21 and Novarossi instruction manuals, "Needle adjustment" (1/8-turn steps,
 * tune at running temperature); Team Associated RC8B4 manual, "Clutch tuning" (stiffer springs engage
 * later, softer earlier) and "Gearing"; the app's own guide figures (SPEC §9: 200–230 °F target, too
 * cool below 200 °F, too hot above 250 °F).
 */
export const nitro: RuleFamily = {
  id: 'nitro',
  name: 'Engine, clutch and gearing (nitro)',
  sources: [
    'O.S. Engines / Novarossi instruction manuals: Needle adjustment',
    'Team Associated RC8B4 manual: Clutch tuning, Gearing',
  ],
  changes: nitroChanges,
  rules: [
    {
      id: 'lsn-rich-bog',
      change: 'lowSpeedNeedle:decrease',
      when: { all: ['bog-rich'] },
      weight: 3,
      reasoning: 'A smoky bog off the corners means the bottom end is too rich: lean the low-speed needle.',
    },
    {
      id: 'lsn-lean-hesitate',
      change: 'lowSpeedNeedle:increase',
      when: { all: ['bog-lean'] },
      weight: 3,
      reasoning: 'A hesitation with little smoke means the bottom end is lean: richen the low-speed needle.',
    },
    {
      id: 'hsn-cool',
      change: 'highSpeedNeedle:decrease',
      when: { all: ['engine-cool'], none: ['bog-lean'] },
      weight: 2,
      reasoning: 'Below 200 °F the engine runs rich and loses power: lean the main needle 1/8 turn.',
    },
    {
      id: 'hsn-hot',
      change: 'highSpeedNeedle:increase',
      when: { all: ['engine-hot'] },
      weight: 3,
      reasoning: 'Above 250 °F the engine is too lean and at risk: richen the main needle 1/8 turn now.',
    },
    {
      id: 'hsn-warm',
      change: 'highSpeedNeedle:increase',
      when: { all: ['engine-warm'] },
      weight: 1,
      reasoning: 'At 230–250 °F you are at the edge: a touch richer buys a safety margin.',
    },
    {
      id: 'clutch-late',
      change: 'clutchSprings:softer',
      when: { all: ['clutch-late'] },
      weight: 2,
      reasoning:
        'If the engine revs before the car moves, the springs hold the shoes too long: softer springs engage earlier.',
    },
    {
      id: 'clutch-early',
      change: 'clutchSprings:stiffer',
      when: { all: ['clutch-early'] },
      weight: 2,
      reasoning:
        'If the engine bogs as the clutch grabs, it engages below the power band: stiffer springs engage higher.',
    },
    {
      id: 'clutch-low-grip',
      change: 'clutchSprings:softer',
      when: { all: ['power:nitro'], any: ['wheelspin', 'grip:low'], none: ['clutch-early'] },
      weight: 1,
      reasoning: 'An earlier, softer clutch engagement puts the power down more gently on a loose track.',
    },
    {
      id: 'bell-revs-out',
      change: 'gearing:increase:nitro',
      when: { all: ['revs-out'], none: ['engine-hot'] },
      weight: 2,
      reasoning: 'If the engine hits its limit early on the straight, it can pull a bigger clutch bell.',
    },
    {
      id: 'bell-cant-rev',
      change: 'gearing:decrease:nitro',
      when: { all: ['cant-rev'] },
      weight: 2,
      reasoning: 'If the engine never reaches full revs, the gearing is too tall: a smaller clutch bell.',
    },
    {
      id: 'bell-hot',
      change: 'gearing:decrease:nitro',
      when: { all: ['engine-hot'] },
      weight: 1,
      reasoning: 'Shorter gearing lowers the load, and the temperature, on a tight track.',
    },
  ],
};
