import { Link } from 'react-router';
import type { RunSummary } from '../../../../shared/schemas/run';
import { WaitingBadge } from '../../../components/outbox/waiting-badge';
import { isWaitingRun } from '../../../lib/resources/queued-runs';
import { runHref } from '../../../lib/resources/run-overview';
import { raceLine } from '../lib/race-label';
import { figureText, formatRunDate, loggedAt, runTitle } from '../lib/run-display';

interface RunListItemProps {
  run: RunSummary;
  /** Today's list shows the time it was logged; a car's list, the date. */
  when: 'time' | 'date';
  /** A checkbox to pick the run for compare (a car's list). */
  select?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
}

/**
 * One run in a list: when, session and track, the race it was where imported (class · race · round
 * · place), then laps, best and top-5 average; a run logged offline and not sent yet says so (its
 * figures are the browser's, worked out as the server would).
 */
export function RunListItem({ run, when, select }: RunListItemProps) {
  const title = runTitle(run);
  const waiting = isWaitingRun(run);
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
            {run.race ? `, ${raceLine(run.race)}` : ''}
          </span>
        </label>
      )}
      <Link
        to={runHref(run.id)}
        className="flex min-w-0 flex-1 flex-col gap-0.5 rounded-md px-2 py-3 hover:bg-muted"
      >
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 font-medium">
            <span className="tabular-nums text-muted-foreground">{stamp}</span> · {title}
          </span>
          {waiting && <WaitingBadge />}
        </span>
        {run.race && <span className="text-sm">{raceLine(run.race)}</span>}
        <span className="text-sm tabular-nums text-muted-foreground">
          {run.stats.laps} {run.stats.laps === 1 ? 'lap' : 'laps'} · best {figureText(run, 'bestMs')} · top 5{' '}
          {figureText(run, 'top5AvgMs')}
        </span>
      </Link>
    </li>
  );
}
