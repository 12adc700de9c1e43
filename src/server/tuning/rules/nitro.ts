import { nitroChanges } from '../changes/nitro';
import type { RuleFamily } from '../types';

/**
 * Needles, idle, glow plug and fuel for nitro engines (every parameter requires `power:nitro`).
 * Sources: O.S. Engines Speed 21 instruction manual, "Needle adjustment" (1/8-turn steps at running
 * temperature; a smoky bog is a rich bottom end, a hesitation with little smoke a lean one; an idle that
 * rises as it sits is lean, one that loads up is rich) and "Idle adjustment"; Novarossi instruction
 * manual, "Glow plugs" (hotter plugs for a steadier idle and cold days, colder ones for high nitro and
 * hot days); the app's own guide figures (SPEC §9: 200–230 °F target, too cool below 200 °F, richen above
 * 250 °F). No change that runs the engine hotter is advised while it is at 230 °F or more (changes/nitro.ts).
 */
const NEEDLE = 'O.S. Speed 21 engine manual: Needle adjustment';
const IDLE = 'O.S. Speed 21 engine manual: Idle adjustment';
const PLUG = 'Novarossi engine manual: Glow plugs';
const FUEL = 'O.S. Speed 21 engine manual: Fuel';
/**
 * Above the textbook 3, and above any sum of other votes: an engine over 250 °F is at risk, and the
 * manuals richen the needle before anything else is touched.
 */
const SAFETY_FIRST = 10;

export const nitro: RuleFamily = {
  id: 'nitro',
  name: 'Engine tuning (nitro)',
  sources: [NEEDLE, IDLE, PLUG, FUEL],
  changes: nitroChanges,
  rules: [
    {
      id: 'hsn-hot',
      change: 'highSpeedNeedle:increase',
      when: { all: ['engine-hot'] },
      weight: SAFETY_FIRST,
      reasoning: 'Above 250 °F the engine is too lean and at risk: richen the main needle 1/8 turn now.',
      source: NEEDLE,
    },
    {
      id: 'hsn-warm',
      change: 'highSpeedNeedle:increase',
      when: { all: ['engine-warm'] },
      weight: 2,
      reasoning: 'At 230–250 °F you are at the edge: 1/8 turn richer buys a safety margin.',
      source: NEEDLE,
    },
    {
      id: 'lsn-rich-bog',
      change: 'lowSpeedNeedle:decrease',
      when: { any: ['bog-rich', 'idle-rich'] },
      weight: 3,
      reasoning:
        'A smoky bog off the corners, or an idle that loads up, means the bottom end is too rich: lean the low-speed needle.',
      source: NEEDLE,
    },
    {
      id: 'lsn-lean',
      change: 'lowSpeedNeedle:increase',
      when: { any: ['bog-lean', 'idle-lean'] },
      weight: 3,
      reasoning:
        'A hesitation with little smoke, or an idle that rises as it sits, means the bottom end is lean: richen the low-speed needle.',
      source: NEEDLE,
    },
    {
      id: 'hsn-cool',
      change: 'highSpeedNeedle:decrease',
      when: { all: ['engine-cool'], none: ['bog-lean'] },
      weight: 2,
      reasoning: 'Below 200 °F the engine runs rich and loses power: lean the main needle 1/8 turn.',
      source: NEEDLE,
    },
    {
      id: 'hsn-top-cool',
      change: 'highSpeedNeedle:decrease',
      when: { all: ['slow-top', 'engine-cool'] },
      weight: 2,
      reasoning: 'A cool, rich engine is down on top speed: tune the needle before you change the gearing.',
      source: NEEDLE,
    },
    {
      id: 'hsn-fade',
      change: 'highSpeedNeedle:increase',
      when: { all: ['run-fade'] },
      weight: 1,
      reasoning:
        'An engine that loses power as the run goes on is often running lean and hot: 1/8 turn richer.',
      source: NEEDLE,
    },
    {
      id: 'hsn-plug',
      change: 'highSpeedNeedle:increase',
      when: { all: ['plug-fails'] },
      weight: 1,
      reasoning: 'A lean, hot engine burns plugs: check the main needle is not too lean.',
      source: NEEDLE,
    },
    {
      id: 'lsn-mileage',
      change: 'lowSpeedNeedle:decrease',
      when: { all: ['run-empty'] },
      weight: 3,
      reasoning:
        'A rich bottom end burns fuel at every corner: leaning the low-speed needle is the biggest gain in laps per tank.',
      source: NEEDLE,
    },
    {
      id: 'hsn-mileage',
      change: 'highSpeedNeedle:decrease',
      when: { all: ['run-empty'] },
      weight: 1.5,
      reasoning:
        'A main needle richer than it needs to be costs laps per tank; lean it only while the temperature allows.',
      source: NEEDLE,
    },
    {
      id: 'fuel-mileage',
      change: 'fuel:decrease',
      when: { all: ['run-empty'] },
      weight: 1,
      reasoning: 'Fuel with less nitro goes further per tank, for a little less power.',
      source: FUEL,
    },
    {
      id: 'fuel-top',
      change: 'fuel:increase',
      when: { all: ['slow-top'] },
      weight: 1,
      reasoning: 'More nitro gives more power, if the class allows it and the engine is re-tuned.',
      source: FUEL,
    },
    {
      id: 'idle-stall',
      change: 'idle:increase',
      when: { all: ['stall-idle'] },
      weight: 3,
      reasoning:
        'An engine that dies on the brakes or after a long jump idles too low: raise the idle a little.',
      source: IDLE,
    },
    {
      id: 'idle-high',
      change: 'idle:decrease',
      when: { all: ['idle-high'] },
      weight: 3,
      reasoning: 'If the car creeps at idle or the clutch drags, the idle is too high: lower it.',
      source: IDLE,
    },
    {
      id: 'plug-stall',
      change: 'glowPlug:increase',
      when: { all: ['stall-idle'] },
      weight: 1,
      reasoning: 'A hotter plug holds a steadier idle.',
      source: PLUG,
    },
    {
      id: 'plug-cold-day',
      change: 'glowPlug:increase',
      when: { all: ['stall-idle', 'air:cold'] },
      weight: 1.5,
      reasoning: 'On a cold day a plug one step hotter keeps the engine alight at idle.',
      source: PLUG,
    },
    {
      id: 'plug-fails',
      change: 'glowPlug:decrease',
      when: { all: ['plug-fails'] },
      weight: 3,
      reasoning:
        'Plugs that burn out or distort run too hot for the fuel and the weather: go one step colder.',
      source: PLUG,
    },
    {
      id: 'plug-hot-day',
      change: 'glowPlug:decrease',
      when: { all: ['plug-fails', 'air:hot'] },
      weight: 1,
      reasoning: 'A hot day calls for a colder plug still.',
      source: PLUG,
    },
    {
      id: 'fuel-plug',
      change: 'fuel:decrease',
      when: { all: ['plug-fails'] },
      weight: 1,
      reasoning: 'High-nitro fuel is hard on plugs: a step less nitro makes them last.',
      source: FUEL,
    },
  ],
};
