import type { ReactNode } from 'react';
import { GEARING_CLASS_INFO } from '../../../../shared/gearing/classes';
import type { GearingInput } from '../../../../shared/schemas/gearing';
import type { GearingValues } from '../gearing-values';
import { useGearingCalculator } from '../use-gearing-calculator';
import { ChartRangeFields } from './chart-range-fields';
import { GearChartTable } from './gear-chart-table';
import { GearFinderList } from './gear-finder-list';
import { GearingFields, SpeedFields } from './gearing-fields';
import { GearingResults } from './gearing-results';
import { NumberField } from './number-field';
import { ToolSection } from './tool-section';

interface GearingCalculatorProps {
  initial: GearingValues;
  /**
   * Where a car or setup sheet plugs in (issue 19 item 2): rendered under the results with the
   * checked gearing, or null while a field needs fixing ('Write to sheet', say).
   */
  actions?: (gearing: GearingInput | null) => ReactNode;
}

const Waiting = ({ what }: { what: string }) => (
  <p className="text-sm text-muted-foreground">Fix the fields marked above to {what}.</p>
);

/** The whole calculator: gearing and speed in, results, the gear chart and the finder out. */
export function GearingCalculator({ initial, actions }: GearingCalculatorProps) {
  const { values, outcome, setField, setClass } = useGearingCalculator(initial);
  const { errors, gearing } = outcome;
  const pinionLabel = GEARING_CLASS_INFO[values.gearingClass].pinion;
  const fields = { values, errors, setField };
  return (
    <div className="flex flex-col gap-6">
      <ToolSection id="gearing-car" title="Your gearing">
        <GearingFields {...fields} setClass={setClass} />
        <SpeedFields {...fields} />
        <GearingResults result={outcome.result} speed={outcome.speed} />
        {actions?.(gearing)}
      </ToolSection>

      <ToolSection
        id="gearing-chart"
        title="Gear chart"
        description="Rollout in mm per revolution; your gears are highlighted."
      >
        <ChartRangeFields {...fields} pinionLabel={pinionLabel} />
        {outcome.chart ? (
          <GearChartTable chart={outcome.chart} pinionLabel={pinionLabel} current={gearing} />
        ) : (
          <Waiting what="see the chart" />
        )}
      </ToolSection>

      <ToolSection
        id="gearing-finder"
        title="Find gears for this rollout"
        description="Pairs from the chart's ranges, closest first."
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NumberField
            {...fields}
            field="targetMm"
            label="Target rollout"
            unit="mm"
            placeholder={outcome.result?.rolloutMm.toFixed(2)}
            hint="Leave blank for your current rollout."
          />
          <NumberField {...fields} field="tolerancePercent" label="Tolerance" unit="%" />
        </div>
        {outcome.matches ? (
          <GearFinderList matches={outcome.matches} pinionLabel={pinionLabel} />
        ) : (
          <Waiting what="find gears" />
        )}
      </ToolSection>
    </div>
  );
}
