import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TRACK_CONDITION_PRESETS, TRACK_SURFACES } from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import { RUN_SESSIONS } from '../../../../shared/schemas/run';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { carOptionLabel } from '../../../lib/resources/cars';
import { SESSION_LABELS } from '../lib/run-display';
import type { RunFormValues } from '../lib/run-form';

interface FieldsProps {
  register: UseFormRegister<RunFormValues>;
  errors: FieldErrors<RunFormValues>;
}

/** Suggestions a racer can take or type over (the schema keeps these as free text). */
function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

const RATINGS = ['1 – poor', '2', '3 – fine', '4', '5 – great'];
const withoutOther = (values: readonly string[]) => values.filter((v) => v.toUpperCase() !== 'OTHER');

/** Car, date, track and session: what every run has. */
export function RunBasicsFields({
  register,
  errors,
  cars,
  tracks,
}: FieldsProps & { cars: readonly Car[]; tracks: readonly string[] }) {
  const tracksId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label="Car" error={errors.rcCarId?.message} {...register('rcCarId')}>
        <option value="">Choose a car</option>
        {cars.map((car) => (
          <option key={car.id} value={car.id}>
            {carOptionLabel(car)}
          </option>
        ))}
      </SelectField>
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <TextField
        label="Track"
        autoComplete="off"
        list={tracksId}
        error={errors.trackName?.message}
        {...register('trackName')}
      />
      <Suggestions id={tracksId} values={tracks} />
      <SelectField label="Session" error={errors.session?.message} {...register('session')}>
        {RUN_SESSIONS.map((session) => (
          <option key={session} value={session}>
            {SESSION_LABELS[session]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The optional details: event, round, track, weather, tyres, how it felt, notes. */
export function RunDetailsFields({ register, errors }: FieldsProps) {
  const surfacesId = useId();
  const conditionsId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Event"
        autoComplete="off"
        error={errors.eventName?.message}
        {...register('eventName')}
      />
      <TextField
        label="Round"
        autoComplete="off"
        placeholder="e.g. Q2, A-main"
        error={errors.round?.message}
        {...register('round')}
      />
      <TextField
        label="Surface"
        autoComplete="off"
        list={surfacesId}
        error={errors.trackSurface?.message}
        {...register('trackSurface')}
      />
      <Suggestions id={surfacesId} values={withoutOther(TRACK_SURFACES)} />
      <TextField
        label="Conditions"
        autoComplete="off"
        list={conditionsId}
        error={errors.trackConditions?.message}
        {...register('trackConditions')}
      />
      <Suggestions id={conditionsId} values={withoutOther(TRACK_CONDITION_PRESETS)} />
      <TextField
        label="Air temperature"
        inputMode="decimal"
        unit="°C"
        error={errors.airTempC?.message}
        {...register('airTempC')}
      />
      <TextField
        label="Track temperature"
        inputMode="decimal"
        unit="°C"
        error={errors.trackTempC?.message}
        {...register('trackTempC')}
      />
      <TextField
        label="Humidity"
        inputMode="decimal"
        unit="%"
        error={errors.humidityPct?.message}
        {...register('humidityPct')}
      />
      <TextField label="Tyres" autoComplete="off" error={errors.tyres?.message} {...register('tyres')} />
      <SelectField label="Rating" error={errors.rating?.message} {...register('rating')}>
        <option value="">No rating</option>
        {RATINGS.map((label, index) => (
          <option key={label} value={index + 1}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Notes"
        className="sm:col-span-2"
        error={errors.notes?.message}
        {...register('notes')}
      />
    </div>
  );
}

/** Whether an error sits in the optional details (their section opens to show it). */
export const DETAIL_FIELDS: ReadonlyArray<keyof RunFormValues> = [
  'eventName',
  'round',
  'trackSurface',
  'trackConditions',
  'airTempC',
  'trackTempC',
  'humidityPct',
  'tyres',
  'rating',
  'notes',
];
