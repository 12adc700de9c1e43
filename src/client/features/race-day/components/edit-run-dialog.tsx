import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Car } from '../../../../shared/schemas/car';
import type { Run } from '../../../../shared/schemas/run';
import { Button } from '../../../components/ui/button';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/error-message';
import { type RunFormValues, runValues } from '../lib/run-form';
import { type RunDetailsBody, runDetailsResolver } from '../lib/run-resolvers';
import { useUpdateRun } from '../lib/use-run-mutations';
import { useTrackNames } from '../lib/use-track-names';
import { RunBasicsFields, RunDetailsFields } from './run-fields';

function EditRunForm({ run, cars, onDone }: { run: Run; cars: readonly Car[]; onDone: () => void }) {
  const { tracks } = useTrackNames();
  const form = useForm<RunFormValues, unknown, RunDetailsBody>({
    resolver: runDetailsResolver,
    defaultValues: runValues(run),
  });
  const update = useUpdateRun(run.id);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Edit run details"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((body) => update.mutate(body, { onSuccess: onDone }))}
    >
      <RunBasicsFields register={form.register} errors={errors} cars={cars} tracks={tracks} />
      <RunDetailsFields register={form.register} errors={errors} control={form.control} />
      <FormError
        message={update.error ? (serverMessage(update.error) ?? 'The run was not saved. Try again.') : null}
      />
      <CancelAndSubmit onCancel={onDone} pending={update.isPending} submitLabel="Save details" />
    </form>
  );
}

/** Edit details: car, date, track, session and the optional details; the laps stay as recorded. */
export function EditRunButton({ run, cars }: { run: Run; cars: readonly Car[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Edit run details"
      description="The laps stay as they were recorded."
      className="sm:max-w-2xl"
      trigger={
        <Button variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          Edit details
        </Button>
      }
    >
      {open && <EditRunForm run={run} cars={cars} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}
