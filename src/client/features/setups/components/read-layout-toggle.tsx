import { cn } from '../../../lib/cn';
import type { ReadLayout } from '../lib/use-read-layout';

const CHOICES = [
  { layout: 'sheet', label: 'Sheet' },
  { layout: 'track', label: 'Track view' },
] as const;

/**
 * The read view's two layouts as a pair of pressed/unpressed buttons under one label: the compact
 * sheet, or the Track view's large values. One press away, remembered on this device; narrow enough
 * to share a phone's line with "Modified …".
 */
export function ReadLayoutToggle({
  layout,
  onChange,
}: {
  layout: ReadLayout;
  onChange: (layout: ReadLayout) => void;
}) {
  return (
    <fieldset className="inline-flex w-fit rounded-md border border-input p-0.5">
      <legend className="sr-only">Layout</legend>
      {CHOICES.map(({ layout: choice, label }) => {
        const pressed = layout === choice;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(choice)}
            className={cn(
              'inline-flex h-8 items-center rounded px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              pressed ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
            )}
          >
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}
