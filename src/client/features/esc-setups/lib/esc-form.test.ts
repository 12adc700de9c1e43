import { describe, expect, it } from 'vitest';
import { makeEscSetup } from '../../../test/setup-data';
import { escFormValues, toEscInput } from './esc-form';

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
