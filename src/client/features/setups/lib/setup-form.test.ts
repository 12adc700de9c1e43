import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { ESC_KIND } from '../kinds/esc-kind';
import { SHEET_KIND } from '../kinds/sheet-kind';
import { setupFormValues, toSetupInput } from './setup-form';

const sheetFormValues = (sheet?: Parameters<typeof setupFormValues>[1], car?: ReturnType<typeof makeCar>) =>
  setupFormValues(SHEET_KIND, sheet, { car, username: 'racer1' });
const toSheetInput = (values: ReturnType<typeof sheetFormValues>) => toSetupInput(SHEET_KIND, values);
const escFormValues = (esc: Parameters<typeof setupFormValues>[1], username: string) =>
  setupFormValues(ESC_KIND, esc, { car: undefined, username });
const toEscInput = (values: ReturnType<typeof escFormValues>) => toSetupInput(ESC_KIND, values);

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

describe('ESC form values', () => {
  it('defaults the creator to the username and useManufacturerSheet to true', () => {
    expect(escFormValues(undefined, 'racer1')).toMatchObject({
      creator: 'racer1',
      useManufacturerSheet: true,
    });
    expect(escFormValues(makeEscSetup({ id: 1, creator: 'Team mate' }), 'racer1').creator).toBe('Team mate');
    expect(escFormValues(makeEscSetup({ id: 1, creator: null }), 'racer1').creator).toBe('racer1');
  });

  it("saves the custom surface instead of 'Other' (SPEC §5)", () => {
    const values = escFormValues(undefined, 'racer1');
    expect(toEscInput({ ...values, surface: 'Other', customSurface: 'Grass' }).trackSurface).toBe('Grass');
    expect(toEscInput({ ...values, surface: 'Other', customSurface: '' }).trackSurface).toBe('Other');
    expect(toEscInput({ ...values, surface: 'Carpet', customSurface: 'x' }).trackSurface).toBe('Carpet');
  });
});

describe('one form model, two kinds', () => {
  it('holds only the fields of its own kind, so neither kind sends the other’s', () => {
    const sheet = sheetFormValues(undefined);
    const esc = escFormValues(undefined, 'racer1');
    expect(sheet).not.toHaveProperty('escMake');
    expect(sheet).not.toHaveProperty('dragBrake');
    expect(esc).not.toHaveProperty('vehicleMake');
    expect(esc).not.toHaveProperty('escSetupId');
    expect(sheet).toHaveProperty('escSetupId', null);
    expect(esc).not.toHaveProperty('frontCamber');
    expect(toEscInput(esc)).not.toHaveProperty('customSurface');
  });

  it('an existing setup opens with what it stores, not the new-setup fallbacks', () => {
    const car = makeCar({ id: 3, manufacturer: 'XRAY', model: "XB2 '24" });
    const stored = makeSetupSheet({ id: 1, rcCarId: null, vehicleMake: null, vehicleModel: 'Own words' });
    expect(setupFormValues(SHEET_KIND, stored, { car: undefined, username: 'racer1' })).toMatchObject({
      rcCarId: null,
      vehicleMake: '',
      vehicleModel: 'Own words',
      useManufacturerSheet: false,
    });
    expect(setupFormValues(SHEET_KIND, undefined, { car, username: 'racer1' }).rcCarId).toBe(3);
  });
});
