import type { Car } from '../../../../shared/schemas/car';
import { Dialog } from '../../../components/ui/dialog';
import { VehicleForm } from './vehicle-form';

/** What the fleet's vehicle dialog is doing: closed, adding, or editing one car. */
export type VehicleDialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; car: Car };

export function VehicleDialog({ state, onClose }: { state: VehicleDialogState; onClose: () => void }) {
  const car = state.mode === 'edit' ? state.car : undefined;
  return (
    <Dialog
      open={state.mode !== 'closed'}
      onOpenChange={(open) => !open && onClose()}
      title={car ? 'Edit Vehicle' : 'Add New Vehicle'}
      description={car ? `${car.manufacturer} ${car.model}` : 'Pick it from the catalogue or type it in.'}
    >
      {/* Keyed by car so switching straight from one edit to another still starts a fresh form. */}
      {state.mode !== 'closed' && <VehicleForm key={car?.id ?? 'new'} car={car} onDone={onClose} />}
    </Dialog>
  );
}
