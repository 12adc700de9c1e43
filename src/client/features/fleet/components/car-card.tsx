import { Pencil, Trash2 } from 'lucide-react';
import { carKindLine } from '../../../../shared/vehicle-class';
import { Button } from '../../../components/ui/button';
import { CarFacts, type CarFactsProps } from './car-facts';
import { CarPhoto } from './car-photo';
import { InstallOnCarLine } from './installed-setups';
import { AddPhotoButton, PhotoActions } from './photo-actions';
import { StatusBadge } from './status-badge';

interface CarCardProps extends CarFactsProps {
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/**
 * One vehicle of the fleet grid, with every line SPEC §2 lists. A car without a photo is a compact
 * card (issue 33: a line, not a screen): name and kind beside its buttons, then its facts as running
 * text; no empty picture. A car with a photo shows it under the name, with Replace and Remove. The
 * status shows when the car is not Active.
 */
export function CarCard({ onEdit, onDelete, deleting, ...facts }: CarCardProps) {
  const { car } = facts;
  const titleId = `car-${car.id}-title`;
  const name = `${car.manufacturer} ${car.model}`;
  // '1:8 · 4WD · Electric · Buggy' from what the car saved, else from the catalogue.
  const spec = carKindLine(car);
  const hasPhoto = car.imageUrl !== null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-1 overflow-hidden rounded-lg border border-border bg-card pb-3 text-card-foreground shadow-sm"
    >
      <header className="flex items-start gap-2 px-3 pt-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <h2 id={titleId} className="min-w-0 leading-tight font-semibold">
              <span className="text-sm font-medium text-muted-foreground">{car.manufacturer}</span>{' '}
              <span className="text-lg">{car.model}</span>
            </h2>
            {/* Active is what a car usually is: only the exceptions (Inactive, Under Repair) take room. */}
            {car.status !== 'Active' && <StatusBadge status={car.status} />}
          </div>
          {spec && <p className="text-sm text-muted-foreground">{spec}</p>}
        </div>
        <div className="-mt-1.5 -mr-1.5 flex shrink-0">
          {!hasPhoto && <AddPhotoButton car={car} />}
          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${name}`}
            disabled={deleting}
            onClick={onDelete}
            className="text-danger-text hover:bg-danger-soft"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </header>
      {hasPhoto && <CarPhoto car={car} />}
      <div className="flex flex-1 flex-col gap-2 px-3">
        <CarFacts {...facts} />
        <InstallOnCarLine car={car} />
        {car.notes && <p className="text-sm whitespace-pre-line text-muted-foreground">{car.notes}</p>}
      </div>
      {hasPhoto && (
        <div className="flex flex-wrap items-center gap-2 border-t border-border px-3 pt-3">
          <PhotoActions car={car} />
        </div>
      )}
    </article>
  );
}
