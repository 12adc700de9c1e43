import type { Car } from '../../shared/schemas/car';
import type { Transponder } from '../../shared/schemas/transponder';

/** Vehicles and transponders for client tests (never imported by app code); sheets are in setup-data.ts. */
export function makeCar(overrides: Partial<Car> & Pick<Car, 'id'>): Car {
  return {
    manufacturer: 'Tekno RC',
    model: 'EB48 2.2',
    status: 'Active',
    scale: null,
    drivetrain: null,
    power: null,
    vehicleClass: null,
    notes: null,
    imageUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTransponder(
  overrides: Partial<Transponder> & Pick<Transponder, 'id' | 'number'>,
): Transponder {
  return {
    rcCarId: null,
    notes: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A 1:10 electric 2WD buggy: the car of the gearing tests (setup-data's SHEET_GEARS). */
export const B7_CAR = makeCar({
  id: 1,
  manufacturer: 'Team Associated',
  model: 'B7',
  scale: '1:10',
  power: 'electric',
});
