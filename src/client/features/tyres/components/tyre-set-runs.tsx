import { Link } from 'react-router';
import { figureDecimals } from '../../../../shared/run-stats';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import { Spinner } from '../../../components/ui/spinner';
import { useTyreSet } from '../../../lib/resources/tyre-sets';

const SESSION_WORDS: Record<string, string> = {
  practice: 'Practice',
  qualifier: 'Qualifier',
  main: 'Main',
  test: 'Test',
};

/** The runs on one set, newest first, each linking to its page (asked for once the list is opened). */
export function TyreSetRuns({ id }: { id: number }) {
  const detail = useTyreSet(id);
  if (detail.isPending) return <Spinner label="Loading runs" />;
  if (detail.isError)
    return (
      <p role="alert" className="text-danger-text">
        Failed to load the runs on this set
      </p>
    );
  if (detail.data.runs.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No run names this set yet. Pick it when you log a run.</p>
    );
  return (
    <ul className="flex flex-col divide-y divide-border">
      {detail.data.runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <Link
            to={`/race-day/runs/${run.id}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {run.date} · {run.trackName} · {SESSION_WORDS[run.session] ?? run.session}
          </Link>
          <span className="text-sm text-muted-foreground tabular-nums">
            {run.stats.laps} laps
            {run.stats.bestMs !== null &&
              ` · best ${formatLapTime(run.stats.bestMs, figureDecimals(run.stats, null, 'bestMs'))}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
