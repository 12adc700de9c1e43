import type { ReactNode } from 'react';

/** How both lists mark the open setup (SPEC §2 "highlighted"): a ring, else a hover tint. */
export const entryStateClass = (selected: boolean) =>
  selected
    ? 'border-primary ring-2 ring-primary ring-offset-2 ring-offset-background'
    : 'border-border hover:bg-muted';

/** SPEC §2's green '✓ Installed' badge, beside a setup's name in either list. */
export function InstalledBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full border border-success-text px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-success-text">
      ✓ Installed
    </span>
  );
}

/** A list that could not be loaded says so in place of its entries. */
export function ListFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-danger-text">
      {children}
    </p>
  );
}
