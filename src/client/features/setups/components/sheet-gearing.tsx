import { Calculator } from 'lucide-react';
import { Link } from 'react-router';
import {
  DERIVED_GEARING,
  derivedGearingLines,
  formatFdr,
  formatRollout,
  type SheetGearing as Gearing,
  hasGearingFields,
  sheetGearing,
} from '../../../../shared/gearing/sheet';
import type { Car } from '../../../../shared/schemas/car';
import { inferVehicleFacts } from '../../../../shared/vehicle-class';
import { buttonClass } from '../../../components/ui/button';
import { gearingHref } from '../../../lib/gearing-link';
import type { TuningDerivedProps } from '../kinds/setup-kind';

const factsOf = (car: Car | undefined) => (car ? inferVehicleFacts(car) : null);

/** What stands in for the figures: which fields they need, or what is wrong with one (a hint, not an error). */
function hint(gearing: Gearing): string {
  if (gearing.status === 'missing')
    return `FDR and rollout show once these are filled in: ${gearing.missing.join(', ')}.`;
  if (gearing.status === 'invalid') return `No FDR or rollout yet: ${gearing.message}.`;
  return 'Worked out from the gearing above; rollout is mm per motor or engine revolution.';
}

function Figures({ fdr, rolloutMm }: { fdr: number; rolloutMm: number }) {
  const [fdrLabel, rolloutLabel] = DERIVED_GEARING.map((d) => d.label);
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="flex flex-col">
        <dt className="text-sm text-muted-foreground">{fdrLabel}</dt>
        <dd className="text-lg font-semibold tabular-nums">{formatFdr(fdr)}</dd>
      </div>
      <div className="flex flex-col">
        <dt className="text-sm text-muted-foreground">{rolloutLabel}</dt>
        <dd className="text-lg font-semibold tabular-nums">{formatRollout(rolloutMm)}</dd>
      </div>
    </dl>
  );
}

/**
 * Under a sheet's gearing fields (issue 19 item 2): FDR and rollout as the racer types (the editor) or
 * as stored (the read view, whose lines show the figures themselves), and the calculator opened on
 * these gears; from a stored sheet the calculator can write its result back.
 */
export function SheetGearing({ values, car, setupId, mode, compact }: TuningDerivedProps) {
  const facts = factsOf(car);
  if (mode === 'read' && !hasGearingFields(values)) return null;
  // The compact sheet's is a plain link under the figures, on a line of its own.
  const look = compact ? `${buttonClass('link')} gap-1.5 text-sm` : buttonClass('secondary', 'sm');
  const calculator = (
    <Link to={gearingHref(values, facts, setupId)} className={`${look} self-start`}>
      <Calculator aria-hidden="true" className="size-4" />
      Open in calculator
    </Link>
  );
  if (mode === 'read' && compact) return calculator;
  const gearing = sheetGearing(values, facts);
  const ready = gearing.status === 'ready';
  return (
    <section
      aria-label="Final drive ratio and rollout"
      className="flex flex-col gap-2 rounded-md border border-dashed border-input p-3 sm:col-span-2"
    >
      {ready && mode === 'edit' && <Figures fdr={gearing.fdr} rolloutMm={gearing.rolloutMm} />}
      <p className="text-sm text-muted-foreground" aria-live={mode === 'edit' ? 'polite' : undefined}>
        {hint(gearing)}
      </p>
      {calculator}
    </section>
  );
}

/** The read view's lines for the figures, in the gearing group beside the fields they come from. */
export const sheetGearingLines = (values: Readonly<Record<string, unknown>>, car: Car | undefined) =>
  derivedGearingLines(values, factsOf(car)).filter((line) => line.value !== '');
