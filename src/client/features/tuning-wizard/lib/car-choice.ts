import type { Car } from '../../../../shared/schemas/car';
import type { Powertrain } from '../../../../shared/schemas/tuning';

// Until the wizard asks the car's kind itself (issue 17), a car type stands for those answers.
interface VehicleClass {
  scale?: string;
  drivetrain?: string;
  power?: Powertrain;
}

import { inferVehicleFacts } from '../../../../shared/vehicle-class';

/**
 * What step 1's "Your car" select can hold: nothing (general advice), one of the racer's cars
 * (`car:<id>`, whose installed sheet supplies current values) or a car type (`class:<key>`).
 */
export const CAR_CLASSES: ReadonlyArray<{ key: string; label: string; vehicle: VehicleClass }> = [
  {
    key: '8-nitro',
    label: '1:8 nitro buggy or truggy',
    vehicle: { scale: '1:8', drivetrain: '4WD', power: 'nitro' },
  },
  {
    key: '8-electric',
    label: '1:8 electric buggy or truggy',
    vehicle: { scale: '1:8', drivetrain: '4WD', power: 'electric' },
  },
  {
    key: '10-2wd',
    label: '1:10 2WD electric buggy',
    vehicle: { scale: '1:10', drivetrain: '2WD', power: 'electric' },
  },
  {
    key: '10-4wd',
    label: '1:10 4WD electric buggy',
    vehicle: { scale: '1:10', drivetrain: '4WD', power: 'electric' },
  },
];

export interface CarChoice {
  rcCarId?: number;
  vehicle?: VehicleClass;
  power: Powertrain | null;
}

export function readCarChoice(value: string, cars: readonly Car[] | undefined): CarChoice {
  if (value.startsWith('car:')) {
    const car = cars?.find((c) => c.id === Number(value.slice(4)));
    if (car) return { rcCarId: car.id, power: inferVehicleFacts(car).power };
  }
  if (value.startsWith('class:')) {
    const found = CAR_CLASSES.find((c) => c.key === value.slice(6));
    if (found) return { vehicle: found.vehicle, power: found.vehicle.power ?? null };
  }
  return { power: null };
}
