import type { GearMatch } from '../../../../shared/gearing/chart';

const MAX_SHOWN = 12;

/** '+0.45', '−0.45'; a difference that rounds to nothing shows no sign. */
function signed(mm: number): string {
  const size = Math.abs(mm).toFixed(2);
  if (size === '0.00') return size;
  return `${mm > 0 ? '+' : '−'}${size}`;
}

/** The pairs near the target rollout, closest first (shared/gearing/chart.ts sorts them). */
export function GearFinderList({ matches, pinionLabel }: { matches: GearMatch[]; pinionLabel: string }) {
  if (matches.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No pair in the chart's ranges comes that close. Widen the ranges or the tolerance.
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">Gear pairs closest to the target rollout</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="whitespace-nowrap py-1.5 pr-3">
              {pinionLabel}
            </th>
            <th scope="col" className="whitespace-nowrap py-1.5 pr-3">
              Spur
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right">
              Rollout (mm)
            </th>
            <th scope="col" className="py-1.5 text-right">
              Difference (mm)
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.slice(0, MAX_SHOWN).map((match) => (
            <tr key={`${match.pinion}-${match.spur}`} className="border-b border-border last:border-0">
              <td className="py-1.5 pr-3">{match.pinion}T</td>
              <td className="py-1.5 pr-3">{match.spur}T</td>
              <td className="py-1.5 pr-3 text-right">{match.rolloutMm.toFixed(2)}</td>
              <td className="py-1.5 text-right">{signed(match.differenceMm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {matches.length > MAX_SHOWN && (
        <p className="mt-2 text-sm text-muted-foreground">
          The {MAX_SHOWN} closest of {matches.length} pairs.
        </p>
      )}
    </div>
  );
}
