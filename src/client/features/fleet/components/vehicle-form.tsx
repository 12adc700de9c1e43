import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CATALOGUE_MANUFACTURERS } from '../../../../shared/constants/vehicle-catalogue';
import { VEHICLE_STATUSES } from '../../../../shared/constants/vehicles';
import { type Car, type CarValues, carInputSchema } from '../../../../shared/schemas/car';
import { CancelAndSubmit } from '../../../components/ui/dialog';
import { SelectField, TextareaField } from '../../../components/ui/form-field';
import { useSaveCar } from '../lib/use-car-mutations';
import {
  catalogueKindValues,
  type EntryMode,
  initialEntryModes,
  modelSelectState,
  type VehicleFormValues,
  vehicleFormValues,
} from '../lib/vehicle-form';
import { CatalogueField } from './catalogue-field';
import { KindFields } from './kind-fields';

interface VehicleFormProps {
  /** The car being edited; absent when adding. */
  car?: Car;
  onDone: () => void;
}

/** The Add/Edit Vehicle form. It mounts with each opening of the dialog, so it always starts afresh. */
export function VehicleForm({ car, onDone }: VehicleFormProps) {
  const form = useForm<VehicleFormValues, unknown, CarValues>({
    resolver: zodResolver(carInputSchema),
    defaultValues: vehicleFormValues(car),
  });
  const { errors } = form.formState;
  const [modes, setModes] = useState(() => initialEntryModes(car));
  const manufacturer = useWatch({ control: form.control, name: 'manufacturer' });
  const modelSelect = modelSelectState(manufacturer);
  const save = useSaveCar(car);

  // SPEC §2: a different manufacturer makes the chosen model meaningless, so it is cleared.
  const clearModel = () => form.setValue('model', '', { shouldValidate: form.formState.isSubmitted });
  // Issue 14: a catalogue model fills in what kind of car it is; the racer can still change each.
  const fillKind = (model: string) => {
    const kind = catalogueKindValues(manufacturer, model);
    if (!kind) return;
    for (const [name, value] of Object.entries(kind)) form.setValue(name as keyof typeof kind, value ?? '');
  };

  const setMode = (field: 'manufacturer' | 'model', mode: EntryMode) => {
    setModes((m) => ({ ...m, [field]: mode }));
    // A value typed for one mode rarely fits the other: switching starts the field (and a model) afresh.
    form.setValue(field, '');
    if (field === 'manufacturer') form.setValue('model', '');
  };

  return (
    <form
      noValidate
      aria-label={car ? 'Edit vehicle' : 'Add vehicle'}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }))}
    >
      <Controller
        control={form.control}
        name="manufacturer"
        render={({ field }) => (
          <CatalogueField
            label="Manufacturer"
            mode={modes.manufacturer}
            onModeChange={(mode) => setMode('manufacturer', mode)}
            field={{
              ...field,
              onChange: (value) => {
                field.onChange(value);
                clearModel();
              },
            }}
            options={CATALOGUE_MANUFACTURERS}
            placeholder="Select manufacturer"
            customPlaceholder="e.g. Tekno RC"
            error={errors.manufacturer?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="model"
        render={({ field }) => (
          <CatalogueField
            label="Model"
            mode={modes.model}
            onModeChange={(mode) => setMode('model', mode)}
            field={{
              ...field,
              onChange: (value) => {
                field.onChange(value);
                if (modes.model === 'select') fillKind(value);
              },
            }}
            options={modelSelect.models}
            placeholder={modelSelect.placeholder}
            disabled={modelSelect.disabled}
            customPlaceholder="e.g. EB48 2.2"
            error={errors.model?.message}
          />
        )}
      />
      <SelectField label="Status" error={errors.status?.message} {...form.register('status')}>
        {VEHICLE_STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </SelectField>
      <KindFields register={form.register} errors={errors} />
      <TextareaField
        label="Notes (Optional)"
        error={errors.notes?.message}
        placeholder="Gearing, tyres, anything worth remembering"
        {...form.register('notes')}
      />
      <CancelAndSubmit
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={car ? 'Update Vehicle' : 'Add Vehicle'}
      />
    </form>
  );
}
