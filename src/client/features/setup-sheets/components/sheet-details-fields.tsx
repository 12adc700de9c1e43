import { useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import {
  OTHER_CONDITIONS,
  TRACK_CONDITION_PRESETS,
  TRACK_SURFACES,
  TREATED_SURFACE,
} from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import type { SetupSheetValues } from '../../../../shared/schemas/setup-sheet';
import { ChoiceField } from '../../../components/setups/choice-field';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { carName, findCar } from '../lib/sheet-display';
import { OTHER_SURFACE, type SheetFormValues } from '../lib/sheet-form';

interface SheetDetailsFieldsProps {
  form: UseFormReturn<SheetFormValues, unknown, SetupSheetValues>;
  cars: readonly Car[];
  /** New sheets, and sheets whose car is gone, choose a vehicle here (SPEC §2: new sheets only). */
  showVehicle: boolean;
}

/** The sheet's own fields: vehicle, name, make, model, track, surface (and treatment), conditions, notes. */
export function SheetDetailsFields({ form, cars, showVehicle }: SheetDetailsFieldsProps) {
  const { register, formState, setValue, getValues } = form;
  const { errors } = formState;
  const [surface, conditions] = useWatch({ control: form.control, name: ['surface', 'conditions'] });
  const previousCar = useRef(getValues('rcCarId'));

  // Make and model follow the chosen car unless the racer typed their own.
  const followCar = (id: number | null) => {
    const before = findCar(cars, previousCar.current);
    const after = findCar(cars, id);
    previousCar.current = id;
    const follow = (field: 'vehicleMake' | 'vehicleModel', was?: string, now?: string) => {
      const current = getValues(field).trim();
      if (!current || current === was) setValue(field, now ?? '');
    };
    follow('vehicleMake', before?.manufacturer, after?.manufacturer);
    follow('vehicleModel', before?.model, after?.model);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {showVehicle && (
        <SelectField
          label="Vehicle"
          className="sm:col-span-2"
          error={errors.rcCarId?.message}
          {...register('rcCarId', {
            setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
            onChange: (e) => followCar(e.target.value ? Number(e.target.value) : null),
          })}
        >
          <option value="">No vehicle</option>
          {cars.map((car) => (
            <option key={car.id} value={car.id}>
              {carName(car)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label="Name"
        className="sm:col-span-2"
        placeholder="e.g. Club race, dry clay"
        autoComplete="off"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Make"
        placeholder="e.g. Tekno RC"
        autoComplete="off"
        maxLength={100}
        error={errors.vehicleMake?.message}
        {...register('vehicleMake')}
      />
      <TextField
        label="Model"
        placeholder="e.g. EB48 2.2"
        autoComplete="off"
        maxLength={100}
        error={errors.vehicleModel?.message}
        {...register('vehicleModel')}
      />
      <TextField
        label="Track Name"
        className="sm:col-span-2"
        placeholder="e.g. Silverdale Raceway"
        autoComplete="off"
        maxLength={100}
        error={errors.trackName?.message}
        {...register('trackName')}
      />
      <ChoiceField
        label="Surface"
        options={TRACK_SURFACES}
        other={OTHER_SURFACE}
        emptyLabel="Not specified"
        select={register('surface')}
        showCustom={surface === OTHER_SURFACE}
        customLabel="Custom Surface"
        customPlaceholder="e.g. Grass"
        custom={register('customSurface')}
        customError={errors.customSurface?.message}
      />
      {surface === TREATED_SURFACE && (
        <TextField
          label="Treatment Type"
          placeholder="e.g. Sugar water, VHT"
          autoComplete="off"
          maxLength={100}
          error={errors.trackSurfaceTreatment?.message}
          {...register('trackSurfaceTreatment')}
        />
      )}
      <ChoiceField
        label="Conditions"
        options={TRACK_CONDITION_PRESETS}
        other={OTHER_CONDITIONS}
        emptyLabel="Not specified"
        select={register('conditions')}
        showCustom={conditions === OTHER_CONDITIONS}
        customLabel="Custom Conditions"
        customPlaceholder="e.g. Dusty early, grippy later"
        custom={register('customConditions')}
        customError={errors.customConditions?.message}
      />
      <TextareaField
        label="Notes"
        className="sm:col-span-2"
        placeholder="Tyres, what worked, what to try next"
        error={errors.notes?.message}
        {...register('notes')}
      />
    </div>
  );
}
