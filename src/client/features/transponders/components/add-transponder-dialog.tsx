import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Car } from '../../../../shared/schemas/car';
import { type TransponderCreateInput, transponderCreateSchema } from '../../../../shared/schemas/transponder';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { useAddTransponder } from '../lib/use-transponder-mutations';
import { CarSelect } from './car-select';

type Output = z.output<typeof transponderCreateSchema>;

function AddTransponderForm({ cars, onDone }: { cars: readonly Car[]; onDone: () => void }) {
  const form = useForm<TransponderCreateInput, unknown, Output>({
    resolver: zodResolver(transponderCreateSchema),
    defaultValues: { number: '', rcCarId: null },
  });
  const add = useAddTransponder();
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Add transponder"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => add.mutate(values, { onSuccess: onDone }))}
    >
      <TextField
        label="Transponder Number"
        autoComplete="off"
        placeholder="e.g. 1234567"
        error={errors.number?.message}
        {...form.register('number')}
      />
      <Controller
        control={form.control}
        name="rcCarId"
        render={({ field }) => (
          <CarSelect
            label="Assign to Vehicle (Optional)"
            noneLabel="No vehicle"
            cars={cars}
            error={errors.rcCarId?.message}
            {...field}
          />
        )}
      />
      <CancelAndSubmit onCancel={onDone} pending={add.isPending} submitLabel="Add Transponder" />
    </form>
  );
}

export function AddTransponderDialog({
  open,
  onOpenChange,
  cars,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cars: readonly Car[];
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Transponder"
      description="Register a race transponder and, if you like, the vehicle that carries it."
    >
      {open && <AddTransponderForm cars={cars} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
