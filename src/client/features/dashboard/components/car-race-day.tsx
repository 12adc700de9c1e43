import { useId } from 'react';
import { Link } from 'react-router';
import type { RaceDay, RaceDayRun } from '../../../../shared/schemas/run-overview';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import { WaitingBadge } from '../../../components/outbox/waiting-badge';
import { isWaitingRun } from '../../../lib/resources/queued-runs';
import { runHref } from '../../../lib/resources/run-overview';
import { changeText, sessionLine } from '../lib/race-day';

/** A busy day shows this many runs of a car; the rest are on the Race Day screens. */
export const RUNS_SHOWN = 5;

const lapTime = (ms: number | null, decimals?: number) => (ms === null ? '—' : formatLapTime(ms, decimals));

function RunRow({ run, showTrack }: { run: RaceDayRun; showTrack: boolean }) {
  return (
    <Link
      to={runHref(run.id)}
      className="flex flex-col rounded-md border border-border px-3 py-2 transition-colors hover:bg-muted"
    >
      <span className="flex flex-wrap justify-between gap-x-2">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words">{sessionLine(run)}</span>
          {isWaitingRun(run) && <WaitingBadge />}
        </span>
        {showTrack && <span className="text-sm break-words text-muted-foreground">{run.trackName}</span>}
      </span>
      <span className="text-sm text-muted-foreground tabular-nums">
        {run.laps === 1 ? '1 lap' : `${run.laps} laps`} · Best {lapTime(run.bestMs, run.bestDecimals)} · Top-5{' '}
        {lapTime(run.top5AvgMs, run.top5Decimals)}
      </span>
    </Link>
  );
}

interface CarRaceDayProps {
  car: RaceDay['cars'][number];
  name: string;
  /** The race day's date: a change since the run before it on that day happened between runs. */
  day: string;
  /** The day had several tracks: each run says which. */
  showTrack: boolean;
}

/** One car's runs of the day and what changed on its setups. */
export function CarRaceDay({ car, name, day, showTrack }: CarRaceDayProps) {
  const titleId = useId();
  const more = car.runs.length - RUNS_SHOWN;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="font-semibold break-words">
        {name}
      </h3>
      <ul className="flex flex-col gap-2">
        {car.runs.slice(0, RUNS_SHOWN).map((run) => (
          <li key={run.id}>
            <RunRow run={run} showTrack={showTrack} />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="text-sm text-muted-foreground">
          and {more === 1 ? '1 more run' : `${more} more runs`} on Race Day
        </p>
      )}
      <h4 className="text-sm font-medium">What changed</h4>
      {car.changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No setup changes</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm break-words">
          {car.changes.map((change) => {
            const text = changeText(change, day);
            return (
              <li key={`${change.kind}-${change.runId}`}>
                <span className="font-medium">{text.setup}</span>
                {text.what} <span className="text-muted-foreground">{text.when}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
