import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { EscSetup } from '../../../../shared/schemas/esc-setup';
import type { MaintenanceItem } from '../../../../shared/schemas/maintenance';
import type { TrackBest } from '../../../../shared/schemas/run-overview';
import type { Transponder } from '../../../../shared/schemas/transponder';
import type { SetupSheetSummary } from '../../../lib/resources/setup-sheets';
import { BestLapLinks } from './best-laps';
import { DueMaintenance, maintenanceHref } from './due-maintenance';
import { InstalledEscLine, sheetHref } from './installed-setups';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

export interface CarFactsProps {
  car: Car;
  transponders: readonly Transponder[];
  installed: SetupSheetSummary | undefined;
  installedEsc: EscSetup | undefined;
  bestLaps: readonly TrackBest[];
  maintenance: readonly MaintenanceItem[];
}

/** "Current Setup: Summer clay (Clay, Dry/Dusty)", else SPEC §2's 'No setup currently installed'. */
function CurrentSetup({ sheet }: { sheet: SetupSheetSummary | undefined }) {
  if (!sheet)
    return (
      <div>
        <dt className="sr-only">Current Setup</dt>
        <dd className="text-muted-foreground">No setup currently installed</dd>
      </div>
    );
  const where = [sheet.trackSurface, sheet.trackConditions].filter(Boolean).join(', ');
  return (
    <div>
      <dt className="font-medium">Current Setup: </dt>
      <dd>
        <Link to={sheetHref(sheet)} className={LINK}>
          {sheet.name}
        </Link>
        {where && <span className="text-muted-foreground"> ({where})</span>}
      </dd>
    </div>
  );
}

function TransponderFact({ transponders }: { transponders: readonly Transponder[] }) {
  if (transponders.length === 0)
    return (
      <div>
        <dt className="sr-only">Transponder</dt>
        <dd className="text-muted-foreground">No transponder assigned</dd>
      </div>
    );
  return (
    <div>
      <dt className="font-medium">Transponder: </dt>
      <dd>{transponders.map((t) => `#${t.number}`).join(', ')}</dd>
    </div>
  );
}

/** "Maintenance: Due: Diff rebuild", else "Nothing due" or "None added": each a way to the car's page. */
function MaintenanceFact({ car, items }: { car: Car; items: readonly MaintenanceItem[] }) {
  const due = items.filter((item) => item.due);
  return (
    <div>
      <dt className="font-medium">Maintenance: </dt>
      <dd>
        {due.length > 0 ? (
          <DueMaintenance carId={car.id} due={due} />
        ) : (
          <Link to={maintenanceHref(car.id)} className={LINK}>
            {items.length > 0 ? 'Nothing due' : 'None added'}
            <span className="sr-only"> (maintenance of {car.model})</span>
          </Link>
        )}
      </dd>
    </div>
  );
}

/**
 * A car's facts (SPEC §2, issues 14, 16 and 19) as one running text, 'No setup currently installed ·
 * No transponder assigned · Maintenance: None added', wrapping like a sentence rather than one fact a
 * line: a car with nothing on it yet takes two lines on a phone. The dots are drawn, not read.
 * With no setup installed at all, 'No setup currently installed' says it for the ESC too.
 */
export function CarFacts({
  car,
  transponders,
  installed,
  installedEsc,
  bestLaps,
  maintenance,
}: CarFactsProps) {
  return (
    <dl className="text-sm leading-snug [&>div]:inline [&>div+div]:before:text-muted-foreground [&>div+div]:before:content-['_·_'/''] [&_dd]:inline [&_dt]:inline">
      <CurrentSetup sheet={installed} />
      {(installed || installedEsc) && <InstalledEscLine car={car} esc={installedEsc} />}
      <TransponderFact transponders={transponders} />
      <MaintenanceFact car={car} items={maintenance} />
      {bestLaps.length > 0 && (
        <div>
          <dt className="font-medium">Best Laps: </dt>
          <dd>
            <BestLapLinks laps={bestLaps} />
          </dd>
        </div>
      )}
    </dl>
  );
}
