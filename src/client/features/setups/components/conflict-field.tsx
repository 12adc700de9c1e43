import { useId } from 'react';
import { cn } from '../../../lib/cn';
import type { ConflictRow, Side } from '../lib/conflict';

const SIDE_LABELS: Record<Side, string> = { mine: 'Mine', theirs: 'Theirs' };

/**
 * One field of a conflict: its two values as a labelled radio group, Mine and Theirs side by side
 * from 640 px and stacked on a phone, so a long value never needs sideways scrolling.
 */
export function ConflictField({
  row,
  choice,
  onChoose,
}: {
  row: ConflictRow;
  choice: Side;
  onChoose: (side: Side) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 border-t border-border pt-3">
      <legend className="float-left flex w-full flex-wrap items-center gap-2 text-sm font-medium">
        {row.label}
        {row.changedOnBoth && (
          <span className="rounded-full border border-danger-text px-2 text-xs font-normal text-danger-text">
            Changed on both
          </span>
        )}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {(['mine', 'theirs'] as const).map((side) => (
          <label
            key={side}
            className={cn(
              'flex min-w-0 cursor-pointer items-start gap-2 rounded-md border p-2 text-sm',
              choice === side ? 'border-primary bg-accent text-accent-foreground' : 'border-input',
            )}
          >
            <input
              type="radio"
              name={name}
              value={side}
              checked={choice === side}
              onChange={() => onChoose(side)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{SIDE_LABELS[side]}</span>
              <span className="break-words whitespace-pre-line">{row[side]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
