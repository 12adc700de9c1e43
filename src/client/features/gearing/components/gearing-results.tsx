import type { GearingOutcome } from '../use-gearing-calculator';

const fixed = (value: number, digits: number) => value.toFixed(digits);
const DASH = '–';

function Figure({ term, value, unit }: { term: string; value: string; unit?: string }) {
  return (
    <div className="rounded-md bg-muted p-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-xl font-semibold tabular-nums">
        {value}
        {unit && value !== DASH && (
          <span className="ml-1 text-base font-normal text-muted-foreground">{unit}</span>
        )}
      </dd>
    </div>
  );
}

/** FDR, rollout and estimated top speed; a dash while a field above needs fixing. */
export function GearingResults({ result, speed }: Pick<GearingOutcome, 'result' | 'speed'>) {
  const dash = DASH;
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        <Figure term="Final drive ratio" value={result ? `${fixed(result.fdr, 2)} : 1` : dash} />
        <Figure term="Rollout" value={result ? fixed(result.rolloutMm, 2) : dash} unit="mm/rev" />
        <Figure term="Top speed" value={speed ? fixed(speed.kmh, 1) : dash} unit="km/h" />
        <Figure term="Top speed in mph" value={speed ? fixed(speed.mph, 1) : dash} unit="mph" />
      </dl>
      {speed && (
        <p className="text-sm text-muted-foreground">
          At {Math.round(speed.rpm).toLocaleString('en')} rpm, before tyre slip and balloon.
        </p>
      )}
    </div>
  );
}
