import { Link } from 'react-router';
import type { EscSetup } from '../../../../shared/schemas/esc-setup';
import { SelectField } from '../../../components/ui/form-field';
import { useEscSetups } from '../../../lib/resources/esc-setups';
import type { TuningLinkProps } from '../kinds/setup-kind';
import { carName } from '../lib/setup-display';

const optionLabel = (esc: EscSetup) => {
  const hardware = [esc.escMake, esc.escModel].filter(Boolean).join(' ');
  return hardware ? `${esc.name} (${hardware})` : esc.name;
};

const options = (list: readonly EscSetup[]) =>
  list.map((esc) => (
    <option key={esc.id} value={esc.id}>
      {optionLabel(esc)}
    </option>
  ));

/**
 * The sheet's "ESC setup": one of the racer's own ESC setups, those of the sheet's car first. Shown
 * once the list is there, so a linked setup opens selected rather than as "None" (the select takes its
 * value when it mounts).
 */
export function EscSetupLink({ field, error, car }: TuningLinkProps) {
  const escSetups = useEscSetups();
  const label = 'ESC setup';
  if (!escSetups.isSuccess) {
    return (
      <SelectField label={label} className="sm:col-span-2" disabled>
        <option>{escSetups.isError ? 'ESC setups could not be loaded' : 'Loading ESC setups…'}</option>
      </SelectField>
    );
  }
  const ofCar = car ? escSetups.data.filter((e) => e.rcCarId === car.id) : [];
  const others = escSetups.data.filter((e) => !ofCar.includes(e));
  return (
    <SelectField
      label={label}
      className="sm:col-span-2"
      hint={escSetups.data.length === 0 ? 'Add one on the ESC Setups tab to link it here.' : undefined}
      error={error}
      {...field}
    >
      <option value="">None</option>
      {car && ofCar.length > 0 ? (
        <>
          <optgroup label={`For the ${carName(car)}`}>{options(ofCar)}</optgroup>
          {others.length > 0 && <optgroup label="Other ESC setups">{options(others)}</optgroup>}
        </>
      ) : (
        options(others)
      )}
    </SelectField>
  );
}

/** The read view's line for a sheet's ESC setup: its name, a link to it on the ESC Setups tab. */
export function LinkedEscSetup({ id }: { id: number }) {
  const esc = useEscSetups().data?.find((e) => e.id === id);
  if (!esc) return null;
  return (
    <dl>
      <dt className="text-sm text-muted-foreground">ESC setup</dt>
      <dd className="text-lg font-medium break-words">
        <Link
          to={`/setup-sheets?tab=esc&id=${esc.id}`}
          className="text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          {optionLabel(esc)}
        </Link>
      </dd>
    </dl>
  );
}
