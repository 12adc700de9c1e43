import { TREATED_SURFACE } from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { formatLocalDate } from '../../../lib/local-dates';

export const NOT_SPECIFIED = 'Not specified';
export const UNKNOWN_VEHICLE = 'Unknown Vehicle';

/** SPEC §2: a vehicle is named by manufacturer and model. */
export const carName = (car: Pick<Car, 'manufacturer' | 'model'>) => `${car.manufacturer} ${car.model}`;

export function findCar(cars: readonly Car[] | undefined, id: number | null): Car | undefined {
  return id === null ? undefined : cars?.find((c) => c.id === id);
}

/** The card's vehicle line: the car's name, or 'Unknown Vehicle' (none, or deleted since). */
export function vehicleLine(sheet: Pick<SetupSheet, 'rcCarId'>, cars: readonly Car[] | undefined): string {
  const car = findCar(cars, sheet.rcCarId);
  return car ? carName(car) : UNKNOWN_VEHICLE;
}

/** 'Clay', 'Treated (Sugar water)', or 'Not specified' (SPEC §2). */
export function surfaceLine(sheet: Pick<SetupSheet, 'trackSurface' | 'trackSurfaceTreatment'>): string {
  if (!sheet.trackSurface) return NOT_SPECIFIED;
  if (sheet.trackSurface === TREATED_SURFACE && sheet.trackSurfaceTreatment) {
    return `${sheet.trackSurface} (${sheet.trackSurfaceTreatment})`;
  }
  return sheet.trackSurface;
}

/** SPEC §2 'Modified:': the local date of updatedAt, or 'Recently' when it is not a string. */
export function modifiedLine(updatedAt: unknown): string {
  if (typeof updatedAt !== 'string') return 'Recently';
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime()) ? 'Recently' : formatLocalDate(date);
}

/** The car sheet editor's title: '<car> – <sheet>', or the sheet alone without a car. */
export function editorTitle(sheet: Pick<SetupSheet, 'name' | 'rcCarId'>, cars: readonly Car[] | undefined) {
  const car = findCar(cars, sheet.rcCarId);
  return car ? `${carName(car)} – ${sheet.name}` : sheet.name;
}
