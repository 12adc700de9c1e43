import { Car as CarIcon, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_LIST_LIMIT } from '../../../../shared/constants/limits';
import { carKindLine } from '../../../../shared/vehicle-class';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { dueOf, useMaintenance } from '../../../lib/resources/maintenance';
import { bestLapsOf, useRunOverview } from '../../../lib/resources/run-overview';
import { transpondersOf, useTransponders } from '../../../lib/resources/transponders';
import { BestLapLinks } from './best-laps';
import { DueMaintenance } from './due-maintenance';
import { InstalledLinks, useInstalledSetups } from './installed-setups';

/** The dashboard's card names a car's latest tracks; the Fleet page lists them all. */
const TRACKS_SHOWN = 3;

/**
 * SPEC §2 dashboard "My Fleet": the first three cars with their transponder, and a way to the rest;
 * issue 16 adds each car's best lap at its latest tracks.
 */
export function MyFleetCard() {
  const cars = useCars();
  const transponders = useTransponders();
  const installedOn = useInstalledSetups();
  const runs = useRunOverview();
  const maintenance = useMaintenance();

  return (
    <Card aria-labelledby="my-fleet-title">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="my-fleet-title" className="flex items-center gap-2">
            <CarIcon aria-hidden="true" className="size-5 text-primary" />
            My Fleet
          </CardTitle>
          <Link to="/fleet" className={buttonClass('link')}>
            View All<span className="sr-only"> vehicles</span>
          </Link>
        </div>
      </CardHeader>
      <CardContent>
        {cars.isPending ? (
          <Spinner label="Loading vehicles" className="p-4" />
        ) : cars.isError ? (
          <p className="text-danger-text">Failed to load vehicles</p>
        ) : cars.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground">No vehicles added yet</p>
            <Link to="/fleet?add=1" className={buttonClass('primary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" />
              Add Vehicle
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {cars.data.slice(0, DASHBOARD_LIST_LIMIT).map((car) => {
              const number = transpondersOf(transponders.data, car.id)[0]?.number;
              const kind = carKindLine(car);
              const bestLaps = bestLapsOf(runs.data, car.id);
              return (
                <li key={car.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
                  <div className="flex items-center justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{car.model}</p>
                      <p className="truncate text-sm text-muted-foreground">{car.manufacturer}</p>
                      {kind && <p className="text-sm text-muted-foreground">{kind}</p>}
                    </div>
                    {/* At most half the row: a 32-digit number wraps rather than squeezing the name out. */}
                    <p className="max-w-1/2 shrink-0 text-right text-sm tabular-nums">
                      {number ? (
                        `#${number}`
                      ) : (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">No transponder</span>
                        </>
                      )}
                    </p>
                  </div>
                  <InstalledLinks {...installedOn(car.id)} />
                  <DueMaintenance carId={car.id} due={dueOf(maintenance.data, car.id)} />
                  {bestLaps.length > 0 && (
                    <p className="text-sm break-words">
                      <span className="text-muted-foreground">Best: </span>
                      <BestLapLinks laps={bestLaps} limit={TRACKS_SHOWN} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
