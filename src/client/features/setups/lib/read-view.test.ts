import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { ESC_KIND } from '../kinds/esc-kind';
import { SHEET_KIND } from '../kinds/sheet-kind';
import { detailLines } from './read-view';

describe('the read view lists', () => {
  it("a sheet's details: the car instead of the make and model it follows, the surface with its treatment", () => {
    const car = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
    const sheet = makeSetupSheet({
      id: 1,
      rcCarId: 1,
      vehicleMake: 'Tekno RC',
      vehicleModel: 'EB48 2.2',
      trackName: 'Silverdale',
      trackSurface: 'Treated',
      trackSurfaceTreatment: 'VHT',
      trackConditions: null,
    });
    expect(detailLines(SHEET_KIND, sheet, [car]).map((l) => [l.label, l.value])).toEqual([
      ['Vehicle', 'Tekno RC EB48 2.2'],
      ['Track Name', 'Silverdale'],
      ['Surface', 'Treated (VHT)'],
    ]);
    // Without a car the typed make and model stand in for it.
    const orphan = { ...sheet, rcCarId: null, trackSurface: null };
    expect(detailLines(SHEET_KIND, orphan, [car]).map((l) => l.label)).toEqual([
      'Make',
      'Model',
      'Track Name',
    ]);
  });

  it("an ESC setup's details: car, hardware, creator and conditions", () => {
    const esc = makeEscSetup({
      id: 2,
      rcCarId: null,
      escMake: 'Tekin',
      escModel: 'RX8',
      creator: 'racer1',
      trackConditions: 'Hot',
    });
    expect(detailLines(ESC_KIND, esc, []).map((l) => [l.label, l.value])).toEqual([
      ['ESC Make', 'Tekin'],
      ['ESC Model', 'RX8'],
      ['Creator', 'racer1'],
      ['Conditions', 'Hot'],
    ]);
  });
});
