import { useId, useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { carOptionLabel } from '../../../lib/resources/cars';
import { useConfirmMatch, useDeclineMatch } from '../lib/use-notice-mutations';

/**
 * A race with a driver of the racer's name, found without their transponder (issue 30): the first
 * time, the racer says whether it is them, and on which car the run goes.
 */
export function ConfirmDriver({ matchId, cars }: { matchId: number; cars: readonly Car[] }) {
  const [carId, setCarId] = useState<number | null>(cars[0]?.id ?? null);
  const confirm = useConfirmMatch();
  const decline = useDeclineMatch();
  const pending = confirm.isPending || decline.isPending;
  const groupId = useId();
  return (
    <fieldset aria-labelledby={groupId} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <legend id={groupId} className="sr-only">
        Is this you?
      </legend>
      <SelectField
        label="Car"
        className="sm:min-w-56"
        value={carId === null ? '' : String(carId)}
        onChange={(e) => setCarId(e.target.value ? Number(e.target.value) : null)}
      >
        {cars.length === 0 && <option value="">No car</option>}
        {cars.map((car) => (
          <option key={car.id} value={car.id}>
            {carOptionLabel(car)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <Button disabled={pending} onClick={() => confirm.mutate({ matchId, rcCarId: carId })}>
          {confirm.isPending ? 'Adding...' : 'Yes, that’s me'}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => decline.mutate(matchId)}>
          Not me
        </Button>
      </div>
    </fieldset>
  );
}
