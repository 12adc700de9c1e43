import { useQuery } from '@tanstack/react-query';
import type { Car } from '../../../../shared/schemas/car';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { inferVehicleFacts } from '../../../../shared/vehicle-class';
import { SelectField } from '../../../components/ui/form-field';
import { gearingHref } from '../../../lib/gearing-link';
import { carsQuery } from '../../../lib/resources/cars';
import { setupSheets } from '../../../lib/resources/setup-sheets';

interface LoadFromSheetProps {
  /** The sheet the calculator shows now, if any. */
  current: number | undefined;
  /** Opens the calculator on a sheet: its gears, its car's class, writing back to it. */
  onLoad: (href: string) => void;
}

/** 'Clay final (Team Associated B7)': a sheet named with its car, as racers tell theirs apart. */
function optionLabel(sheet: SetupSheet, cars: readonly Car[]): string {
  const car = cars.find((c) => c.id === sheet.rcCarId);
  return car ? `${sheet.name} (${car.manufacturer} ${car.model})` : sheet.name;
}

/**
 * Signed in, the calculator reads a car's gearing from any of the racer's setup sheets (issue 19:
 * "signed in it can read and write a car's gearing"), as "Open in calculator" on the sheet does.
 */
export function LoadFromSheet({ current, onLoad }: LoadFromSheetProps) {
  const sheets = useQuery(setupSheets.listQuery);
  const cars = useQuery(carsQuery);
  if (!sheets.data || sheets.data.length === 0) return null;
  const carList = cars.data ?? [];
  const load = (id: number) => {
    const sheet = sheets.data.find((s) => s.id === id);
    if (!sheet) return;
    const car = carList.find((c) => c.id === sheet.rcCarId);
    onLoad(gearingHref(sheet as unknown as Record<string, unknown>, car ? inferVehicleFacts(car) : null, id));
  };
  return (
    <SelectField
      label="Load from a setup sheet"
      hint="Its gears and its car's class; you can then write a result back to it."
      value={current !== undefined && sheets.data.some((s) => s.id === current) ? String(current) : ''}
      onChange={(event) => load(Number(event.target.value))}
    >
      <option value="">Choose a setup sheet</option>
      {sheets.data.map((sheet) => (
        <option key={sheet.id} value={sheet.id}>
          {optionLabel(sheet, carList)}
        </option>
      ))}
    </SelectField>
  );
}
