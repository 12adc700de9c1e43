import { type UseFormReturn, useWatch } from 'react-hook-form';
import { ESC_SURFACES, OTHER_CONDITIONS, TRACK_CONDITION_PRESETS } from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import type { EscSetupValues } from '../../../../shared/schemas/esc-setup';
import { ChoiceField } from '../../../components/setups/choice-field';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { type EscFormValues, OTHER_ESC_SURFACE } from '../lib/esc-form';

interface EscDetailsFieldsProps {
  form: UseFormReturn<EscFormValues, unknown, EscSetupValues>;
  cars: readonly Car[];
}

/** Name, car, ESC make and model, creator, track, surface, conditions and notes (SPEC §2 ESC editor). */
export function EscDetailsFields({ form, cars }: EscDetailsFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  const [surface, conditions] = useWatch({ control: form.control, name: ['surface', 'conditions'] });
  const text = { autoComplete: 'off', maxLength: 100 } as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        placeholder="e.g. Clay, mild punch"
        error={errors.name?.message}
        {...text}
        {...register('name')}
      />
      <SelectField
        label="Car"
        error={errors.rcCarId?.message}
        {...register('rcCarId', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
      >
        <option value="">No car</option>
        {cars.map((car) => (
          <option key={car.id} value={car.id}>
            {car.manufacturer} {car.model}
          </option>
        ))}
      </SelectField>
      <TextField
        label="ESC Make"
        placeholder="e.g. Hobbywing"
        error={errors.escMake?.message}
        {...text}
        {...register('escMake')}
      />
      <TextField
        label="ESC Model"
        placeholder="e.g. XR8 Pro G2S"
        error={errors.escModel?.message}
        {...text}
        {...register('escModel')}
      />
      <TextField
        label="Creator"
        readOnly
        hint="Filled in with your username."
        error={errors.creator?.message}
        {...register('creator')}
      />
      <TextField
        label="Track Name"
        placeholder="e.g. Silverdale Raceway"
        error={errors.trackName?.message}
        {...text}
        {...register('trackName')}
      />
      <ChoiceField
        label="Surface"
        options={ESC_SURFACES}
        other={OTHER_ESC_SURFACE}
        emptyLabel="Not specified"
        select={register('surface')}
        showCustom={surface === OTHER_ESC_SURFACE}
        customLabel="Custom Surface"
        customPlaceholder="e.g. Treated clay"
        custom={register('customSurface')}
        customError={errors.customSurface?.message}
      />
      <ChoiceField
        label="Conditions"
        options={TRACK_CONDITION_PRESETS}
        other={OTHER_CONDITIONS}
        emptyLabel="Not specified"
        select={register('conditions')}
        showCustom={conditions === OTHER_CONDITIONS}
        customLabel="Custom Conditions"
        customPlaceholder="e.g. Hot, 35 °C ambient"
        custom={register('customConditions')}
        customError={errors.customConditions?.message}
      />
      <TextareaField
        label="Notes"
        className="sm:col-span-2"
        placeholder="Motor, gearing, temperatures after the run"
        error={errors.notes?.message}
        {...register('notes')}
      />
    </div>
  );
}
