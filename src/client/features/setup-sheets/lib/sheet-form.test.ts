import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { sheetFormValues, toSheetInput } from './sheet-form';

describe('setup sheet form values', () => {
  it('starts a new sheet on the given car with useManufacturerSheet on (SPEC §9)', () => {
    const values = sheetFormValues(undefined, makeCar({ id: 3, manufacturer: 'XRAY', model: "XB2 '24" }));
    expect(values).toMatchObject({
      rcCarId: 3,
      vehicleMake: 'XRAY',
      vehicleModel: "XB2 '24",
      useManufacturerSheet: true,
      surface: '',
      conditions: '',
      frontCamber: '',
    });
  });

  it('opens a stored surface outside the list as OTHER with its text, and saves it back unchanged', () => {
    const sheet = makeSetupSheet({ id: 1, trackSurface: 'Grass', trackConditions: 'Wet/Muddy' });
    const values = sheetFormValues(sheet);
    expect(values).toMatchObject({ surface: 'OTHER', customSurface: 'Grass', conditions: 'Wet/Muddy' });
    expect(toSheetInput(values)).toMatchObject({ trackSurface: 'Grass', trackConditions: 'Wet/Muddy' });
  });

  it('sends the custom conditions instead of OTHER, and nothing for a blank OTHER', () => {
    const values = sheetFormValues(makeSetupSheet({ id: 1 }));
    expect(toSheetInput({ ...values, conditions: 'OTHER', customConditions: ' Tacky ' })).toMatchObject({
      trackConditions: 'Tacky',
    });
    expect(toSheetInput({ ...values, conditions: 'OTHER', customConditions: '' }).trackConditions).toBe('');
  });

  it("keeps the treatment only for a 'Treated' surface", () => {
    const values = { ...sheetFormValues(undefined), trackSurfaceTreatment: 'VHT' };
    expect(toSheetInput({ ...values, surface: 'Treated' }).trackSurfaceTreatment).toBe('VHT');
    expect(toSheetInput({ ...values, surface: 'Clay' }).trackSurfaceTreatment).toBe('');
  });
});
