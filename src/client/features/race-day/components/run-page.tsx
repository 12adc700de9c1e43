import { useQuery } from '@tanstack/react-query';
import type { Car } from '../../../../shared/schemas/car';
import type { Run, RunSource } from '../../../../shared/schemas/run';
import { LiveRunPanel } from '../../../components/live/live-run-panel';
import { Spinner } from '../../../components/ui/spinner';
import { carOptionLabel, useCars } from '../../../lib/resources/cars';
import { isWaitingRun } from '../../../lib/resources/queued-runs';
import { runQuery } from '../../../lib/resources/runs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatRunDate, runListHref, runTitle } from '../lib/run-display';
import { DeleteRunButton } from './delete-run-button';
import { EditRunButton } from './edit-run-dialog';
import { BackLink, NotFoundNotice, SectionCard } from './page-parts';
import { RaceFacts } from './race-facts';
import { RunConditions } from './run-conditions';
import { RunField } from './run-field';
import { RunLapTimes } from './run-lap-times';
import { RunSetup } from './run-setup';
import { RunStats } from './run-stats';
import { WaitingRunNote, WaitingRunSetup } from './waiting-run-note';

/** Where a run came from, as its page's line of facts says it. */
const SOURCE_LABELS: Record<RunSource, string> = {
  manual: 'Logged by hand',
  import: 'Imported',
  followed: 'From followed results',
  decoder: 'From the club’s decoder',
};

/** A run as its page shows it; one waiting to send says so and offers no edit or delete yet. */
export function RunView({ run, cars }: { run: Run; cars: readonly Car[] }) {
  const waiting = isWaitingRun(run);
  const car = cars.find((c) => c.id === run.rcCarId);
  const title = runTitle(run);
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink to={runListHref(run)}>{car ? `Runs of ${car.model}` : 'Race day'}</BackLink>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <RaceFacts race={run.race} />
        <p className="text-muted-foreground">
          {[
            car ? carOptionLabel(car) : 'No car (deleted)',
            formatRunDate(run.date),
            run.eventName,
            SOURCE_LABELS[run.source],
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {waiting ? (
          <WaitingRunNote />
        ) : (
          <div className="flex flex-wrap gap-2">
            <EditRunButton run={run} cars={cars} />
            <DeleteRunButton run={run} />
          </div>
        )}
      </div>
      {/* Issue 30: laps as they arrive while the club's decoder still hears this run. */}
      {run.source === 'decoder' && !waiting && <LiveRunPanel runId={run.id} />}
      <RunLapTimes run={run} />
      <SectionCard title="Statistics">
        <RunStats stats={run.stats} official={run.official} />
      </SectionCard>
      <RunField run={run} />
      <SectionCard title="Setup and conditions">
        {waiting ? <WaitingRunSetup /> : <RunSetup run={run} />}
        <RunConditions run={run} />
      </SectionCard>
    </div>
  );
}

/** /race-day/runs/:id: a run's lap chart, statistics, the setup it ran on, edit and delete. */
export function RunPage({ id }: { id: number }) {
  const run = useQuery(runQuery(id));
  const cars = useCars();
  if (run.isPending || cars.isPending) return <Spinner label="Loading the run" />;
  if (run.isError || cars.isError) {
    return <NotFoundNotice title="Run not found" message="This run does not exist, or it is not yours." />;
  }
  return <RunView run={run.data} cars={cars.data} />;
}
