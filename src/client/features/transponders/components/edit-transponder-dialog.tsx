import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Car } from '../../../../shared/schemas/car';
import {
  type Transponder,
  type TransponderUpdateInput,
  transponderUpdateSchema,
} from '../../../../shared/schemas/transponder';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { useUpdateTransponder } from '../lib/use-transponder-mutations';
import { CarSelect } from './car-select';

type Output = z.output<typeof transponderUpdateSchema>;

function EditTransponderForm({
  transponder,
  cars,
  onDone,
}: {
  transponder: Transponder;
  cars: readonly Car[];
  onDone: () => void;
}) {
  const form = useForm<TransponderUpdateInput, unknown, Output>({
    resolver: zodResolver(transponderUpdateSchema),
    defaultValues: {
      number: transponder.number,
      rcCarId: transponder.rcCarId,
      notes: transponder.notes ?? '',
    },
  });
  const update = useUpdateTransponder(transponder.id);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Edit transponder"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => update.mutate(values, { onSuccess: onDone }))}
    >
      <TextField
        label="Transponder Number"
        autoComplete="off"
        error={errors.number?.message}
        {...form.register('number')}
      />
      <Controller
        control={form.control}
        name="rcCarId"
        render={({ field }) => (
          <CarSelect
            label="Assign to Vehicle"
            noneLabel="Unassigned"
            cars={cars}
            error={errors.rcCarId?.message}
            {...field}
          />
        )}
      />
      <TextareaField label="Notes (Optional)" error={errors.notes?.message} {...form.register('notes')} />
      <CancelAndSubmit onCancel={onDone} pending={update.isPending} submitLabel="Save Changes" />
    </form>
  );
}

/** Edit Transponder (SPEC §2): number, vehicle or Unassigned, notes. Open while `transponder` is set. */
export function EditTransponderDialog({
  transponder,
  cars,
  onClose,
}: {
  transponder: Transponder | null;
  cars: readonly Car[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open={transponder !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Transponder"
      description={transponder ? `Transponder #${transponder.number}` : undefined}
    >
      {transponder && (
        <EditTransponderForm key={transponder.id} transponder={transponder} cars={cars} onDone={onClose} />
      )}
    </Dialog>
  );
}
