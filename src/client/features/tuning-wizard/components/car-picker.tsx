import { useId } from 'react';
import { useCars } from '../../../lib/resources/cars';
import { CAR_CLASSES } from '../lib/car-choice';

/**
 * Step 1's "Your car": a signed-in racer's own cars (their installed setup sheet supplies current
 * values) and, for everyone, a car type, so diff, ESC and engine advice fits the car.
 */
export function CarPicker({
  value,
  onChange,
  signedIn,
}: {
  value: string;
  onChange: (value: string) => void;
  signedIn: boolean;
}) {
  const id = useId();
  const cars = useCars({ enabled: signedIn });
  const own = signedIn ? (cars.data ?? []) : [];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Your car
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        className="block h-10 w-full rounded-md border border-input bg-card px-3 text-base text-card-foreground"
      >
        <option value="">Any car (general advice)</option>
        {own.length > 0 && (
          <optgroup label="My vehicles">
            {own.map((car) => (
              <option key={car.id} value={`car:${car.id}`}>
                {car.manufacturer} {car.model}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label="Car type">
          {CAR_CLASSES.map((c) => (
            <option key={c.key} value={`class:${c.key}`}>
              {c.label}
            </option>
          ))}
        </optgroup>
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {signedIn
          ? 'Pick one of your vehicles to start from its installed setup sheet.'
          : 'Pick a car type for diff, ESC and engine advice that fits it.'}
      </p>
    </div>
  );
}
