import type { Car } from '../../../../shared/schemas/car';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { DetailField, SetupBody, SetupKind } from '../kinds/setup-kind';
import { carName, findCar, surfaceLine } from './setup-display';

export interface ReadLine {
  key: string;
  label: string;
  value: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type AnyKind = Pick<SetupKind<SetupRecord, SetupBody>, 'details'>;

/**
 * The setup's details as the read view lists them, in the kind's order and words, blanks left out:
 * the car (or, without one, the make and model typed), the surface with its treatment, conditions.
 * The name is the title and the notes stand apart, so neither is a line here.
 */
export function detailLines(kind: AnyKind, setup: SetupRecord, cars: readonly Car[]): ReadLine[] {
  const values = setup as unknown as Record<string, unknown>;
  const car = findCar(cars, setup.rcCarId);
  const followed = new Set(
    kind.details.flatMap((f) =>
      f.type === 'car' && f.follows && car ? [f.follows.manufacturer, f.follows.model] : [],
    ),
  );
  const line = (field: DetailField): ReadLine | undefined => {
    switch (field.type) {
      case 'car':
        return car ? { key: 'rcCarId', label: field.label, value: carName(car) } : undefined;
      case 'text':
        if (field.name === 'name' || field.onlyForSurface || followed.has(field.name)) return undefined;
        return { key: field.name, label: field.label, value: text(values[field.name]) };
      case 'surface': {
        const treatment = text(values.trackSurfaceTreatment) || null;
        const surface = surfaceLine({ trackSurface: setup.trackSurface, trackSurfaceTreatment: treatment });
        return { key: 'trackSurface', label: 'Surface', value: setup.trackSurface ? surface : '' };
      }
      case 'conditions':
        return { key: 'trackConditions', label: 'Conditions', value: text(setup.trackConditions) };
      case 'notes':
        return undefined;
    }
  };
  return kind.details.map(line).filter((l): l is ReadLine => l !== undefined && l.value !== '');
}
