import { useId } from 'react';
import { useCars } from '../../../lib/resources/cars';

/**
 * Step 1's "Your car": one of the racer's own cars (the server reads its kind and installed setups)
 * or none, and then step 2 asks what the car is. With no cars to pick from there is nothing to choose.
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
  if (own.length === 0) return null;
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
        <option value="">No car: I'll describe it</option>
        <optgroup label="My vehicles">
          {own.map((car) => (
            <option key={car.id} value={`car:${car.id}`}>
              {car.manufacturer} {car.model}
            </option>
          ))}
        </optgroup>
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Pick one of your vehicles to start from its installed setup.
      </p>
    </div>
  );
}
