import { Copy, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { carOptionLabel, useCars } from '../../../lib/resources/cars';
import { signInPath } from '../../../lib/return-to';
import { useCopySetup } from '../lib/use-copy-setup';

/** Signed in: pick a car (or none) and copy. The car list is only fetched for a signed-in racer. */
function CopyForm({ setupId }: { setupId: number }) {
  const cars = useCars();
  const copy = useCopySetup(setupId);
  const [carId, setCarId] = useState('');
  const hasCars = (cars.data?.length ?? 0) > 0;
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        copy.mutate(carId ? Number(carId) : null);
      }}
    >
      {hasCars && (
        <SelectField
          label="Copy onto car (optional)"
          value={carId}
          onChange={(event) => setCarId(event.target.value)}
          className="sm:flex-1"
        >
          <option value="">No car</option>
          {cars.data?.map((car) => (
            <option key={car.id} value={car.id}>
              {carOptionLabel(car)}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" disabled={copy.isPending} className={hasCars ? undefined : 'sm:ml-auto'}>
        <Copy aria-hidden="true" className="size-4" />
        {copy.isPending ? 'Copying...' : 'Copy to my setups'}
      </Button>
    </form>
  );
}

/** 'Copy to my setups' for racers; visitors are sent to sign in first, and come back to this setup. */
export function CopySetup({ setupId, signedIn }: { setupId: number; signedIn: boolean }) {
  const { pathname, search } = useLocation();
  if (signedIn) return <CopyForm setupId={setupId} />;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">Sign in to keep a private copy you can edit.</p>
      <Link to={signInPath(`${pathname}${search}`)} className={buttonClass('primary')}>
        <LogIn aria-hidden="true" className="size-4" />
        Sign in to copy
      </Link>
    </div>
  );
}
