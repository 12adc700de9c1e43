import type { Car } from '../../../../shared/schemas/car';
import type { Powertrain } from '../../../../shared/schemas/tuning';
import { inferVehicleFacts } from '../../../../shared/vehicle-class';

/**
 * What step 1's "Your car" select holds: nothing ('': the racer describes the car in step 2's context
 * questions) or one of the racer's cars (`car:<id>`, whose kind and installed setups the server reads).
 */
export interface CarChoice {
  rcCarId?: number;
  /** Known only for a chosen car whose power is saved or in the catalogue. */
  power: Powertrain | null;
}

export function readCarChoice(value: string, cars: readonly Car[] | undefined): CarChoice {
  if (value.startsWith('car:')) {
    const car = cars?.find((c) => c.id === Number(value.slice(4)));
    if (car) return { rcCarId: car.id, power: inferVehicleFacts(car).power };
  }
  return { power: null };
}
