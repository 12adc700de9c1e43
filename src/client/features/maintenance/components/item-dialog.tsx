import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_TANK_MINUTES,
  LIFE_UNITS,
  type MaintenanceItemInput,
  type MaintenanceItemValues,
  maintenanceItemInputSchema,
} from '../../../../shared/schemas/maintenance';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useAddItem, useUpdateItem } from '../lib/use-maintenance-mutations';

/** Closed, adding (blank or from a preset), or editing an item. */
export type ItemDialogState =
  | { mode: 'closed' }
  | { mode: 'add'; values?: MaintenanceItemInput }
  | { mode: 'edit'; id: number; values: MaintenanceItemInput };

const BLANK: MaintenanceItemInput = { name: '', lifeUnit: 'runs', lifeAmount: 20, tankMinutes: null };
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

function ItemForm({
  carId,
  state,
  onDone,
}: {
  carId: number;
  state: Exclude<ItemDialogState, { mode: 'closed' }>;
  onDone: () => void;
}) {
  const form = useForm<MaintenanceItemInput, unknown, MaintenanceItemValues>({
    resolver: zodResolver(maintenanceItemInputSchema),
    defaultValues: state.values ?? BLANK,
  });
  const add = useAddItem(carId);
  const update = useUpdateItem(state.mode === 'edit' ? state.id : 0);
  const mutation = state.mode === 'edit' ? update : add;
  const { errors } = form.formState;
  const unit = form.watch('lifeUnit');
  return (
    <form
      noValidate
      aria-label={state.mode === 'edit' ? 'Edit item' : 'Add item'}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values, { onSuccess: onDone }))}
    >
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Life"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.lifeAmount?.message}
          {...form.register('lifeAmount', { setValueAs: numberOrNull })}
        />
        <SelectField label="Counted in" error={errors.lifeUnit?.message} {...form.register('lifeUnit')}>
          {LIFE_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </SelectField>
      </div>
      {unit === 'tanks' && (
        <TextField
          label="Minutes per tank"
          type="number"
          inputMode="decimal"
          step="0.5"
          placeholder={String(DEFAULT_TANK_MINUTES)}
          hint={`Tanks are counted from the minutes logged; ${DEFAULT_TANK_MINUTES} when left blank.`}
          error={errors.tankMinutes?.message}
          {...form.register('tankMinutes', { setValueAs: numberOrNull })}
        />
      )}
      <CancelAndSubmit
        onCancel={onDone}
        pending={mutation.isPending}
        submitLabel={state.mode === 'edit' ? 'Save' : 'Add Item'}
      />
    </form>
  );
}

/** Add an item (blank or a preset's values to adjust) or edit one: its name and life. */
export function ItemDialog({
  carId,
  state,
  onClose,
}: {
  carId: number;
  state: ItemDialogState;
  onClose: () => void;
}) {
  const open = state.mode !== 'closed';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={state.mode === 'edit' ? 'Edit Maintenance Item' : 'Add Maintenance Item'}
      description="Usage is counted from this car's runs since the item was last done."
    >
      {open && <ItemForm carId={carId} state={state} onDone={onClose} />}
    </Dialog>
  );
}
