import { Link } from 'react-router';
import type { RunSummary } from '../../../../shared/schemas/run';
import { runHref } from '../../../lib/resources/run-overview';
import { figureText, formatRunDate, loggedAt, runTitle } from '../lib/run-display';

interface RunListItemProps {
  run: RunSummary;
  /** Today's list shows the time it was logged; a car's list, the date. */
  when: 'time' | 'date';
  /** A checkbox to pick the run for compare (a car's list). */
  select?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
}

/** One run in a list: when, session and track, then laps, best and top-5 average. */
export function RunListItem({ run, when, select }: RunListItemProps) {
  const title = runTitle(run);
  const stamp = when === 'time' ? loggedAt(run) : formatRunDate(run.date);
  return (
    <li className="flex items-stretch gap-1 border-b border-border last:border-0">
      {select && (
        <label className="flex shrink-0 items-center px-2">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={select.checked}
            disabled={select.disabled}
            onChange={(event) => select.onChange(event.target.checked)}
          />
          <span className="sr-only">
            Compare {title}, {stamp}
          </span>
        </label>
      )}
      <Link
        to={runHref(run.id)}
        className="flex min-w-0 flex-1 flex-col gap-0.5 rounded-md px-2 py-3 hover:bg-muted"
      >
        <span className="font-medium">
          <span className="tabular-nums text-muted-foreground">{stamp}</span> · {title}
        </span>
        <span className="text-sm tabular-nums text-muted-foreground">
          {run.stats.laps} {run.stats.laps === 1 ? 'lap' : 'laps'} · best {figureText(run, 'bestMs')} · top 5{' '}
          {figureText(run, 'top5AvgMs')}
        </span>
      </Link>
    </li>
  );
}
