import type { ReactNode } from 'react';
import { GEARING_CLASS_INFO } from '../../../../shared/gearing/classes';
import type { GearingInput } from '../../../../shared/schemas/gearing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { GearingValues } from '../gearing-values';
import { useGearingCalculator } from '../use-gearing-calculator';
import { GearChartTable } from './gear-chart-table';
import { GearFinderList } from './gear-finder-list';
import { GearingFields, SpeedFields } from './gearing-fields';
import { GearingResults } from './gearing-results';
import { NumberField } from './number-field';

interface GearingCalculatorProps {
  initial: GearingValues;
  /**
   * Where a car or setup sheet plugs in (issue 19 item 2): rendered under the results with the
   * checked gearing, or null while a field needs fixing ('Write to sheet', say).
   */
  actions?: (gearing: GearingInput | null) => ReactNode;
}

/** The whole calculator: gearing and speed in, results, the gear chart and the finder out. */
export function GearingCalculator({ initial, actions }: GearingCalculatorProps) {
  const { values, outcome, setField, setClass } = useGearingCalculator(initial);
  const { errors, gearing } = outcome;
  const pinionLabel = GEARING_CLASS_INFO[values.gearingClass].pinion;
  const fields = { values, errors, setField };
  return (
    <div className="flex flex-col gap-6">
      <Card aria-labelledby="gearing-car">
        <CardHeader>
          <CardTitle id="gearing-car">Your gearing</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <GearingFields {...fields} setClass={setClass} />
          <SpeedFields {...fields} />
          <GearingResults result={outcome.result} speed={outcome.speed} />
          {actions?.(gearing)}
        </CardContent>
      </Card>

      <Card aria-labelledby="gearing-chart">
        <CardHeader>
          <CardTitle id="gearing-chart">Gear chart</CardTitle>
          <CardDescription>Rollout in mm per revolution; your gears are highlighted.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <NumberField
              {...fields}
              field="pinionFrom"
              label={`Smallest ${pinionLabel.toLowerCase()}`}
              unit="T"
              whole
            />
            <NumberField
              {...fields}
              field="pinionTo"
              label={`Largest ${pinionLabel.toLowerCase()}`}
              unit="T"
              whole
            />
            <NumberField {...fields} field="spurFrom" label="Smallest spur" unit="T" whole />
            <NumberField {...fields} field="spurTo" label="Largest spur" unit="T" whole />
          </div>
          {outcome.chart ? (
            <GearChartTable chart={outcome.chart} pinionLabel={pinionLabel} current={gearing} />
          ) : (
            <p className="text-sm text-muted-foreground">Fix the fields marked above to see the chart.</p>
          )}
        </CardContent>
      </Card>

      <Card aria-labelledby="gearing-finder">
        <CardHeader>
          <CardTitle id="gearing-finder">Find gears for this rollout</CardTitle>
          <CardDescription>Pairs from the chart's ranges, closest first.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
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
            <p className="text-sm text-muted-foreground">Fix the fields marked above to find gears.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
