import type { CompareColumn } from '../../../../shared/schemas/compare';
import { SelectField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { columnSource } from '../lib/compare-view';

/** "Differences only", on by default: a switch that says how many fields differ. */
export function DifferencesSwitch({
  on,
  count,
  onChange,
}: {
  on: boolean;
  count: number;
  onChange: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      className="inline-flex min-h-10 items-center gap-3 rounded-md px-1 font-medium"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 rounded-full border-2 border-transparent transition-colors',
          on ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-card shadow transition-transform',
            on ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
      Differences only ({count})
    </button>
  );
}

/**
 * A phone shows two columns at a time: which two is the racer's choice. Picking the column shown on the
 * other side swaps the two, so the pair is never one setup twice.
 */
export function PhoneColumns({
  columns,
  shown,
  onChange,
}: {
  columns: readonly CompareColumn[];
  shown: readonly [number, number];
  onChange: (shown: [number, number]) => void;
}) {
  const pick = (side: 0 | 1, value: number) => {
    const next: [number, number] = [...shown];
    if (next[1 - side] === value) next[1 - side] = next[side];
    next[side] = value;
    onChange(next);
  };
  const options = columns.map((c, i) => (
    <option key={c.ref} value={i}>
      {c.name} ({columnSource(c)})
    </option>
  ));
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:hidden">
      <legend className="sr-only">Columns shown</legend>
      <SelectField label="Left" value={shown[0]} onChange={(e) => pick(0, Number(e.target.value))}>
        {options}
      </SelectField>
      <SelectField label="Right" value={shown[1]} onChange={(e) => pick(1, Number(e.target.value))}>
        {options}
      </SelectField>
    </fieldset>
  );
}
