import { ChevronRight, Plus, Rss } from 'lucide-react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { RunSummary } from '../../../../shared/schemas/run';
import { LiveNow } from '../../../components/live/live-now';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { carOptionLabel, useCars } from '../../../lib/resources/cars';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatRunDate, todayLocal } from '../lib/run-display';
import { useTodaysRuns } from '../lib/use-track-names';
import { WithCars } from './page-parts';
import { RunListItem } from './run-list-item';

function CarToday({ car, runs }: { car: Car | undefined; runs: readonly RunSummary[] }) {
  const titleId = `car-${car?.id ?? 'none'}-today`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle id={titleId}>{car ? carOptionLabel(car) : 'No car (deleted)'}</CardTitle>
        <CardDescription>
          {runs.length} {runs.length === 1 ? 'run' : 'runs'} today
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul>
          {runs.map((run) => (
            <RunListItem key={run.id} run={run} when="time" />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Today({ cars }: { cars: readonly Car[] }) {
  const runs = useTodaysRuns();
  if (runs.isPending && !runs.data) return <Spinner label="Loading today's runs" />;
  if (!runs.data) return <FormError message="Failed to load today's runs" />;
  const today = runs.data;
  const carless = today.filter((r) => !cars.some((car) => car.id === r.rcCarId));
  const withRuns = [
    ...cars.map((car): { car: Car | undefined; runs: RunSummary[] } => ({
      car,
      runs: today.filter((r) => r.rcCarId === car.id),
    })),
    // A run whose car was deleted since (runs outlive their car).
    { car: undefined, runs: carless },
  ].filter((group) => group.runs.length > 0);
  if (withRuns.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card p-8 text-center">
        <p className="font-medium">No runs logged today yet</p>
        <p className="max-w-md text-sm text-muted-foreground">
          After each session, log it: type your lap times, or paste the timing system's result and pick your
          driver. You get a lap chart and your best lap, top-5 average and consistency.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {withRuns.map(({ car, runs: carRuns }) => (
        <CarToday key={car?.id ?? 'none'} car={car} runs={carRuns} />
      ))}
    </div>
  );
}

/** /race-day: today's runs per car, Log a run, and each car's run list. */
export function RaceDayPage() {
  useDocumentTitle('Race Day');
  const cars = useCars();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Race Day</h1>
          <p className="text-muted-foreground">Today's runs, {formatRunDate(todayLocal())}.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Issue 30: results that arrive by themselves, found where runs are. */}
          <Link to="/race-day/follow" className={buttonClass('secondary')}>
            <Rss aria-hidden="true" className="size-4" />
            Follow an event
          </Link>
          {cars.data && cars.data.length > 0 && (
            <Link to="/race-day/log" className={buttonClass('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Log a run
            </Link>
          )}
        </div>
      </div>
      <LiveNow />
      <WithCars>
        {(cars) => (
          <>
            <Today cars={cars} />
            <section aria-labelledby="run-lists" className="flex flex-col gap-2">
              <h2 id="run-lists" className="text-lg font-semibold">
                Every run, per car
              </h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {cars.map((car) => (
                  <li key={car.id} className="min-w-0">
                    <Link
                      to={`/race-day/cars/${car.id}`}
                      className="flex items-center justify-between gap-2 rounded-md border border-border bg-card px-4 py-3 font-medium hover:bg-muted"
                    >
                      <span className="min-w-0">{carOptionLabel(car)}</span>
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </WithCars>
    </div>
  );
}
