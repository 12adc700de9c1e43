import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { findGears, type GearChart, type GearMatch, gearChart } from '../../../shared/gearing/chart';
import { GEARING_CLASS_INFO, type GearingClass } from '../../../shared/gearing/classes';
import { type GearingResult, gearingResult } from '../../../shared/gearing/ratio';
import { motorRpm, type TopSpeed, topSpeed } from '../../../shared/gearing/speed';
import {
  chartRangeSchema,
  engineSpeedSchema,
  type GearingInput,
  gearFinderSchema,
  gearingSchema,
  motorSpeedSchema,
} from '../../../shared/schemas/gearing';
import { defaultValues, type GearingField, type GearingValues, toNumber } from './gearing-values';

export type FieldErrors = Partial<Record<GearingField, string>>;

/** Each section is checked on its own, so a bad chart range never hides the rollout above it. */
function check<T>(schema: z.ZodType<T>, input: Record<string, unknown>, errors: FieldErrors): T | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as GearingField;
    errors[field] ??= issue.message;
  }
  return null;
}

const numbers = (values: GearingValues, fields: GearingField[]) =>
  Object.fromEntries(fields.map((field) => [field, toNumber(values[field])]));

export interface GearingOutcome {
  errors: FieldErrors;
  gearing: GearingInput | null;
  result: GearingResult | null;
  speed: TopSpeed | null;
  chart: GearChart | null;
  /** Null until the finder's inputs and the gearing are valid. */
  matches: GearMatch[] | null;
  targetMm: number | null;
}

export function calculate(values: GearingValues): GearingOutcome {
  const errors: FieldErrors = {};
  const info = GEARING_CLASS_INFO[values.gearingClass];
  const gearing = check(
    gearingSchema,
    { gearingClass: values.gearingClass, ...numbers(values, ['pinion', 'spur', 'ratio', 'tyreMm']) },
    errors,
  );
  const result = gearing && gearingResult(gearing);

  const motor = info.revs === 'motor';
  const revs = motor
    ? check(motorSpeedSchema, numbers(values, ['kv', 'volts', 'loadPercent']), errors)
    : check(engineSpeedSchema, numbers(values, ['engineRpm']), errors);
  const rpm = revs && ('kv' in revs ? motorRpm(revs.kv, revs.volts, revs.loadPercent) : revs.engineRpm);
  const speed = result && rpm ? topSpeed(rpm, result.rolloutMm) : null;

  const range = check(
    chartRangeSchema(info.pinion),
    numbers(values, ['pinionFrom', 'pinionTo', 'spurFrom', 'spurTo']),
    errors,
  );
  const chartInput = gearing &&
    range && {
      pinions: { from: range.pinionFrom, to: range.pinionTo },
      spurs: { from: range.spurFrom, to: range.spurTo },
      ratio: gearing.ratio,
      tyreMm: gearing.tyreMm,
    };

  const finder = check(
    gearFinderSchema,
    {
      targetMm: values.targetMm.trim() === '' ? result?.rolloutMm : toNumber(values.targetMm),
      tolerancePercent: toNumber(values.tolerancePercent),
    },
    errors,
  );
  return {
    errors,
    gearing,
    result,
    speed,
    chart: chartInput ? gearChart(chartInput) : null,
    matches: chartInput && finder ? findGears(chartInput, finder.targetMm, finder.tolerancePercent) : null,
    targetMm: finder?.targetMm ?? null,
  };
}

export function useGearingCalculator(initial: GearingValues) {
  const [values, setValues] = useState(initial);
  const outcome = useMemo(() => calculate(values), [values]);
  return {
    values,
    outcome,
    setField: (field: GearingField, value: string) => setValues((v) => ({ ...v, [field]: value })),
    /** Another class starts from that class's typical car: a 1:10 pinion means nothing on a clutch bell. */
    setClass: (gearingClass: GearingClass) => setValues(defaultValues(gearingClass)),
  };
}
