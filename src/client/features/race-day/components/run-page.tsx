import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { Run } from '../../../../shared/schemas/run';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { carOptionLabel, useCars } from '../../../lib/resources/cars';
import { runQuery } from '../../../lib/resources/runs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { runChartModel } from '../lib/chart-data';
import { formatRunDate, lapTimeOrDash, runListHref, runTitle } from '../lib/run-display';
import { DeleteRunButton } from './delete-run-button';
import { EditRunButton } from './edit-run-dialog';
import { LapChart } from './lap-chart';
import { LapTable } from './lap-tables';
import { RunConditions } from './run-conditions';
import { RunSetup } from './run-setup';
import { RunStats } from './run-stats';

function RunView({ run, cars }: { run: Run; cars: readonly Car[] }) {
  const car = cars.find((c) => c.id === run.rcCarId);
  const model = useMemo(() => runChartModel(run.laps, run.stats.bestMs, run.stats.top5AvgMs), [run]);
  const title = runTitle(run);
  useDocumentTitle(title);
  const chartLabel =
    `Lap times of ${run.stats.laps} laps: best ${lapTimeOrDash(run.stats.bestMs)}, ` +
    `top-5 average ${lapTimeOrDash(run.stats.top5AvgMs)}. Laps that are not clean are shown dimmed.`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={runListHref(run)}
          className="inline-flex w-fit items-center gap-1 text-sm text-primary underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {car ? `Runs of ${car.model}` : 'Race day'}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">
          {[
            car ? carOptionLabel(car) : 'No car (deleted)',
            formatRunDate(run.date),
            run.eventName,
            run.source === 'import' ? 'Imported' : 'Logged by hand',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className="flex flex-wrap gap-2">
          <EditRunButton run={run} cars={cars} />
          <DeleteRunButton run={run} />
        </div>
      </div>
      <Card aria-labelledby="chart-title">
        <CardHeader>
          <CardTitle id="chart-title">Lap times</CardTitle>
        </CardHeader>
        <CardContent>
          <LapChart
            model={model}
            label={chartLabel}
            table={<LapTable laps={run.laps} bestMs={run.stats.bestMs} />}
          />
        </CardContent>
      </Card>
      <Card aria-labelledby="stats-title">
        <CardHeader>
          <CardTitle id="stats-title">Statistics</CardTitle>
        </CardHeader>
        <CardContent>
          <RunStats stats={run.stats} official={run.official} />
        </CardContent>
      </Card>
      <Card aria-labelledby="setup-title">
        <CardHeader>
          <CardTitle id="setup-title">Setup and conditions</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <RunSetup run={run} />
          <RunConditions run={run} />
        </CardContent>
      </Card>
    </div>
  );
}

/** /race-day/runs/:id: a run's lap chart, statistics, the setup it ran on, edit and delete. */
export function RunPage({ id }: { id: number }) {
  const run = useQuery(runQuery(id));
  const cars = useCars();
  if (run.isPending || cars.isPending) return <Spinner label="Loading the run" />;
  if (run.isError || cars.isError) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Run not found</h1>
        <FormError message="This run does not exist, or it is not yours." />
        <Link to="/race-day" className="text-primary underline underline-offset-4">
          Back to race day
        </Link>
      </div>
    );
  }
  return <RunView run={run.data} cars={cars.data} />;
}
