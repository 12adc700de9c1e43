import { useId } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TRACK_CONDITION_PRESETS, TRACK_SURFACES } from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import { RUN_SESSIONS, runDetailsSchema } from '../../../../shared/schemas/run';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { carOptionLabel } from '../../../lib/resources/cars';
import { SESSION_LABELS } from '../lib/run-display';
import type { RunFormValues } from '../lib/run-form';
import { RunTyreSetsPicker } from './run-tyre-sets';

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

type TextName = 'eventName' | 'round' | 'trackSurface' | 'trackConditions';
type NumberName = 'airTempC' | 'trackTempC' | 'humidityPct';

/** The optional details typed as text, with the suggestions offered for each. */
const TEXT_DETAILS: ReadonlyArray<{
  name: TextName;
  label: string;
  placeholder?: string;
  suggest?: readonly string[];
}> = [
  { name: 'eventName', label: 'Event' },
  { name: 'round', label: 'Round', placeholder: 'e.g. Q2, A-main' },
  { name: 'trackSurface', label: 'Surface', suggest: withoutOther(TRACK_SURFACES) },
  { name: 'trackConditions', label: 'Conditions', suggest: withoutOther(TRACK_CONDITION_PRESETS) },
];
const NUMBER_DETAILS: ReadonlyArray<{ name: NumberName; label: string; unit: string }> = [
  { name: 'airTempC', label: 'Air temperature', unit: '°C' },
  { name: 'trackTempC', label: 'Track temperature', unit: '°C' },
  { name: 'humidityPct', label: 'Humidity', unit: '%' },
];

function TextDetail({ register, errors, detail }: FieldsProps & { detail: (typeof TEXT_DETAILS)[number] }) {
  const listId = useId();
  return (
    <>
      <TextField
        label={detail.label}
        autoComplete="off"
        placeholder={detail.placeholder}
        list={detail.suggest ? listId : undefined}
        error={errors[detail.name]?.message}
        {...register(detail.name)}
      />
      {detail.suggest && <Suggestions id={listId} values={detail.suggest} />}
    </>
  );
}

/** The optional details: event, round, track, weather, tyres, how it felt, notes. */
export function RunDetailsFields({
  register,
  errors,
  control,
}: FieldsProps & {
  /** Either form's control: Log a run's and Edit details' differ only in what they send. */
  // biome-ignore lint/suspicious/noExplicitAny: the picker reads and sets one field, whatever the form sends
  control: Control<RunFormValues, unknown, any>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={control}
        name="tyreSetIds"
        render={({ field }) => (
          <RunTyreSetsPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.tyreSetIds?.message}
          />
        )}
      />
      {TEXT_DETAILS.map((detail) => (
        <TextDetail key={detail.name} register={register} errors={errors} detail={detail} />
      ))}
      {NUMBER_DETAILS.map(({ name, label, unit }) => (
        <TextField
          key={name}
          label={label}
          inputMode="decimal"
          unit={unit}
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
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

/**
 * The optional details' names (an error in one opens their folded section): the shared schema's
 * details but the setups, which the server records, and the session, which is always shown.
 */
export const DETAIL_FIELDS = Object.keys(runDetailsSchema.shape).filter(
  (name) => name !== 'session' && !/^(setup|esc)/.test(name),
) as Array<keyof RunFormValues>;
