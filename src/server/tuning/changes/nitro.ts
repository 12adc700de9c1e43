import type { ChangeDef } from '../types';
import { change, ENGINE_HOT } from './power-kit';

/** Needles, idle, glow plug and fuel for nitro engines; rules and sources in ../rules/nitro.ts. */
const NEEDLE_TIPS = [
  'Tune with the engine at temperature (200–230 °F / 93–110 °C) and never more than 1/8 turn at a time.',
  'Mark the needle position with a pen before you turn it.',
];
const needle = (
  id: string,
  title: string,
  suggestion: string,
  howToAdjust: string,
  effects: ChangeDef['detailedInfo']['effects'],
  lean: boolean,
) =>
  change(id, {
    title,
    suggestion,
    howToAdjust,
    effects,
    impact: 'High',
    tips: lean ? NEEDLE_TIPS : [...NEEDLE_TIPS, 'Above 250 °F (121 °C) richen straight away.'],
    // Leaner runs hotter: never while the racer reports the engine at 230 °F or above.
    ...(lean ? { blockedBy: ENGINE_HOT } : {}),
  });

export const nitroChanges: readonly ChangeDef[] = [
  needle(
    'lowSpeedNeedle:decrease',
    'Lean the low-speed needle',
    'Close the low-speed needle 1/8 turn (clockwise)',
    'With the engine warm, turn the low-speed (idle mixture) needle 1/8 turn clockwise, then re-check the idle.',
    {
      positive: ['Crisper pick-up off idle; less smoke, less loading up and better fuel mileage'],
      negative: ['Too lean runs hot and can stall on the brakes'],
    },
    true,
  ),
  needle(
    'lowSpeedNeedle:increase',
    'Richen the low-speed needle',
    'Open the low-speed needle 1/8 turn (anticlockwise)',
    'With the engine warm, turn the low-speed needle 1/8 turn anticlockwise, then re-check the idle.',
    {
      positive: ['Smooth, clean pick-up without hesitation; a steady idle'],
      negative: ['Too rich bogs and smokes off the corners and uses more fuel'],
    },
    false,
  ),
  needle(
    'highSpeedNeedle:decrease',
    'Lean the high-speed needle',
    'Close the high-speed needle 1/8 turn, then check the temperature after two laps',
    'Turn the main (high-speed) needle 1/8 turn clockwise, run two laps and measure the head temperature.',
    {
      positive: ['More top-end power and revs; better fuel mileage'],
      negative: ['A hotter engine; too lean damages it'],
    },
    true,
  ),
  needle(
    'highSpeedNeedle:increase',
    'Richen the high-speed needle',
    'Open the high-speed needle 1/8 turn, then check the temperature after two laps',
    'Turn the main needle 1/8 turn anticlockwise, run two laps and measure the head temperature.',
    {
      positive: ['A cooler, safer engine with more lubrication'],
      negative: ['A little less top end; more smoke and fuel used'],
    },
    false,
  ),
  change('idle:increase', {
    title: 'Raise the idle a little',
    suggestion: 'Open the throttle gap 0.1 mm with the idle screw (about 1/8 turn)',
    howToAdjust:
      'With the engine warm, turn the idle (throttle stop) screw in until the gap grows by about 0.1 mm; the clutch must still not drive the car at idle.',
    effects: {
      positive: ['The engine keeps running on the brakes and after long jumps'],
      negative: ['Too high an idle drags the clutch and wears it'],
    },
  }),
  change('idle:decrease', {
    title: 'Lower the idle',
    suggestion: 'Close the throttle gap 0.1 mm with the idle screw (about 1/8 turn)',
    howToAdjust: 'With the engine warm, back the idle screw out until the gap shrinks by about 0.1 mm.',
    effects: {
      positive: ['The car stops creeping at idle and the clutch no longer drags'],
      negative: ['Too low an idle stalls on the brakes'],
    },
  }),
  change('glowPlug:increase', {
    title: 'A hotter glow plug',
    suggestion: 'One heat range hotter (e.g. medium → medium-hot)',
    howToAdjust: 'Fit the hotter plug with a new washer, then re-check both needles at temperature.',
    effects: {
      positive: ['A steadier idle and crisper bottom end, above all on a cold day'],
      negative: ['The plug wears faster, and it runs hotter with high-nitro fuel or on a hot day'],
    },
    blockedBy: ENGINE_HOT,
  }),
  change('glowPlug:decrease', {
    title: 'A colder glow plug',
    suggestion: 'One heat range colder (e.g. medium → medium-cold)',
    howToAdjust: 'Fit the colder plug with a new washer, then re-check both needles at temperature.',
    effects: {
      positive: ['The plug lasts longer with high-nitro fuel and on hot days; a little more top end'],
      negative: ['A less stable idle on a cold day'],
    },
  }),
  change('fuel:increase', {
    title: 'Fuel with more nitro',
    suggestion: 'One step more nitro (e.g. 16% → 20%), then re-tune',
    howToAdjust:
      'Change fuel, run a tank to settle and re-tune both needles: more nitro usually wants a richer needle.',
    effects: {
      positive: ['More power across the range'],
      negative: ['A hotter engine, more fuel used per lap, faster plug wear'],
    },
    difficulty: 'Medium',
    blockedBy: ENGINE_HOT,
  }),
  change('fuel:decrease', {
    title: 'Fuel with less nitro',
    suggestion: 'One step less nitro (e.g. 25% → 20%), then re-tune',
    howToAdjust: 'Change fuel, run a tank to settle and re-tune both needles.',
    effects: {
      positive: ['More laps per tank, a cooler engine and longer plug life'],
      negative: ['A little less power'],
    },
    difficulty: 'Medium',
  }),
];
