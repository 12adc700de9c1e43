import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { EscSetup } from '../../../../shared/schemas/esc-setup';
import type { MaintenanceItem } from '../../../../shared/schemas/maintenance';
import type { TrackBest } from '../../../../shared/schemas/run-overview';
import type { Transponder } from '../../../../shared/schemas/transponder';
import { carKindLine } from '../../../../shared/vehicle-class';
import { Button } from '../../../components/ui/button';
import type { SetupSheetSummary } from '../../../lib/resources/setup-sheets';
import { BestLapLinks } from './best-laps';
import { CarPhoto } from './car-photo';
import { DueMaintenance, maintenanceHref } from './due-maintenance';
import { InstalledEscLine, InstallOnCarLine, sheetHref } from './installed-setups';
import { PhotoActions } from './photo-actions';
import { StatusBadge } from './status-badge';

interface CarCardProps {
  car: Car;
  /** The transponders assigned to this car. */
  transponders: readonly Transponder[];
  /** The sheet installed on this car, if any. */
  installed: SetupSheetSummary | undefined;
  /** The ESC setup installed on this car, if any. */
  installedEsc: EscSetup | undefined;
  /** Its best lap at each track it has run (issue 16), the latest track first. */
  bestLaps: readonly TrackBest[];
  /** Its maintenance items (issue 19). */
  maintenance: readonly MaintenanceItem[];
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

function CurrentSetup({ sheet }: { sheet: SetupSheetSummary | undefined }) {
  if (!sheet) return <span className="text-muted-foreground">No setup currently installed</span>;
  const where = [sheet.trackSurface, sheet.trackConditions].filter(Boolean).join(', ');
  return (
    <>
      <Link
        to={sheetHref(sheet)}
        className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
      >
        {sheet.name}
      </Link>
      {where && <span className="text-muted-foreground"> ({where})</span>}
    </>
  );
}

/** "Maintenance: Due: Diff rebuild", else "Nothing due" or "None added": each a way to the car's page. */
function MaintenanceLine({ car, items }: { car: Car; items: readonly MaintenanceItem[] }) {
  const due = items.filter((item) => item.due);
  return (
    <div>
      <dt className="inline font-medium">Maintenance: </dt>
      <dd className="inline">
        {due.length > 0 ? (
          <DueMaintenance carId={car.id} due={due} />
        ) : (
          <Link
            to={maintenanceHref(car.id)}
            className="text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {items.length > 0 ? 'Nothing due' : 'None added'}
            <span className="sr-only"> (maintenance of {car.model})</span>
          </Link>
        )}
      </dd>
    </div>
  );
}

/** One vehicle of the fleet grid, with every line SPEC §2 lists. */
export function CarCard({
  car,
  transponders,
  installed,
  installedEsc,
  bestLaps,
  maintenance,
  onEdit,
  onDelete,
  deleting,
}: CarCardProps) {
  const titleId = `car-${car.id}-title`;
  const name = `${car.manufacturer} ${car.model}`;
  // '1:8 · 4WD · Electric · Buggy' from what the car saved, else from the catalogue.
  const spec = carKindLine(car);
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm"
    >
      <header className="flex items-start justify-between gap-3 p-4">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold leading-tight break-words">
            <span className="block text-sm font-medium text-muted-foreground">{car.manufacturer}</span>{' '}
            <span className="text-lg">{car.model}</span>
          </h2>
          {spec && <p className="mt-1 text-sm text-muted-foreground">{spec}</p>}
        </div>
        <StatusBadge status={car.status} />
      </header>
      <CarPhoto car={car} />
      <dl className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <div>
          <dt className="inline font-medium">Current Setup: </dt>
          <dd className="inline">
            <CurrentSetup sheet={installed} />
          </dd>
        </div>
        <InstalledEscLine car={car} esc={installedEsc} />
        <div>
          <dt className="inline font-medium">Transponder: </dt>
          <dd className="inline">
            {transponders.length > 0 ? (
              transponders.map((t) => `#${t.number}`).join(', ')
            ) : (
              <span className="text-muted-foreground">No transponder assigned</span>
            )}
          </dd>
        </div>
        <MaintenanceLine car={car} items={maintenance} />
        {bestLaps.length > 0 && (
          <div>
            <dt className="inline font-medium">Best Laps: </dt>
            <dd className="inline">
              <BestLapLinks laps={bestLaps} />
            </dd>
          </div>
        )}
        <InstallOnCarLine car={car} />
        {car.notes && (
          <div>
            <dt className="sr-only">Notes</dt>
            <dd className="whitespace-pre-line break-words text-muted-foreground">{car.notes}</dd>
          </div>
        )}
      </dl>
      <div className="flex items-center gap-2 border-t border-border p-3">
        <PhotoActions car={car} />
        <div className="ml-auto flex gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${name}`}
            disabled={deleting}
            onClick={onDelete}
            className="text-danger-text hover:bg-danger-soft"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </article>
  );
}
