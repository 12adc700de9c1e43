import { Link } from 'react-router';
import { MAX_RUN_TYRE_SETS } from '../../../../shared/schemas/run';
import { tyreSetLabel, useTyreSets } from '../../../lib/resources/tyre-sets';

/**
 * Which tyre sets the run used (issue 19): the racer's sets in use, and any retired one the run
 * already names. A set added offline and not yet sent (a stand-in id below 0) cannot be named yet.
 */
export function RunTyreSetsPicker({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const sets = useTyreSets();
  const choices = (sets.data ?? []).filter((s) => s.id > 0 && (!s.retired || value.includes(s.id)));
  const full = value.length >= MAX_RUN_TYRE_SETS;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset className="flex flex-col gap-1 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">Tyre sets</legend>
      {sets.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your tyre sets…</p>
      ) : choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No tyre sets yet: add them under{' '}
          <Link to="/fleet" className="text-primary underline underline-offset-4">
            My Fleet
          </Link>{' '}
          to count each set's laps.
        </p>
      ) : (
        <div className="grid gap-1 sm:grid-cols-2">
          {choices.map((set) => {
            const checked = value.includes(set.id);
            return (
              <label
                key={set.id}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-muted"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(set.id, event.target.checked)}
                />
                <span className="break-words">
                  {tyreSetLabel(set)}
                  {set.retired && ' (retired)'}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error && <p className="text-sm font-medium text-danger-text">{error}</p>}
    </fieldset>
  );
}
