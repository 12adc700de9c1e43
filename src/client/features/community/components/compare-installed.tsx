import { Columns2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { compareHref, ownRef, publicRef } from '../../../lib/compare-link';
import { carOptionLabel, useCars } from '../../../lib/resources/cars';
import { useSetupSheets } from '../../../lib/resources/setup-sheets';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase() && (a ?? '').trim() !== '';

/**
 * The sheet installed on the racer's car of this setup's make and model (case aside), if there is one;
 * else every installed sheet, for the racer to choose from (a Tekno run against an Associated sheet
 * still says something). Exported for its test.
 */
export function installedMatch(
  setup: Pick<PublicSetup, 'vehicleMake' | 'vehicleModel'>,
  cars: readonly Car[],
  sheets: readonly SetupSheet[],
): { match?: SetupSheet; installed: SetupSheet[] } {
  const installed = sheets.filter((s) => s.isCurrentlyInstalled && s.rcCarId !== null);
  const car = cars.find((c) => same(c.manufacturer, setup.vehicleMake) && same(c.model, setup.vehicleModel));
  return { match: car && installed.find((s) => s.rcCarId === car.id), installed };
}

/** "Compare with my installed setup for this car": signed-in racers with an installed sheet only. */
export function CompareInstalled({ setup }: { setup: PublicSetup }) {
  const cars = useCars();
  const sheets = useSetupSheets();
  const [chosen, setChosen] = useState('');
  const { match, installed } = installedMatch(setup, cars.data ?? [], sheets.data ?? []);
  const href = (sheet: SetupSheet) => compareHref('setup-sheet', [ownRef(sheet.id), publicRef(setup.id)]);
  if (match) {
    return (
      // The label is long for a phone: it wraps rather than running past the button.
      <Link
        to={href(match)}
        className={cn(
          buttonClass('secondary'),
          'h-auto! min-h-10 text-center whitespace-normal! sm:self-end',
        )}
      >
        <Columns2 aria-hidden="true" className="size-4" />
        Compare with my installed setup for this car
      </Link>
    );
  }
  if (installed.length === 0) return null;
  const carName = (id: number | null) => {
    const car = cars.data?.find((c) => c.id === id);
    return car ? ` (${carOptionLabel(car)})` : '';
  };
  const picked = installed.find((s) => String(s.id) === chosen) ?? installed[0];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {installed.length > 1 && (
        <SelectField
          label="Compare with my installed setup"
          value={chosen || String(installed[0]?.id)}
          onChange={(event) => setChosen(event.target.value)}
          className="sm:flex-1"
        >
          {installed.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
              {carName(s.rcCarId)}
            </option>
          ))}
        </SelectField>
      )}
      {picked && (
        <Link to={href(picked)} className={buttonClass('secondary')}>
          <Columns2 aria-hidden="true" className="size-4" />
          {installed.length > 1 ? 'Compare' : `Compare with my installed “${picked.name}”`}
        </Link>
      )}
    </div>
  );
}
