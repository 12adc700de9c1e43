import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import type { RaceDay } from '../../../../shared/schemas/run-overview';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { runHref, useRunOverview } from '../../../lib/resources/run-overview';
import { raceDateLabel } from '../lib/race-day';
import { CarRaceDay } from './car-race-day';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

function RaceDaySummary({ day }: { day: RaceDay }) {
  const cars = useCars();
  // A deleted car's runs stay (null car); a car not in the list yet reads as unknown.
  const carName = (id: number | null) =>
    id === null
      ? 'A car no longer in your fleet'
      : (cars.data?.find((car) => car.id === id)?.model ?? 'Unknown Vehicle');
  const { best } = day;
  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium break-words">
        <time dateTime={day.date}>{raceDateLabel(day.date)}</time> · {day.tracks.join(' · ')}
      </p>
      {best && (
        <p className="flex flex-wrap items-baseline gap-x-2 rounded-md bg-muted px-3 py-2">
          <span className="text-sm text-muted-foreground">Best lap</span>
          <Link to={runHref(best.runId)} className={`${LINK} text-xl tabular-nums`}>
            {formatLapTime(best.bestMs, best.decimals)}
          </Link>
          <span className="min-w-0 text-sm break-words text-muted-foreground">
            {carName(best.rcCarId)}
            {day.tracks.length > 1 && ` at ${best.trackName}`}
          </span>
        </p>
      )}
      {day.cars.map((car) => (
        <CarRaceDay
          key={car.rcCarId ?? 'deleted'}
          car={car}
          name={carName(car.rcCarId)}
          day={day.date}
          showTrack={day.tracks.length > 1}
        />
      ))}
    </div>
  );
}

/**
 * Issue 16: the racer's latest race day at a glance: its runs per car, the day's best lap, and what
 * changed on each car's setups since its run before. Each run opens on the Race Day screens.
 */
export function LastRaceDayCard() {
  const overview = useRunOverview();
  return (
    <Card aria-labelledby="last-race-day-title">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="last-race-day-title" className="flex items-center gap-2">
            <Flag aria-hidden="true" className="size-5 text-primary" />
            Last race day
          </CardTitle>
          <Link to="/race-day" className={buttonClass('link')}>
            Race Day
          </Link>
        </div>
      </CardHeader>
      <CardContent>
        {overview.isPending ? (
          <Spinner label="Loading the last race day" className="p-4" />
        ) : overview.isError ? (
          <p className="text-danger-text">Failed to load your runs</p>
        ) : overview.data.lastRaceDay === null ? (
          <p className="text-muted-foreground">
            No runs yet — log one on{' '}
            <Link to="/race-day" className={LINK}>
              Race Day
            </Link>
          </p>
        ) : (
          <RaceDaySummary day={overview.data.lastRaceDay} />
        )}
      </CardContent>
    </Card>
  );
}
