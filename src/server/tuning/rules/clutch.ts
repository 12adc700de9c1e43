import { clutchChanges } from '../changes/clutch';
import type { RuleFamily } from '../types';

/**
 * The nitro clutch (every parameter requires `power:nitro`). Sources: Team Associated RC8B4 manual,
 * "Clutch tuning" (stiffer springs engage later, higher in the revs; softer springs earlier and more
 * smoothly; aluminium shoes bite harder than composite ones); XRAY XB8 set-up book, "Clutch" (the gap
 * between shoes and bell decides how early the clutch takes up).
 */
const RC8 = 'Team Associated RC8B4 manual: Clutch tuning';
const XRAY = 'XRAY XB8 set-up book: Clutch';
const SPIN = ['spin-up', 'wheelspin'];

export const clutch: RuleFamily = {
  id: 'clutch',
  name: 'Clutch (nitro)',
  sources: [RC8, XRAY],
  changes: clutchChanges,
  rules: [
    {
      id: 'springs-late',
      change: 'clutchSprings:softer',
      when: { all: ['clutch-late'] },
      weight: 3,
      reasoning:
        'If the engine revs before the car moves, the springs hold the shoes too long: softer springs engage earlier.',
      source: RC8,
    },
    {
      id: 'springs-early',
      change: 'clutchSprings:stiffer',
      when: { all: ['clutch-early'] },
      weight: 3,
      reasoning:
        'If the engine bogs as the clutch grabs, it engages below the power band: stiffer springs engage higher.',
      source: RC8,
    },
    {
      id: 'springs-flat',
      change: 'clutchSprings:stiffer',
      when: { all: ['pull-flat'] },
      weight: 3,
      reasoning:
        'A nitro car that bogs as it pulls away engages the clutch before the engine makes its power: stiffer springs let it rev first.',
      source: RC8,
    },
    {
      id: 'springs-idle-high',
      change: 'clutchSprings:stiffer',
      when: { all: ['idle-high'] },
      weight: 1,
      reasoning:
        'If the clutch still drags at a correct idle, stiffer springs hold it off until you open the throttle.',
      source: RC8,
    },
    {
      id: 'springs-spin',
      change: 'clutchSprings:softer',
      when: { any: SPIN, none: ['clutch-early', 'pull-flat'] },
      weight: 1,
      reasoning: 'An earlier, softer clutch engagement puts the power down more gently.',
      source: RC8,
    },
    {
      id: 'springs-low-grip',
      change: 'clutchSprings:softer',
      when: { all: ['grip:low'], any: SPIN },
      weight: 1,
      reasoning: 'On a loose track a smoother clutch is worth more than a hard launch.',
      source: RC8,
    },
    {
      id: 'shoes-low-grip',
      change: 'clutchShoes:decrease',
      when: { all: ['grip:low'], any: SPIN },
      weight: 1,
      reasoning: 'Composite shoes bite more progressively than aluminium ones on a loose track.',
      source: RC8,
    },
    {
      id: 'shoes-high-grip',
      change: 'clutchShoes:increase',
      when: { all: ['pull-flat', 'grip:high'] },
      weight: 1,
      reasoning: 'On a grippy track aluminium shoes give a firmer, more direct drive.',
      source: RC8,
    },
    {
      id: 'gap-late',
      change: 'clutchGap:decrease',
      when: { all: ['clutch-late'] },
      weight: 1,
      reasoning: 'A smaller gap lets the shoes reach the bell sooner.',
      source: XRAY,
    },
    {
      id: 'gap-spin',
      change: 'clutchGap:decrease',
      when: { all: ['spin-up', 'from-slow'] },
      weight: 1,
      reasoning: 'A smaller clutch gap takes up earlier and more gently out of slow corners.',
      source: XRAY,
    },
    {
      id: 'gap-early',
      change: 'clutchGap:increase',
      when: { any: ['clutch-early', 'pull-flat'] },
      weight: 1,
      reasoning: 'A wider gap lets the engine rev a little higher before the clutch takes up.',
      source: XRAY,
    },
  ],
};
