import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Car } from '../../../../shared/schemas/car';
import { type FollowInput, followInputSchema } from '../../../../shared/schemas/follow';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { carOptionLabel } from '../../../lib/resources/cars';
import { useFollow } from '../lib/use-follow-mutations';

type Output = z.output<typeof followInputSchema>;

/** Paste an event's results address; the car is for races that name the racer but not a transponder. */
export function FollowForm({ cars }: { cars: readonly Car[] }) {
  const form = useForm<FollowInput, unknown, Output>({
    resolver: zodResolver(followInputSchema),
    defaultValues: { url: '', rcCarId: cars.length === 1 ? (cars[0]?.id ?? null) : null },
  });
  const follow = useFollow();
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Follow an event"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        follow.mutate(values, { onSuccess: () => form.reset({ url: '', rcCarId: values.rcCarId }) }),
      )}
    >
      <TextField
        label="Results address"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://…"
        hint="The event’s page on LiveRC or MyRCM, or the club’s RCScoringPro or LiveTime results folder."
        error={errors.url?.message}
        {...form.register('url')}
      />
      <Controller
        control={form.control}
        name="rcCarId"
        render={({ field }) => (
          <SelectField
            label="Car for races that find you by name"
            hint="A race that has your transponder goes on the car that carries it."
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            error={errors.rcCarId?.message}
            value={field.value == null ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Choose it when I confirm it’s me</option>
            {cars.map((car) => (
              <option key={car.id} value={car.id}>
                {carOptionLabel(car)}
              </option>
            ))}
          </SelectField>
        )}
      />
      <div>
        <Button type="submit" disabled={follow.isPending}>
          {follow.isPending ? 'Following...' : 'Follow'}
        </Button>
      </div>
    </form>
  );
}
