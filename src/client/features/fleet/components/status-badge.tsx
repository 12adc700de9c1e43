import { cn } from '../../../lib/cn';

// Text on a soft fill, each pair readable in both themes (the tokens carry the AA contrast).
const TONES: Record<string, string> = {
  Active: 'border-success-text text-success-text',
  Inactive: 'border-border bg-muted text-muted-foreground',
  'Under Repair': 'border-primary bg-accent text-accent-foreground',
};

/** The vehicle's status as a small pill (SPEC §3: Active, Inactive, Under Repair). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status] ?? TONES.Inactive,
      )}
    >
      {status}
    </span>
  );
}
