import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormError, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { carOptionLabel, useCars } from '../../../lib/resources/cars';
import { isWaitingRun, useQueuedRuns, withQueuedRuns } from '../../../lib/resources/queued-runs';
import { loadedRuns, runPagesQuery } from '../../../lib/resources/runs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  compareRunsHref,
  filtersFrom,
  listQueryOf,
  type RunFilters,
} from '../lib/run-filters';
import { BackLink, NotFoundNotice } from './page-parts';
import { RunListItem } from './run-list-item';

/** Track, from and to: applied when submitted (one request per search, not per key). */
function Filters({ value, onApply }: { value: RunFilters; onApply: (filters: RunFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const set = (name: keyof RunFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));
  const clear = () => {
    const none = { track: '', from: '', to: '' };
    setDraft(none);
    onApply(none);
  };
  return (
    <form
      aria-label="Filter runs"
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <TextField
        label="Track"
        className="col-span-2 sm:col-span-1"
        value={draft.track}
        onChange={set('track')}
        autoComplete="off"
      />
      <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="To" type="date" value={draft.to} onChange={set('to')} />
      <div className="col-span-2 flex gap-2 sm:col-span-1">
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {(value.track || value.from || value.to) && (
          <Button variant="ghost" onClick={clear}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}

function CarRuns({ car }: { car: Car }) {
  useDocumentTitle(`Runs of ${car.model}`);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  // The newest page of runs; "Show older runs" loads the next page by its link, however many there are.
  const query = listQueryOf(car.id, filters);
  const runs = useInfiniteQuery({
    ...runPagesQuery(query),
    select: loadedRuns,
    placeholderData: keepPreviousData,
  });
  // Runs logged offline show at once, marked waiting to send, even before the list has loaded.
  const queued = useQueuedRuns(query);
  const list = runs.data ? withQueuedRuns(runs.data, queued) : queued.length > 0 ? queued : undefined;
  const [picked, setPicked] = useState<number[]>([]);
  const apply = (next: RunFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v.trim() !== '')), { replace: true });
  const toggle = (id: number, checked: boolean) =>
    setPicked((now) => (checked ? [...now, id] : now.filter((p) => p !== id)));
  const canCompare = picked.length >= COMPARE_MIN && picked.length <= COMPARE_MAX;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink to="/race-day">Race day</BackLink>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Runs of {car.model}</h1>
            <p className="text-muted-foreground">{carOptionLabel(car)}: every run, newest first.</p>
          </div>
          <Link to={`/race-day/log?car=${car.id}`} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Log a run
          </Link>
        </div>
      </div>
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <Filters key={params.toString()} value={filters} onApply={apply} />
        </CardContent>
      </Card>
      {runs.isPending && !list ? (
        <Spinner label="Loading runs" />
      ) : !list ? (
        // Failed before any page came (a failed older page leaves the loaded ones on screen).
        <FormError message="Failed to load runs" />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-card p-8 text-center text-muted-foreground">
          {filters.track || filters.from || filters.to
            ? 'No runs match these filters.'
            : 'No runs of this car yet. Log one after your next session.'}
        </p>
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-3 pt-4 sm:pt-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {picked.length === 0
                  ? `Tick ${COMPARE_MIN} to ${COMPARE_MAX} runs to compare them.`
                  : `${picked.length} of ${COMPARE_MAX} runs ticked.`}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={!canCompare}
                onClick={() => navigate(compareRunsHref(picked))}
              >
                Compare {picked.length > 0 ? `(${picked.length})` : ''}
              </Button>
            </div>
            <ul>
              {list.map((run) => (
                <RunListItem
                  key={run.id}
                  run={run}
                  when="date"
                  select={{
                    checked: picked.includes(run.id),
                    // Compare reads runs from the server: one waiting to send is not there yet.
                    disabled: isWaitingRun(run) || (!picked.includes(run.id) && picked.length >= COMPARE_MAX),
                    onChange: (checked) => toggle(run.id, checked),
                  }}
                />
              ))}
            </ul>
            {runs.hasNextPage && (
              <Button
                variant="secondary"
                className="self-start"
                disabled={runs.isFetchingNextPage}
                onClick={() => void runs.fetchNextPage()}
              >
                {runs.isFetchingNextPage ? 'Loading older runs…' : 'Show older runs'}
              </Button>
            )}
            {runs.isFetchNextPageError && <FormError message="Older runs could not be loaded" />}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** /race-day/cars/:carId: a car's runs, filtered by track and dates, two to four picked to compare. */
export function CarRunsPage({ carId }: { carId: number }) {
  const cars = useCars();
  if (cars.isPending) return <Spinner label="Loading vehicles" />;
  const car = cars.data?.find((c) => c.id === carId);
  if (!car) {
    return <NotFoundNotice title="Car not found" message="This car is not in your fleet." />;
  }
  return <CarRuns car={car} />;
}
