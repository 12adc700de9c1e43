import { describe, expect, it } from 'vitest';
import type { Direction } from '../../shared/schemas/tuning';
import type { Stepper } from './parameters';
import { stepValue } from './personalise';

const CASES: Array<[Stepper, Direction, string, string | null, string?]> = [
  // Shock oil: 50 cSt steps, 2.5 wt steps, the racer's unit kept.
  ['shockOil', 'thinner', '500 cSt', '450 cSt'],
  ['shockOil', 'thicker', '500 cSt', '550 cSt'],
  ['shockOil', 'thicker', '525cst', '550cst'],
  ['shockOil', 'thinner', '35wt', '32.5wt'],
  ['shockOil', 'thicker', '32.5 wt', '35 wt'],
  ['shockOil', 'thinner', '100 cSt', null],
  // Diff oil: the usual bottle ladder, 'k' notation and thousands separators.
  ['diffOil', 'thinner', '7000 cSt', '5000 cSt'],
  ['diffOil', 'thicker', '7000 cSt', '10000 cSt'],
  ['diffOil', 'thicker', '7k', '10k'],
  ['diffOil', 'thinner', '10,000 cst', '7000 cst'],
  ['diffOil', 'thicker', '12500', '15000'],
  ['diffOil', 'thinner', '30wt', null],
  // Camber: 0.5° steps; "increase" is more negative.
  ['camber', 'increase', '-2°', '-2.5°'],
  ['camber', 'decrease', '-2°', '-1.5°'],
  ['camber', 'increase', '0°', '-0.5°'],
  ['camber', 'decrease', '-0.5°', '0°'],
  ['camber', 'increase', '2 deg', '2.5 deg'],
  ['camber', 'increase', 'F -2 / R -3', null],
  // Toe: front toe-out and rear toe-in in 0.5° steps.
  ['frontToe', 'increase', '1° out', '1.5° out'],
  ['frontToe', 'decrease', '0.5° out', '0°'],
  ['frontToe', 'increase', '0°', '0.5° out'],
  ['frontToe', 'increase', '-1°', null],
  ['rearToe', 'increase', '3° in', '3.5° in'],
  ['rearToe', 'decrease', '3°', '2.5°'],
  // Sway bars: 0.2 mm on 1:8 wire, 0.1 mm on 1:10 wire.
  ['swayBar', 'stiffer', '2.3 mm', '2.5 mm'],
  ['swayBar', 'softer', '2.3 mm', '2.1 mm'],
  ['swayBar', 'stiffer', '1.2mm', '1.3mm'],
  ['swayBar', 'stiffer', 'None', null],
  // Springs: about 5% in the racer's precision, only for a plain rate.
  ['spring', 'softer', '3.6 lb', '3.4 lb'],
  ['spring', 'stiffer', '54 gf/mm', '57 gf/mm'],
  ['spring', 'softer', 'Grey (medium)', null],
  // Ride height, caster, anti-squat, kick-up.
  ['rideHeight', 'raise', '27 mm', '28 mm'],
  ['rideHeight', 'lower', '27mm', '26mm'],
  ['caster', 'increase', '15°', '17°'],
  ['antiSquat', 'decrease', '2.5°', '2°'],
  ['kickUp', 'increase', '10°', '11°'],
  // Gearing: the smaller number is the pinion or clutch bell.
  ['gearing', 'increase', '46/13 (FDR 12.4)', '46/14'],
  ['gearing', 'decrease', '13T clutch bell', '12T clutch bell'],
  ['gearing', 'decrease', 'FDR 12.4', null],
  // ESC values.
  ['escPercent', 'decrease', '20%', '15%', 'initialBrakeForce'],
  ['escPercent', 'decrease', '75%', '65%', 'maxBrakeForce'],
  ['escPercent', 'increase', '100%', null, 'maxBrakeForce'],
  ['escTiming', 'increase', '20°', '25°'],
  ['escTiming', 'decrease', 'Level 3', 'Level 2'],
  ['escLevel', 'decrease', 'Level 5', 'Level 4'],
  ['escPercent', 'increase', '6%', '9%', 'neutralRange'],
  ['escPercent', 'decrease', '6%', '3%', 'neutralRange'],
  // Frequencies in 1 kHz steps; a frequency written in Hz is left to the racer.
  ['frequency', 'increase', '8 kHz', '9 kHz'],
  ['frequency', 'decrease', '2kHz', '1kHz'],
  ['frequency', 'decrease', '1 kHz', null],
  ['frequency', 'increase', '2000 Hz', null],
  // Cut-off per cell in 0.1 V steps, never below 3.2 V; a pack voltage is out of range.
  ['voltage', 'decrease', '3.4 V/cell', '3.3 V/cell'],
  ['voltage', 'decrease', '3.3V', '3.2V'],
  ['voltage', 'decrease', '3.2 V/cell', null],
  ['voltage', 'decrease', '6.4 V', null],
  ['voltage', 'decrease', 'Auto (LiPo)', null],
  // Gaps in 0.1 mm steps, by parameter.
  ['gap', 'increase', '0.7 mm', '0.8 mm', 'clutchGap'],
  ['gap', 'decrease', 'Throttle gap 0.7 mm', 'Throttle gap 0.6 mm', 'idle'],
  ['gap', 'increase', '3 turns out', null, 'idle'],
  // Switches and fuel bottles.
  ['onOff', 'increase', 'Off', 'On'],
  ['onOff', 'increase', 'disabled', 'Enabled'],
  ['onOff', 'increase', 'On', null],
  ['onOff', 'increase', 'Level 2', null],
  ['nitroFuel', 'decrease', '25', '20'],
  ['nitroFuel', 'increase', '16%', '20%'],
  ['nitroFuel', 'increase', '30%', null],
  ['text', 'raise', 'Upper inner hole 2', null],
];

describe('personalisation steps a current value one notch', () => {
  it.each(CASES)('%s %s %s → %s', (stepper, direction, value, expected, parameter) => {
    expect(stepValue(stepper, direction, value, parameter, '1:8')).toBe(expected);
  });

  it("takes the step of the car's scale, and the smaller one when the scale is unknown", () => {
    expect(stepValue('rideHeight', 'raise', '27 mm', '', '1:8')).toBe('28 mm');
    expect(stepValue('rideHeight', 'raise', '27 mm', '', '1:10')).toBe('27.5 mm');
    expect(stepValue('rideHeight', 'raise', '27 mm')).toBe('27.5 mm');
    expect(stepValue('swayBar', 'stiffer', '2.3 mm', '', '1:10')).toBe('2.4 mm');
    expect(stepValue('swayBar', 'stiffer', '2.3 mm', '', '1:8')).toBe('2.5 mm');
  });

  it('moves the drag brake in small steps (3% → 5%, never 8%)', () => {
    expect(stepValue('escPercent', 'increase', '3%', 'dragBrake', '1:10')).toBe('5%');
  });

  it('answers null for a blank value', () => {
    expect(stepValue('shockOil', 'thinner', '  ')).toBeNull();
  });
});
