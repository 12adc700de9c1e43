import type { Run } from '../../../../shared/schemas/run';
import { tyreSetLabel, useTyreSets } from '../../../lib/resources/tyre-sets';

/** The conditions and notes a racer gave, only those given, and the tyre sets the run used. */
export function RunConditions({ run }: { run: Run }) {
  const sets = useTyreSets();
  const items: Array<[string, string]> = [];
  const add = (label: string, value: string | number | null, unit = '') => {
    if (value !== null && value !== '') items.push([label, `${value}${unit}`]);
  };
  add('Surface', run.trackSurface);
  add('Conditions', run.trackConditions);
  add('Air', run.airTempC, ' °C');
  add('Track', run.trackTempC, ' °C');
  add('Humidity', run.humidityPct, '%');
  add('Tyres', run.tyres);
  const named = (sets.data ?? []).filter((set) => run.tyreSetIds.includes(set.id));
  add('Tyre sets', named.map(tyreSetLabel).join(', '));
  add('Rating', run.rating === null ? null : `${run.rating} of 5`);
  if (items.length === 0 && !run.notes) {
    return <p className="text-sm text-muted-foreground">No conditions noted. Edit details to add them.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {items.map(([label, value]) => (
            <div key={label}>
              <dt className="inline text-muted-foreground">{label}: </dt>
              <dd className="inline font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {run.notes && <p className="whitespace-pre-line text-sm">{run.notes}</p>}
    </div>
  );
}
