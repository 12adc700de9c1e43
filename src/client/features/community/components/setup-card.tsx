import { FileText, Image, Sparkles } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { relativeTime } from '../../../../shared/relative-time';
import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import { cn } from '../../../lib/cn';
import { attachmentKind, setupTitle, surfaceLabel, trackLine, vehicleName } from '../lib/setup-display';

interface SetupCardProps {
  setup: PublicSetup;
  /** Where the card's link opens the detail (the list's query string rides along). */
  to: string;
  /** The setup just shared (?highlight): ringed, badged and announced as current. */
  highlighted?: boolean;
  ref?: Ref<HTMLElement>;
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="shrink-0 font-medium">{term}:</dt>
      <dd className="min-w-0 break-words text-muted-foreground">{children}</dd>
    </div>
  );
}

/** One shared setup: event, driver, car, track, surface, when it changed and whether a sheet is attached. */
export function SetupCard({ setup, to, highlighted = false, ref }: SetupCardProps) {
  const titleId = `public-setup-${setup.id}-title`;
  const surface = surfaceLabel(setup);
  const attachment = attachmentKind(setup);
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      className={cn(
        // The title's link stretches over the whole card (its ::after), so the card is one big target.
        'relative flex w-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-muted',
        highlighted
          ? 'border-primary ring-2 ring-primary ring-offset-2 ring-offset-background'
          : 'border-border',
      )}
    >
      {highlighted && (
        <p className="inline-flex w-fit items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Just shared
        </p>
      )}
      <header className="flex flex-col gap-0.5">
        <h2 id={titleId} className="text-lg leading-tight font-semibold break-words">
          <Link
            to={to}
            state={{ fromList: true }}
            preventScrollReset
            className="after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {setupTitle(setup)}
          </Link>
        </h2>
        {setup.driverName && <p className="text-sm text-muted-foreground">by {setup.driverName}</p>}
      </header>
      <dl className="flex flex-1 flex-col gap-1 text-sm">
        {vehicleName(setup) && <Line term="Vehicle">{vehicleName(setup)}</Line>}
        {trackLine(setup) && <Line term="Track">{trackLine(setup)}</Line>}
        {surface && <Line term="Surface">{surface}</Line>}
        <Line term="Modified">
          {/* No local-date tooltip here: the card's stretched link covers it, and building the
              first date formatter cost 60 ms of a throttled phone's first render. */}
          <time dateTime={setup.updatedAt}>{relativeTime(setup.updatedAt)}</time>
        </Line>
      </dl>
      {attachment && (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary">
          {attachment === 'pdf' ? (
            <FileText aria-hidden="true" className="size-4" />
          ) : (
            <Image aria-hidden="true" className="size-4" />
          )}
          {attachment === 'pdf' ? 'PDF setup sheet attached' : 'Setup sheet image attached'}
        </p>
      )}
    </article>
  );
}
