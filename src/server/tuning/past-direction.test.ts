import { describe, expect, it } from 'vitest';
import type { Direction } from '../../shared/schemas/tuning';
import { directionOf } from './past-direction';

/** [parameter, from, to, direction, field?]: what an earlier change did, or null when it cannot be read. */
const CASES: Array<[string, string | null, string | null, Direction | null, string?]> = [
  // Shock oil in cSt or wt; a bare small number is a weight; two units are not compared.
  ['frontShockOil', '500 cSt', '450 cSt', 'thinner'],
  ['rearShockOil', '450cst', '500 CST', 'thicker'],
  ['rearShockOil', '35wt', '32.5 wt', 'thinner'],
  ['rearShockOil', '35', '37.5wt', 'thicker'],
  ['rearShockOil', '35wt', '400 cSt', null],
  ['rearShockOil', '500 cSt', '500cSt', null],
  // Diff oil: 'k' notation, thousands separators; a weight oil is not read.
  ['frontDiffOil', '7k', '10k', 'thicker'],
  ['centerDiffOil', '10,000 cst', '7000 cSt', 'thinner'],
  ['rearDiffOil', '5k', '3000', 'thinner'],
  ['diffOil', '30wt', '40wt', null],
  // Camber: the magnitude of (negative) camber, however the sign is written.
  ['frontCamber', '-2°', '-2.5°', 'increase'],
  ['rearCamber', '-3', '-2', 'decrease'],
  ['frontCamber', '2 deg', '1.5 deg', 'decrease'],
  ['frontCamber', '0°', '-0.5°', 'increase'],
  ['frontCamber', 'F -2 / R -3', '-2', null],
  // Toe: front measured as toe-out, rear as toe-in; a signed front toe without a word is not read.
  ['frontToe', '1° out', '1.5° out', 'increase'],
  ['frontToe', '0.5° out', '0.5° in', 'decrease'],
  ['frontToe', '0°', '1 out', 'increase'],
  ['frontToe', '-1°', '1°', null],
  ['rearToe', '3° in', '2.5° in', 'decrease'],
  ['rearToe', '2.5', '3', 'increase'],
  ['rearToe', '1 out', '0', 'increase'],
  // Springs: a plain rate in one unit; colours and part numbers are never guessed.
  ['rearSpring', '4.4 lb', '4.2 lb', 'softer'],
  ['frontSpring', '52 gf/mm', '56 gf/mm', 'stiffer'],
  ['rearSpring', '4.4 lbs', '4.6 lb', 'stiffer'],
  ['rearSpring', 'Blue', 'Silver', null],
  ['rearSpring', '4.4 lb', '60 gf/mm', null],
  ['rearSpring', 'Blue 1.6', 'Blue 1.5', null],
  // A kit spring by colour and rate, its unit written (issue 32's catalogues): the rate is read.
  ['frontSpring', 'Gray 3.60 lb/in', 'Blue 3.30 lb/in', 'softer'],
  ['frontSpring', 'Gray 3.60 lb/in', '3.8 lb', 'stiffer'],
  ['frontSpring', 'Gray 3.60 lb/in', 'Blue 3.30', null],
  // Sway bars: off is the softest.
  ['frontSwayBar', '2.3 mm', '2.5 mm', 'stiffer'],
  ['rearSwayBar', '2.5mm', 'None', 'softer'],
  ['rearSwayBar', 'off', '2.2 mm', 'stiffer'],
  // Ride height, kick-up, anti-squat, caster: plain numbers.
  ['frontRideHeight', '27 mm', '26 mm', 'lower'],
  ['rearRideHeight', '28', '29', 'raise'],
  ['antiBraking', '2°', '3°', 'increase'],
  ['antiSquat', '-1°', '0°', 'increase'],
  ['frontCaster', '15°', '13°', 'decrease'],
  // Gearing: the smaller number of a pair is the pinion or bell; a spur or reduction is the other way.
  ['gearing', '46/13', '46/14', 'increase'],
  ['gearing', '13/46', '13/48', 'decrease'],
  ['gearing', '14T', '13T', 'decrease', 'clutchBell'],
  ['gearing', '17T', '18T', 'increase', 'pinion'],
  ['gearing', '46T', '48T', 'decrease', 'spur'],
  ['gearing', '2.6:1', '2.4:1', 'increase', 'internalRatio'],
  // ESC: percent, level, timing in one unit.
  ['dragBrake', '3%', '5%', 'increase'],
  ['maxBrakeForce', '100%', '90', 'decrease'],
  ['dragBrake', 'Strong', 'Weak', null],
  ['punchControl', 'Level 5', 'Level 4', 'decrease'],
  ['boostTiming', '10°', '15°', 'increase'],
  ['turbo', 'Level 2', '10°', null],
  ['runningFrequency', '8 kHz', '16kHz', 'increase'],
  ['runningFrequency', '8 kHz', '1000 Hz', null],
  ['cutoffVoltage', '3.4V', '3.2 V', 'decrease'],
  ['clutchGap', '0.8 mm', '1.0mm', 'increase'],
  ['activeFreewheeling', 'Off', 'On', 'increase'],
  ['activeFreewheeling', 'Enabled', 'Disabled', 'decrease'],
  ['fuel', '16%', '20%', 'increase'],
  // Free text, empty values and unknown parameters are skipped, never guessed.
  ['frontRollCenter', 'Inner hole', 'Outer hole', null],
  ['highSpeedNeedle', '1/8 open', '1/4 open', null],
  ['frontShockOil', null, '450 cSt', null],
  ['frontShockOil', '500 cSt', '', null],
  ['warpCoil', '1', '2', null],
];

describe('directionOf: which way an earlier change moved its parameter', () => {
  it.each(CASES)('%s %j → %j is %j', (parameter, from, to, direction, field) => {
    expect(directionOf(parameter, from, to, field)).toBe(direction);
  });
});
