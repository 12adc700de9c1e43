import { describe, expect, it } from 'vitest';
import { normaliseValue, valuesDiffer } from './compare-values';
import { catalogueField } from './setup-content';

const same = (key: string, ...values: (string | null)[]) =>
  expect(valuesDiffer(catalogueField(key), values), values.join(' | ')).toBe(false);
const differ = (key: string, ...values: (string | null)[]) =>
  expect(valuesDiffer(catalogueField(key), values), values.join(' | ')).toBe(true);

describe('compare values: what counts as the same setting', () => {
  it('empty and blank are one empty value, and differ from a written one', () => {
    expect(normaliseValue(undefined, null)).toBe('');
    same('rearSpring', null, '', '   ');
    differ('rearSpring', null, 'Blue');
  });

  it('ignores case and spacing', () => {
    same('rearSpring', 'Blue (soft)', '  blue  (SOFT) ', 'BLUE(soft)');
    same('frontTyre', 'AKA  Impact   Soft', 'aka impact soft');
    differ('frontTyre', 'AKA Impact Soft', 'AKA Impact Medium');
    // Spacing between two words or two numbers is kept: it is what separates them.
    differ('rearSpring', 'bluesoft', 'blue soft');
    differ('spur', '1 2', '12');
  });

  it('joins a number and its unit (35wt, 35 wt)', () => {
    same('frontShockOil', '35wt', '35 wt', '35 WT');
    same('frontShockOil', '500 cSt', '500cst');
    differ('frontShockOil', '35 wt', '35 cSt');
  });

  it('reads a k suffix as thousands (7k, 7000)', () => {
    same('frontDiffOil', '7k', '7000', '7K');
    same('frontDiffOil', '7.5k', '7500');
    same('frontDiffOil', '7k cSt', '7000 cst', '7 k cSt');
    same('centerDiffOil', '10k', '10,000', '10000');
    differ('frontDiffOil', '7k', '70000');
    // A k that begins a word is a unit, not thousands.
    same('runningFrequency', '8 kHz', '8kHz');
    differ('runningFrequency', '8 kHz', '8000 Hz');
  });

  it('drops a degree sign or word and writes numbers one way (-2°, -2.0, -2 deg)', () => {
    same('frontCamber', '-2°', '-2.0', '-2 deg', '-2 degrees', '−2º', '-2deg');
    same('antiSquat', '2.50', '2.5°', '02.5');
    same('frontSwayBar', '.5', '0.5');
    same('frontSwayBar', '2.', '2');
    differ('frontCamber', '-2°', '2°');
    differ('frontCamber', '-2°', '-2.5°');
  });

  it('reads a decimal comma (1,5) and a thousands comma (10,000)', () => {
    same('rearCamber', '1,5°', '1.5°');
    same('rearCamber', '-2,25', '-2.25');
    same('centerDiffOil', '10,000 cSt', '10000 cSt');
    differ('rearCamber', '1,5', '15');
  });

  it("takes a bare number and the same number with the field's own unit as one value", () => {
    same('weight', '1730', '1730 g', '1730g', '1730 G');
    same('fuel', '16', '16 %', '16%');
    same('airTemperature', '24', '24 °C', '24°C');
    same('frontShockLength', '112.5', '112.50 mm');
    differ('weight', '1730', '1740 g');
    // Only the field's own unit: a ride height has none in the catalogue, so "27 mm" is not 27.
    differ('frontRideHeight', '27', '27 mm');
    differ('weight', '1730', '1730 kg');
  });

  it('keeps numbers apart that spacing or symbols separate', () => {
    same('frontPiston', '1.3 x 6', '1.3x6', '1.3 × 6', '1,3 x 6');
    differ('frontPiston', '1.3 x 6', '1.3 x 60');
    differ('frontPiston', '1.3 x 6', '13 x 6');
    same('gearing', '46/13 (FDR 12.4)', '46 / 13 (fdr 12.40)');
    differ('gearing', '46/13', '46/14');
  });

  it('keeps direction and side words that change a setting', () => {
    same('rearToe', '3° in', '3 in', '3 deg IN');
    differ('rearToe', '3° in', '3° out');
    same('droop', 'F 110 / R 120', 'f110/r120', 'F 110/R 120');
    differ('droop', 'F 110 / R 120', 'F 120 / R 110');
    differ('frontToe', '0° (1° out)', '0° (1° in)');
  });

  it('keeps very long numbers exact', () => {
    differ('notes', '12345678901234567890', '12345678901234567891');
  });
});
