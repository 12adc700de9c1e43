import { useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { OTHER_CONDITIONS, TRACK_CONDITION_PRESETS } from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import { ChoiceField } from '../../../components/setups/choice-field';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { DetailField, SetupBody, SetupKind } from '../kinds/setup-kind';
import { carName, findCar } from '../lib/setup-display';
import type { SetupFormValues } from '../lib/setup-form';

interface SetupDetailsFieldsProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  form: UseFormReturn<SetupFormValues, unknown, V>;
  cars: readonly Car[];
  /** The setup being edited; absent when creating. */
  setup: S | undefined;
}

const WIDE = 'sm:col-span-2';
const carIdOf = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** The setup's own fields, in the order and with the words its kind gives (kind.details). */
export function SetupDetailsFields<S extends SetupRecord, V extends SetupBody>({
  kind,
  form,
  cars,
  setup,
}: SetupDetailsFieldsProps<S, V>) {
  const { register, formState, setValue, getValues } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const [surface, conditions] = useWatch({ control: form.control, name: ['surface', 'conditions'] });
  const previousCar = useRef(getValues('rcCarId'));

  // Text fields that follow the chosen car keep doing so unless the racer typed their own.
  const followCar = (id: number | null, follows: { manufacturer: string; model: string }) => {
    const before = findCar(cars, previousCar.current);
    const after = findCar(cars, id);
    previousCar.current = id;
    const follow = (field: string, was?: string, now?: string) => {
      const current = String(getValues(field) ?? '').trim();
      if (!current || current === was) setValue(field, now ?? '');
    };
    follow(follows.manufacturer, before?.manufacturer, after?.manufacturer);
    follow(follows.model, before?.model, after?.model);
  };

  // Surface and conditions are each a preset select whose "other" reveals the racer's own text.
  const choices = {
    surface: {
      label: 'Surface',
      options: kind.surfaces.options,
      other: kind.surfaces.other,
      value: surface,
      custom: 'customSurface',
      customLabel: 'Custom Surface',
    },
    conditions: {
      label: 'Conditions',
      options: TRACK_CONDITION_PRESETS,
      other: OTHER_CONDITIONS,
      value: conditions,
      custom: 'customConditions',
      customLabel: 'Custom Conditions',
    },
  } as const;

  const render = (field: DetailField) => {
    switch (field.type) {
      case 'car': {
        if (field.onlyWithoutCar && setup && setup.rcCarId !== null) return null;
        const { follows } = field;
        return (
          <SelectField
            key="car"
            label={field.label}
            className={field.wide ? WIDE : undefined}
            error={errors.rcCarId?.message}
            {...register('rcCarId', {
              setValueAs: carIdOf,
              onChange: follows ? (e) => followCar(carIdOf(e.target.value), follows) : undefined,
            })}
          >
            <option value="">{field.noneLabel}</option>
            {cars.map((car) => (
              <option key={car.id} value={car.id}>
                {carName(car)}
              </option>
            ))}
          </SelectField>
        );
      }
      case 'text':
        if (field.onlyForSurface && surface !== field.onlyForSurface) return null;
        return (
          <TextField
            key={field.name}
            label={field.label}
            className={field.wide ? WIDE : undefined}
            placeholder={field.placeholder}
            readOnly={field.readOnly}
            hint={field.hint}
            autoComplete="off"
            maxLength={100}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        );
      case 'surface':
      case 'conditions': {
        const choice = choices[field.type];
        return (
          <ChoiceField
            key={field.type}
            label={choice.label}
            options={choice.options}
            other={choice.other}
            emptyLabel="Not specified"
            select={register(field.type)}
            showCustom={choice.value === choice.other}
            customLabel={choice.customLabel}
            customPlaceholder={field.customPlaceholder}
            custom={register(choice.custom)}
            customError={errors[choice.custom]?.message}
          />
        );
      }
      case 'notes':
        return (
          <TextareaField
            key="notes"
            label="Notes"
            className={WIDE}
            placeholder={field.placeholder}
            error={errors.notes?.message}
            {...register('notes')}
          />
        );
    }
  };

  return <div className="grid gap-4 sm:grid-cols-2">{kind.details.map(render)}</div>;
}
