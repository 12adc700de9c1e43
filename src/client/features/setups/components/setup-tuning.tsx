import { type UseFormReturn, useWatch } from 'react-hook-form';
import { groupsForCar } from '../../../../shared/constants/setup-fields';
import type { Car } from '../../../../shared/schemas/car';
import { inferVehicleFacts } from '../../../../shared/vehicle-class';
import { TuningBlock } from '../../../components/setups/tuning-fields';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { findCar } from '../lib/setup-display';
import type { SetupFormValues } from '../lib/setup-form';
import { useKitPartLists } from './kit-part-lists';

interface SetupTuningProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  form: UseFormReturn<SetupFormValues, unknown, V>;
  cars: readonly Car[];
  /** Unique per form, for the heading's id. */
  id: string;
  /** The stored setup being edited; undefined for a new one. */
  setupId?: number;
}

const idOf = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The kind's tuning groups for the setup's car: a 2WD electric buggy's sheet has no nitro engine and no
 * centre diff, a car of unknown kind (or no car) shows everything. A field that held a value when the
 * editor opened stays, whatever the car, so nothing saved is out of sight. A field the car's kit has
 * parts for offers them as choices (kit-part-lists.tsx); a field the kit lacks (an EB48's slipper) is
 * left out by the same visibility.
 */
export function SetupTuning<S extends SetupRecord, V extends SetupBody>({
  kind,
  form,
  cars,
  id,
  setupId,
}: SetupTuningProps<S, V>) {
  const rcCarId = useWatch({ control: form.control, name: 'rcCarId' });
  const car = findCar(cars, idOf(rcCarId));
  const opened = form.formState.defaultValues ?? {};
  const groups = groupsForCar(kind.tuning.groups, car ? inferVehicleFacts(car) : null, (key) =>
    filled(opened[key]),
  );
  const keys = kind.tuning.keys;
  const watched = useWatch({ control: form.control, name: keys as string[] });
  const values = Object.fromEntries(keys.map((k, i) => [k, watched[i]]));
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const links = kind.tuning.links ?? [];
  const derived = kind.tuning.derived;
  const kitParts = useKitPartLists(car, groups, id);

  return (
    <TuningBlock
      id={id}
      title={kind.tuning.title}
      hint={kind.tuning.hint}
      groups={groups}
      field={(key) => ({ ...form.register(key), list: kitParts.listFor(key) })}
      values={values}
      errors={errors}
      extra={(group) => (
        <>
          {kitParts.listsIn(group)}
          {derived?.group === group && (
            <derived.Panel values={values} car={car} setupId={setupId} mode="edit" />
          )}
          {links
            .filter((link) => link.group === group)
            .map((link) => (
              <link.Field
                key={link.name}
                field={form.register(link.name, { setValueAs: idOf })}
                error={errors[link.name]?.message}
                car={car}
              />
            ))}
        </>
      )}
    />
  );
}
