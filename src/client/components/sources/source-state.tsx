import type { SourceStatus } from '../../../shared/schemas/club';
import { cn } from '../../lib/cn';
import { formatMoment } from '../../lib/local-dates';

const STATE_LABELS: Record<SourceStatus['state'], string> = {
  watching: 'Watching',
  stopped: 'Stopped',
  failing: 'Failing',
};

const STATE_CLASSES: Record<SourceStatus['state'], string> = {
  watching: 'border border-success-text text-success-text',
  stopped: 'bg-muted text-muted-foreground',
  failing: 'bg-danger-soft text-danger-text',
};

/** 'https://www.liverc.com/results/?p=view_event&id=1' → 'liverc.com/results/?p=view_event&id=1'. */
export function shortAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host.replace(/^www\./, '')}${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * A followed results address and how its reading is going (issue 30), the same for a racer's
 * follow and a club's source: watching (new races read every minute), stopped (a day after the
 * last change) or failing, with the problem in the racer's words, when it was last checked and how
 * many races have been read.
 */
export function SourceState({ source }: { source: SourceStatus }) {
  const facts = [
    source.lastCheckedAt ? `Checked ${formatMoment(new Date(source.lastCheckedAt))}` : 'Not checked yet',
    `${source.races} ${source.races === 1 ? 'race' : 'races'} read`,
  ];
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="truncate font-medium text-primary underline underline-offset-4"
        title={source.url}
      >
        {shortAddress(source.url)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_CLASSES[source.state])}>
          {STATE_LABELS[source.state]}
        </span>
        {facts.join(' · ')}
      </p>
      {source.state === 'failing' && source.problem && (
        <p className="text-sm text-danger-text">{source.problem}</p>
      )}
    </div>
  );
}
