import type { Ref } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { SelectField } from '../../../components/ui/form-field';
import { carOptionLabel } from '../../../lib/resources/cars';

interface CarSelectProps {
  label: string;
  /** The text of the "no vehicle" option. */
  noneLabel: string;
  cars: readonly Car[];
  /** The form holds a car id or null; the native select holds strings. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  name: string;
  ref: Ref<HTMLSelectElement>;
  error?: string;
}

/** Assign to Vehicle: one option per car as 'model (manufacturer)' (SPEC §2), plus none. */
export function CarSelect({
  label,
  noneLabel,
  cars,
  value,
  onChange,
  onBlur,
  name,
  ref,
  error,
}: CarSelectProps) {
  return (
    <SelectField
      label={label}
      name={name}
      ref={ref}
      error={error}
      value={value == null ? '' : String(value)}
      onBlur={onBlur}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{noneLabel}</option>
      {cars.map((car) => (
        <option key={car.id} value={car.id}>
          {carOptionLabel(car)}
        </option>
      ))}
    </SelectField>
  );
}
