import type { Ref } from 'react';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import type { EntryMode } from '../lib/vehicle-form';

const MODES: { mode: EntryMode; label: string }[] = [
  { mode: 'select', label: 'Select' },
  { mode: 'custom', label: 'Custom' },
];

/** Two pressed-state buttons beside the label: pick from the catalogue or type freely (SPEC §2). */
function EntryModeToggle({
  label,
  mode,
  onChange,
}: {
  label: string;
  mode: EntryMode;
  onChange: (mode: EntryMode) => void;
}) {
  return (
    <fieldset aria-label={`${label} entry`} className="inline-flex rounded-md border border-input p-0.5">
      {MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          aria-pressed={mode === m.mode}
          onClick={() => mode !== m.mode && onChange(m.mode)}
          className={cn(
            'h-7 rounded px-2.5 text-xs font-medium transition-colors',
            mode === m.mode ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
          )}
        >
          {m.label}
        </button>
      ))}
    </fieldset>
  );
}

interface CatalogueFieldProps {
  label: string;
  mode: EntryMode;
  onModeChange: (mode: EntryMode) => void;
  /** The field as react-hook-form's Controller hands it over. */
  field: {
    name: string;
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement & HTMLSelectElement>;
  };
  options: readonly string[];
  /** The select's empty first option. */
  placeholder: string;
  disabled?: boolean;
  customPlaceholder: string;
  error?: string;
}

/** Manufacturer or model: a native select over the catalogue, or a text box in Custom mode. */
export function CatalogueField({
  label,
  mode,
  onModeChange,
  field,
  options,
  placeholder,
  disabled = false,
  customPlaceholder,
  error,
}: CatalogueFieldProps) {
  const toggle = <EntryModeToggle label={label} mode={mode} onChange={onModeChange} />;
  if (mode === 'custom') {
    return (
      <TextField
        label={label}
        action={toggle}
        error={error}
        placeholder={customPlaceholder}
        autoComplete="off"
        name={field.name}
        ref={field.ref}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value)}
      />
    );
  }
  return (
    <SelectField
      label={label}
      action={toggle}
      error={error}
      disabled={disabled}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(e.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );
}
