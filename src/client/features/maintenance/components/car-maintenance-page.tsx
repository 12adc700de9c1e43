import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MaintenanceItem, maintenancePresets } from '../../../../shared/schemas/maintenance';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useCars } from '../../../lib/resources/cars';
import { itemsOf, useMaintenance } from '../../../lib/resources/maintenance';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { amountOf } from '../lib/life';
import { useDeleteItem } from '../lib/use-maintenance-mutations';
import { DoneDialog } from './done-dialog';
import { ItemCard } from './item-card';
import { ItemDialog, type ItemDialogState } from './item-dialog';

/**
 * A car's maintenance (issue 19): its items with usage counted from the run log, mark done, the
 * log, and adding from presets for the car's power or the racer's own.
 */
export function CarMaintenancePage({ carId }: { carId: number }) {
  const cars = useCars();
  const items = useMaintenance();
  const remove = useDeleteItem();
  const [dialog, setDialog] = useState<ItemDialogState>({ mode: 'closed' });
  const [doing, setDoing] = useState<MaintenanceItem | null>(null);
  const [deleting, setDeleting] = useState<MaintenanceItem | null>(null);
  const car = cars.data?.find((c) => c.id === carId);
  useDocumentTitle(car ? `Maintenance – ${car.model}` : 'Maintenance');

  if (cars.isPending || items.isPending) return <Spinner label="Loading maintenance" />;
  if (!car) return <p className="text-muted-foreground">This vehicle is not in your fleet.</p>;
  if (items.isError) return <p className="text-danger-text">Failed to load maintenance</p>;

  const mine = itemsOf(items.data, carId);
  const names = new Set(mine.map((i) => i.name.toLowerCase()));
  const presets = maintenancePresets(car.power).filter((p) => !names.has(p.name.toLowerCase()));
  return (
    <section aria-labelledby="maintenance-title" className="flex flex-col gap-6">
      <Link to="/fleet" className={cn(buttonClass('link', 'sm'), 'self-start')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        My RC Fleet
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 id="maintenance-title" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            Maintenance: {car.manufacturer} {car.model}
          </h1>
          <p className="text-muted-foreground">Counted from this car's runs since each was last done.</p>
        </div>
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Item
        </Button>
      </div>

      {mine.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-card p-6 text-center text-muted-foreground">
          No maintenance items yet. Add one below or your own.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {mine.map((item) => (
            <li key={item.id} className="flex flex-col">
              <ItemCard
                item={item}
                onDone={() => setDoing(item)}
                onEdit={() => setDialog({ mode: 'edit', id: item.id, values: item })}
                onDelete={() => setDeleting(item)}
              />
            </li>
          ))}
        </ul>
      )}

      {presets.length > 0 && (
        <section aria-labelledby="presets-title" className="flex flex-col gap-3">
          <h2 id="presets-title" className="text-lg font-semibold">
            Suggested for this car
          </h2>
          <ul className="flex flex-wrap gap-2">
            {presets.map((preset) => (
              <li key={preset.name}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDialog({ mode: 'add', values: { ...preset, tankMinutes: null } })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {preset.name}
                  <span className="text-muted-foreground">
                    {' '}
                    · {amountOf(preset.lifeAmount, preset.lifeUnit)}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ItemDialog carId={carId} state={dialog} onClose={() => setDialog({ mode: 'closed' })} />
      <DoneDialog item={doing} onClose={() => setDoing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'item'}?`}
        description="Its log is deleted with it."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}
