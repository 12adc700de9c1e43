import { Progress as RadixProgress } from 'radix-ui';
import { cn } from '../../lib/cn';

interface ProgressProps {
  value: number;
  max: number;
  /** The bar's accessible name. */
  label: string;
  /** What a screen reader hears as the value, e.g. '12.3 MB of 100 MB used' (Radix's default is a %). */
  valueText: string;
  /** Draws the filled part in the danger colour (e.g. nearly full). */
  warn?: boolean;
  className?: string;
}

/**
 * A determinate progress bar over Radix Progress (role="progressbar" with its values). The track
 * has an edge of the input colour so the bar's extent shows at 3:1 against the card (WCAG 1.4.11).
 */
export function Progress({ value, max, label, valueText, warn = false, className }: ProgressProps) {
  // Radix refuses a value outside 0..max (a quota lowered below what is already stored).
  const shown = Math.min(Math.max(value, 0), max);
  return (
    <RadixProgress.Root
      value={shown}
      max={max}
      aria-label={label}
      getValueLabel={() => valueText}
      className={cn(
        'relative h-3 w-full overflow-hidden rounded-full border border-input bg-muted',
        className,
      )}
    >
      <RadixProgress.Indicator
        className={cn(
          'h-full transition-[width] duration-300 motion-reduce:transition-none',
          warn ? 'bg-danger' : 'bg-primary',
        )}
        style={{ width: `${(shown / max) * 100}%` }}
      />
    </RadixProgress.Root>
  );
}
