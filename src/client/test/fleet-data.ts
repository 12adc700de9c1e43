import type { Car } from '../../shared/schemas/car';
import type { Transponder } from '../../shared/schemas/transponder';
import type { SetupSheetSummary } from '../lib/resources/setup-sheets';

/** Vehicles, transponders and setup sheets for client tests (never imported by app code). */
export function makeCar(overrides: Partial<Car> & Pick<Car, 'id'>): Car {
  return {
    manufacturer: 'Tekno RC',
    model: 'EB48 2.2',
    status: 'Active',
    scale: null,
    drivetrain: null,
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

export function makeSheet(
  overrides: Partial<SetupSheetSummary> & Pick<SetupSheetSummary, 'id'>,
): SetupSheetSummary {
  return {
    name: 'Club race',
    rcCarId: null,
    trackName: null,
    trackSurface: null,
    trackConditions: null,
    isCurrentlyInstalled: false,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
