import { catalogueModel, modelsFor, VEHICLE_CATALOGUE } from '../../../../shared/constants/vehicle-catalogue';
import { DEFAULT_VEHICLE_STATUS } from '../../../../shared/constants/vehicles';
import type { Car, CarInput } from '../../../../shared/schemas/car';

/** How a catalogue field is filled in: picked from the catalogue, or typed freely. */
export type EntryMode = 'select' | 'custom';

/** The form holds the schema's input; its controls keep blanks as '', which the schema turns into null. */
export type VehicleFormValues = CarInput;

export const inCatalogue = (manufacturer: string): boolean => Object.hasOwn(VEHICLE_CATALOGUE, manufacturer);

/** Empty for a new vehicle, the car's own values for an edit (SPEC §2 "reset on open"). */
export function vehicleFormValues(car?: Car): VehicleFormValues {
  return {
    manufacturer: car?.manufacturer ?? '',
    model: car?.model ?? '',
    status: (car?.status as CarInput['status']) ?? DEFAULT_VEHICLE_STATUS,
    scale: car?.scale ?? '',
    drivetrain: car?.drivetrain ?? '',
    power: car?.power ?? '',
    vehicleClass: car?.vehicleClass ?? '',
    notes: car?.notes ?? '',
  };
}

/** An edited car whose manufacturer or model is not in the catalogue opens with that field in Custom. */
export function initialEntryModes(car?: Car): { manufacturer: EntryMode; model: EntryMode } {
  if (!car) return { manufacturer: 'select', model: 'select' };
  const known = inCatalogue(car.manufacturer);
  return {
    manufacturer: known ? 'select' : 'custom',
    model: known && modelsFor(car.manufacturer).includes(car.model) ? 'select' : 'custom',
  };
}

/** The catalogue's model names by manufacturer, as the model select lists them. */
const MODEL_NAMES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.keys(VEHICLE_CATALOGUE).map((maker) => [maker, modelsFor(maker)]),
);

/** The kind fields a catalogue model fills in when it is chosen; nothing for a model not listed. */
export function catalogueKindValues(
  manufacturer: string,
  model: string,
): Pick<VehicleFormValues, 'scale' | 'drivetrain' | 'power' | 'vehicleClass'> | undefined {
  const found = catalogueModel(manufacturer, model);
  if (!found) return undefined;
  const { scale, drivetrain, power, vehicleClass } = found;
  return { scale, drivetrain, power, vehicleClass };
}

/**
 * The model select's first option and whether it can be used (SPEC §2): it needs a manufacturer, one
 * from the catalogue, with models listed.
 */
export function modelSelectState(
  manufacturer: string,
  catalogue: Readonly<Record<string, readonly string[]>> = MODEL_NAMES,
): { placeholder: string; disabled: boolean; models: readonly string[] } {
  const models = Object.hasOwn(catalogue, manufacturer) ? (catalogue[manufacturer] ?? []) : [];
  if (!manufacturer.trim()) return { placeholder: 'Select manufacturer first', disabled: true, models };
  if (!Object.hasOwn(catalogue, manufacturer)) {
    return { placeholder: 'No predefined models for this manufacturer', disabled: true, models };
  }
  if (models.length === 0) return { placeholder: 'No models available', disabled: true, models };
  return { placeholder: 'Select model', disabled: false, models };
}
