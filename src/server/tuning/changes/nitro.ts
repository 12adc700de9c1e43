import type { ChangeDef } from '../types';

/** Engine, clutch and clutch-bell changes for nitro cars; rules and sources in ../rules/nitro.ts. */
const NEEDLE_TIPS = [
  'Tune with the engine at temperature (200–230 °F / 93–110 °C) and never more than 1/8 turn at a time.',
  'Mark the needle position with a pen before you turn it.',
];

export const nitroChanges: readonly ChangeDef[] = [
  {
    id: 'lowSpeedNeedle:decrease',
    parameter: 'lowSpeedNeedle',
    direction: 'decrease',
    requires: ['power:nitro'],
    title: 'Lean the low-speed needle',
    impact: 'High',
    difficulty: 'Easy',
    suggestion: 'Close the low-speed needle 1/8 turn (clockwise)',
    detailedInfo: {
      howToAdjust:
        'With the engine warm, turn the low-speed (idle mixture) needle 1/8 turn clockwise, then re-check the idle.',
      effects: {
        positive: ['Crisper pick-up off idle; less smoke and loading up'],
        negative: ['Too lean runs hot and can stall on the brakes'],
      },
      tips: NEEDLE_TIPS,
    },
  },
  {
    id: 'lowSpeedNeedle:increase',
    parameter: 'lowSpeedNeedle',
    direction: 'increase',
    requires: ['power:nitro'],
    title: 'Richen the low-speed needle',
    impact: 'High',
    difficulty: 'Easy',
    suggestion: 'Open the low-speed needle 1/8 turn (anticlockwise)',
    detailedInfo: {
      howToAdjust:
        'With the engine warm, turn the low-speed needle 1/8 turn anticlockwise, then re-check the idle.',
      effects: {
        positive: ['Smooth, clean pick-up without hesitation; a cooler engine'],
        negative: ['Too rich bogs and smokes off the corners'],
      },
      tips: NEEDLE_TIPS,
    },
  },
  {
    id: 'highSpeedNeedle:decrease',
    parameter: 'highSpeedNeedle',
    direction: 'decrease',
    requires: ['power:nitro'],
    title: 'Lean the high-speed needle',
    impact: 'High',
    difficulty: 'Easy',
    suggestion: 'Close the high-speed needle 1/8 turn, then check the temperature after two laps',
    detailedInfo: {
      howToAdjust:
        'Turn the main (high-speed) needle 1/8 turn clockwise, run two laps and measure the head temperature.',
      effects: {
        positive: ['More top-end power and revs'],
        negative: ['A hotter engine; too lean damages it'],
      },
      tips: NEEDLE_TIPS,
    },
  },
  {
    id: 'highSpeedNeedle:increase',
    parameter: 'highSpeedNeedle',
    direction: 'increase',
    requires: ['power:nitro'],
    title: 'Richen the high-speed needle',
    impact: 'High',
    difficulty: 'Easy',
    suggestion: 'Open the high-speed needle 1/8 turn, then check the temperature after two laps',
    detailedInfo: {
      howToAdjust:
        'Turn the main needle 1/8 turn anticlockwise, run two laps and measure the head temperature.',
      effects: {
        positive: ['A cooler, safer engine with more lubrication'],
        negative: ['A little less top end; more smoke'],
      },
      tips: [...NEEDLE_TIPS, 'Above 250 °F (121 °C) richen straight away.'],
    },
  },
  {
    id: 'clutchSprings:softer',
    parameter: 'clutchSprings',
    direction: 'softer',
    requires: ['power:nitro'],
    title: 'Softer clutch springs',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'The next softer clutch springs (they engage at lower revs)',
    detailedInfo: {
      howToAdjust:
        'Remove the flywheel nut and clutch shoes, fit the softer springs to all shoes and re-check the clutch gap.',
      effects: {
        positive: ['The clutch engages earlier and more smoothly: less slip and fewer wheelspin bursts'],
        negative: ['The engine can bog if it engages below its power band'],
      },
    },
  },
  {
    id: 'clutchSprings:stiffer',
    parameter: 'clutchSprings',
    direction: 'stiffer',
    requires: ['power:nitro'],
    title: 'Stiffer clutch springs',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'The next stiffer clutch springs (they engage at higher revs)',
    detailedInfo: {
      howToAdjust: 'Fit the stiffer springs to all clutch shoes and re-check the clutch gap.',
      effects: {
        positive: ['The clutch engages higher in the power band: no bog'],
        negative: ['A harder hit that can break traction on a loose track'],
      },
    },
  },
  {
    id: 'gearing:decrease:nitro',
    parameter: 'gearing',
    direction: 'decrease',
    requires: ['power:nitro'],
    title: 'Smaller clutch bell',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'One tooth smaller clutch bell (e.g. 14T → 13T)',
    detailedInfo: {
      howToAdjust: 'Swap the clutch bell for one with a tooth less and check the mesh with the spur gear.',
      effects: {
        positive: ['Harder acceleration and a cooler engine on tight tracks'],
        negative: ['Less top speed'],
      },
    },
  },
  {
    id: 'gearing:increase:nitro',
    parameter: 'gearing',
    direction: 'increase',
    requires: ['power:nitro'],
    title: 'Bigger clutch bell',
    impact: 'Medium',
    difficulty: 'Medium',
    suggestion: 'One tooth bigger clutch bell (e.g. 13T → 14T)',
    detailedInfo: {
      howToAdjust: 'Swap the clutch bell for one with a tooth more and check the mesh with the spur gear.',
      effects: {
        positive: ['More top speed on long straights'],
        negative: ['Softer acceleration; a hotter engine'],
      },
    },
  },
];
