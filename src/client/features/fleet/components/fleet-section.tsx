import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { itemsOf, useMaintenance } from '../../../lib/resources/maintenance';
import { bestLapsOf, useRunOverview } from '../../../lib/resources/run-overview';
import { transpondersOf, useTransponders } from '../../../lib/resources/transponders';
import { useDeleteCar } from '../lib/use-car-mutations';
import { CarCard } from './car-card';
import { useInstalledSetups } from './installed-setups';
import { VehicleDialog, type VehicleDialogState } from './vehicle-dialog';

export const DELETE_VEHICLE_CONFIRM = 'Are you sure you want to delete this vehicle?';

function EmptyFleet({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border bg-card p-8 text-center">
      <p className="text-muted-foreground">You haven't added any vehicles yet</p>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Add Your First Vehicle
      </Button>
    </div>
  );
}

/** SPEC §2 "My RC Fleet": the page's heading with Add Vehicle, then the cards in a 1/2/3-column grid. */
export function FleetSection() {
  const cars = useCars();
  const transponders = useTransponders();
  const installedOn = useInstalledSetups();
  const runs = useRunOverview();
  const maintenance = useMaintenance();
  const deleteCar = useDeleteCar();
  const [dialog, setDialog] = useState<VehicleDialogState>({ mode: 'closed' });
  const [searchParams, setSearchParams] = useSearchParams();

  // /fleet?add=1 (the dashboard's Add Vehicle) opens the dialog straight away, once.
  useEffect(() => {
    if (searchParams.get('add') !== '1') return;
    setDialog({ mode: 'add' });
    setSearchParams(
      (params) => {
        params.delete('add');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const openAdd = () => setDialog({ mode: 'add' });
  const remove = (car: Car) => {
    if (window.confirm(DELETE_VEHICLE_CONFIRM)) deleteCar.mutate(car.id);
  };

  return (
    <section aria-labelledby="fleet-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 id="fleet-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            My RC Fleet
          </h1>
          <p className="text-muted-foreground">Your vehicles, their photos, setups and transponders.</p>
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add Vehicle
        </Button>
      </div>

      {cars.isPending ? (
        <Spinner label="Loading vehicles" />
      ) : cars.isError ? (
        <p role="alert" className="rounded-md border border-danger-text bg-danger-soft p-4 text-danger-text">
          Failed to load vehicles
        </p>
      ) : cars.data.length === 0 ? (
        <EmptyFleet onAdd={openAdd} />
      ) : (
        // Each card its own height: a car without a photo stays a few lines beside one with a photo.
        <ul className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
          {cars.data.map((car) => (
            <li key={car.id} className="flex">
              <CarCard
                car={car}
                transponders={transpondersOf(transponders.data, car.id)}
                installed={installedOn(car.id).sheet}
                installedEsc={installedOn(car.id).esc}
                bestLaps={bestLapsOf(runs.data, car.id)}
                maintenance={itemsOf(maintenance.data, car.id)}
                onEdit={() => setDialog({ mode: 'edit', car })}
                onDelete={() => remove(car)}
                deleting={deleteCar.isPending && deleteCar.variables === car.id}
              />
            </li>
          ))}
        </ul>
      )}

      <VehicleDialog state={dialog} onClose={() => setDialog({ mode: 'closed' })} />
    </section>
  );
}
