import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/form-field';
import type { GearingField, GearingValues } from '../gearing-values';
import type { FieldErrors } from '../use-gearing-calculator';

export interface FieldsProps {
  values: GearingValues;
  errors: FieldErrors;
  setField: (field: GearingField, value: string) => void;
}

type NumberFieldProps = FieldsProps &
  Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'error'> & {
    field: GearingField;
    /** Teeth and rpm are whole numbers: the phone shows its digit pad. */
    whole?: boolean;
  };

/** A text box for a number: keeps '2,' while typing; the schema says what is wrong with it. */
export function NumberField({ field, values, errors, setField, whole, ...props }: NumberFieldProps) {
  return (
    <TextField
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={values[field]}
      onChange={(event) => setField(field, event.target.value)}
      error={errors[field]}
      {...props}
    />
  );
}
