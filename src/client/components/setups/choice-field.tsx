import type { ComponentProps } from 'react';
import { SelectField, TextField } from '../ui/form-field';

interface ChoiceFieldProps {
  label: string;
  options: readonly string[];
  /** The option that reveals the free-text input ('OTHER', or 'Other' for ESC surfaces). */
  other: string;
  /** The blank first option. */
  emptyLabel: string;
  /** The select's registration (react-hook-form's register). */
  select: ComponentProps<'select'>;
  error?: string;
  /** Whether `other` is chosen, so the text input shows. */
  showCustom: boolean;
  customLabel: string;
  customPlaceholder?: string;
  custom: ComponentProps<'input'>;
  customError?: string;
}

/** A preset select whose "other" option reveals a text field; the caller saves the text in its place. */
export function ChoiceField({
  label,
  options,
  other,
  emptyLabel,
  select,
  error,
  showCustom,
  customLabel,
  customPlaceholder,
  custom,
  customError,
}: ChoiceFieldProps) {
  return (
    <>
      <SelectField label={label} error={error} {...select}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option === other ? 'Other' : option}
          </option>
        ))}
      </SelectField>
      {showCustom && (
        <TextField
          label={customLabel}
          placeholder={customPlaceholder}
          autoComplete="off"
          maxLength={100}
          error={customError}
          {...custom}
        />
      )}
    </>
  );
}
