import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { cn } from '../../../lib/cn';
import { modifiedLine, NOT_SPECIFIED, surfaceLine } from '../lib/setup-display';
import { entryStateClass, InstalledBadge } from './list-entry';

/** SPEC §9: each card enters 0.05 s after the one before it. */
export const CARD_STAGGER_S = 0.05;

interface SheetCardProps {
  sheet: SetupSheet;
  /** 'Tekno RC EB48 2.2' or 'Unknown Vehicle'. */
  vehicle: string;
  selected: boolean;
  /** The list URL with this sheet selected. */
  href: string;
  /** Its place in the list, for the entrance stagger. */
  index: number;
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="shrink-0 font-medium">{term}:</dt>
      <dd className="min-w-0 break-words text-muted-foreground">{children}</dd>
    </div>
  );
}

/**
 * One sheet of 'My Setup Sheets' with SPEC §2's lines. A link (to ?id=…) rather than a button, so it can
 * also be opened in a new tab; the open one is marked aria-current and ringed.
 */
export function SheetCard({ sheet, vehicle, selected, href, index }: SheetCardProps) {
  return (
    <Link
      to={href}
      preventScrollReset
      aria-current={selected ? 'true' : undefined}
      style={{ animationDelay: `${(index * CARD_STAGGER_S).toFixed(2)}s` }}
      className={cn(
        'flex animate-card-in flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors motion-reduce:animate-none',
        entryStateClass(selected),
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-semibold leading-tight break-words">{sheet.name}</span>
        {sheet.isCurrentlyInstalled && <InstalledBadge />}
      </span>
      <span className="text-sm font-medium text-muted-foreground">{vehicle}</span>
      <dl className="flex flex-col gap-0.5 text-sm">
        <Line term="Track">{sheet.trackName || NOT_SPECIFIED}</Line>
        <Line term="Surface">{surfaceLine(sheet)}</Line>
        <Line term="Conditions">{sheet.trackConditions || NOT_SPECIFIED}</Line>
        <Line term="Modified">{modifiedLine(sheet.updatedAt)}</Line>
      </dl>
    </Link>
  );
}
