import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  VEHICLE_CLASSES,
  VEHICLE_DRIVETRAINS,
  VEHICLE_POWERS,
  VEHICLE_SCALES,
} from '../../../../shared/constants/vehicles';
import { kindLabel } from '../../../../shared/vehicle-class';
import { SelectField } from '../../../components/ui/form-field';
import type { VehicleFormValues } from '../lib/vehicle-form';

const KINDS = [
  { name: 'scale', label: 'Scale', options: VEHICLE_SCALES },
  { name: 'drivetrain', label: 'Drivetrain', options: VEHICLE_DRIVETRAINS },
  { name: 'power', label: 'Power', options: VEHICLE_POWERS },
  { name: 'vehicleClass', label: 'Class', options: VEHICLE_CLASSES },
] as const;

/**
 * What kind of car it is: scale, drivetrain, power and class, each optional. A catalogue model fills
 * them in; they decide the car's kind line and which groups its setup sheets show.
 */
export function KindFields({
  register,
  errors,
}: {
  register: UseFormRegister<VehicleFormValues>;
  errors: FieldErrors<VehicleFormValues>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Kind of car</legend>
      <p className="-mt-1 text-sm text-muted-foreground">
        Filled in from a catalogue model; change what differs on yours.
      </p>
      <div className="grid grid-cols-2 gap-4">
        {KINDS.map((kind) => (
          <SelectField
            key={kind.name}
            label={kind.label}
            error={errors[kind.name]?.message}
            {...register(kind.name)}
          >
            <option value="">Not set</option>
            {kind.options.map((option) => (
              <option key={option} value={option}>
                {kindLabel(option)}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
