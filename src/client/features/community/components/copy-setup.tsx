import { Copy, LogIn } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { useIntentKey } from '../../../lib/idempotency-key';
import { carOptionLabel, useCars } from '../../../lib/resources/cars';
import { signInPath } from '../../../lib/return-to';
import { useCopySetup } from '../lib/use-copy-setup';

/**
 * Signed in: pick a car (or none) and copy. The car list is only fetched for a signed-in racer.
 * A double click makes one copy: the second click is dropped while the first is on its way (the
 * button's disabled state arrives a render later), and every request for the same car carries the
 * same Idempotency-Key, so a repeat the server has answered already gets that copy back.
 */
function CopyForm({ setupId }: { setupId: number }) {
  const cars = useCars();
  const copy = useCopySetup(setupId);
  const intentKey = useIntentKey();
  const sending = useRef(false);
  const [carId, setCarId] = useState('');
  const hasCars = (cars.data?.length ?? 0) > 0;
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (sending.current) return;
        sending.current = true;
        const rcCarId = carId ? Number(carId) : null;
        copy.mutate(
          { rcCarId, idempotencyKey: intentKey({ setupId, rcCarId }) },
          {
            onSettled: () => {
              sending.current = false;
            },
          },
        );
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

/** A visitor is sent to sign in first, and comes back to this setup. */
export function SignInToCopy() {
  const { pathname, search } = useLocation();
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

/** 'Copy to my setups' for racers; visitors are sent to sign in first. */
export function CopySetup({ setupId, signedIn }: { setupId: number; signedIn: boolean }) {
  return signedIn ? <CopyForm setupId={setupId} /> : <SignInToCopy />;
}
