import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { editorTitle, modifiedLine, surfaceLine, vehicleLine } from './setup-display';

const cars = [makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' })];

describe('setup sheet card lines', () => {
  it('names the vehicle by manufacturer and model, or Unknown Vehicle', () => {
    expect(vehicleLine({ rcCarId: 1 }, cars)).toBe('Tekno RC EB48 2.2');
    expect(vehicleLine({ rcCarId: 2 }, cars)).toBe('Unknown Vehicle');
    expect(vehicleLine({ rcCarId: null }, cars)).toBe('Unknown Vehicle');
  });

  it.each([
    [{ trackSurface: null, trackSurfaceTreatment: null }, 'Not specified'],
    [{ trackSurface: 'Clay', trackSurfaceTreatment: null }, 'Clay'],
    [{ trackSurface: 'Treated', trackSurfaceTreatment: 'VHT' }, 'Treated (VHT)'],
    [{ trackSurface: 'Treated', trackSurfaceTreatment: null }, 'Treated'],
    // The treatment belongs to 'Treated' only.
    [{ trackSurface: 'Clay', trackSurfaceTreatment: 'VHT' }, 'Clay'],
  ])('surface %o reads %s', (sheet, expected) => expect(surfaceLine(sheet)).toBe(expected));

  it("gives the local date, or 'Recently' when updatedAt is not a string", () => {
    const iso = '2025-03-04T10:00:00.000Z';
    expect(modifiedLine(iso)).toBe(new Date(iso).toLocaleDateString());
    expect(modifiedLine(undefined)).toBe('Recently');
    expect(modifiedLine(1741082400000)).toBe('Recently');
  });

  it("titles the editor '<car> – <sheet>', or the sheet alone without a car", () => {
    expect(editorTitle({ name: 'Club race', rcCarId: 1 }, cars)).toBe('Tekno RC EB48 2.2 – Club race');
    expect(editorTitle({ name: 'Club race', rcCarId: null }, cars)).toBe('Club race');
  });
});
