import { describe, expect, it } from 'vitest';
import type { Car } from '../../../../shared/schemas/car';
import { catalogueKindValues, initialEntryModes, modelSelectState, vehicleFormValues } from './vehicle-form';

const car = (manufacturer: string, model: string): Car => ({
  id: 1,
  manufacturer,
  model,
  status: 'Under Repair',
  scale: '1:8',
  drivetrain: null,
  power: null,
  vehicleClass: 'truggy',
  notes: null,
  imageUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('modelSelectState', () => {
  it.each([
    ['', 'Select manufacturer first', true],
    ['Garage Special', 'No predefined models for this manufacturer', true],
    ['Tekno RC', 'Select model', false],
  ])('%j → %j', (manufacturer, placeholder, disabled) => {
    expect(modelSelectState(manufacturer)).toMatchObject({ placeholder, disabled });
  });

  it("says 'No models available' for a catalogue manufacturer without models", () => {
    expect(modelSelectState('Empty Co', { 'Empty Co': [] })).toEqual({
      placeholder: 'No models available',
      disabled: true,
      models: [],
    });
  });
});

describe('initialEntryModes', () => {
  it('starts a new vehicle on the catalogue selects', () => {
    expect(initialEntryModes()).toEqual({ manufacturer: 'select', model: 'select' });
  });
  it('opens a catalogue car on the selects', () => {
    expect(initialEntryModes(car('Tekno RC', 'EB48 2.2'))).toEqual({
      manufacturer: 'select',
      model: 'select',
    });
  });
  it('opens a custom model of a catalogue manufacturer in Custom for the model only', () => {
    expect(initialEntryModes(car('Tekno RC', 'EB48 Prototype'))).toEqual({
      manufacturer: 'select',
      model: 'custom',
    });
  });
  it('opens a custom manufacturer in Custom for both', () => {
    expect(initialEntryModes(car('Garage Special', 'GS-1'))).toEqual({
      manufacturer: 'custom',
      model: 'custom',
    });
  });
});

describe('vehicleFormValues', () => {
  it('is empty and Active for a new vehicle', () => {
    expect(vehicleFormValues()).toEqual({
      manufacturer: '',
      model: '',
      status: 'Active',
      scale: '',
      drivetrain: '',
      power: '',
      vehicleClass: '',
      notes: '',
    });
  });
  it("holds an edited car's values, blanks as ''", () => {
    expect(vehicleFormValues(car('Tekno RC', 'EB48 2.2'))).toEqual({
      manufacturer: 'Tekno RC',
      model: 'EB48 2.2',
      status: 'Under Repair',
      scale: '1:8',
      drivetrain: '',
      power: '',
      vehicleClass: 'truggy',
      notes: '',
    });
  });
});

describe('catalogueKindValues', () => {
  it("gives a catalogue model's scale, drivetrain, power and class", () => {
    expect(catalogueKindValues('Tekno RC', 'EB48 2.2')).toEqual({
      scale: '1:8',
      drivetrain: '4WD',
      power: 'electric',
      vehicleClass: 'buggy',
    });
    expect(catalogueKindValues('Tekno RC', 'EB48 Prototype')).toBeUndefined();
  });
});
