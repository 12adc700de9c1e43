import { type FormEvent, useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import type { SetupFile } from '../../../../shared/schemas/setup-file';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { FormError, SelectField, TextField } from '../../../components/ui/form-field';
import { useResourceMutation } from '../../../lib/resources/mutations';
import type { SetupRecord } from '../../../lib/resources/setups';
import { failureToast, successToast } from '../../../lib/toasts';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { carName } from '../lib/setup-display';
import { matchingCar } from '../lib/setup-file';
import { AddVehicleLink } from './add-vehicle-link';

interface ImportSetupDialogProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  file: SetupFile;
  cars: readonly Car[];
  onClose: () => void;
  onImported: (id: number) => void;
}

/**
 * The setup a file holds, and which of the racer's cars gets it (one whose make and model match the
 * file's car is preselected). Created through the kind's own create mutation, as a typed setup is:
 * the same checks, Idempotency-Key and offline outbox. The name is the file's (the server allows two
 * setups of one name), and the racer may change it here.
 */
export function ImportSetupDialog<S extends SetupRecord, V extends SetupBody>({
  kind,
  file,
  cars,
  onClose,
  onImported,
}: ImportSetupDialogProps<S, V>) {
  const carLabel = kind.details.find((d) => d.type === 'car');
  const match = matchingCar(cars, file.car);
  const [carId, setCarId] = useState(() =>
    String((match ?? (kind.needsCarToCreate ? cars[0] : undefined))?.id ?? ''),
  );
  const [name, setName] = useState(file.setup.name);
  const [problem, setProblem] = useState<string>();
  const create = useResourceMutation(kind.mutations.create, {
    onSuccess: () => successToast(`Imported '${name.trim()}' from the setup file`),
    onError: (error) => failureToast(kind.texts.createFailed, error),
  });
  const needsCar = kind.needsCarToCreate && cars.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = kind.inputSchema.safeParse({
      ...file.setup,
      name,
      rcCarId: carId ? Number(carId) : null,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    create.mutate(parsed.data, { onSuccess: (saved) => onImported(saved.id) });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Import setup file"
      description={`'${file.setup.name}', ${file.car ? `made for the ${file.car.name}` : 'made for no car in particular'}.`}
    >
      {needsCar ? (
        <div className="flex flex-col gap-3">
          <p>
            A setup sheet belongs to one of your cars. Add yours to your fleet, then import the file again.
          </p>
          <AddVehicleLink />
        </div>
      ) : (
        <form aria-label="Import setup file" className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <TextField
            label="Name"
            value={name}
            maxLength={100}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
          />
          <SelectField
            label={carLabel?.type === 'car' ? carLabel.label : 'Car'}
            value={carId}
            hint={match ? `Your ${carName(match)} matches the car it was made for.` : undefined}
            onChange={(event) => setCarId(event.target.value)}
          >
            {!kind.needsCarToCreate && (
              <option value="">{carLabel?.type === 'car' ? carLabel.noneLabel : 'No car'}</option>
            )}
            {cars.map((car) => (
              <option key={car.id} value={car.id}>
                {carName(car)}
              </option>
            ))}
          </SelectField>
          <FormError message={problem} />
          <CancelAndSubmit
            onCancel={onClose}
            pending={create.isPending}
            submitLabel="Import"
            pendingLabel="Importing…"
          />
        </form>
      )}
    </Dialog>
  );
}
