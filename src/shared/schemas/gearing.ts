import { z } from 'zod';
import { GEARING_CLASS_INFO, GEARING_CLASSES, type GearingClass } from '../gearing/classes';

/**
 * The gearing calculator's input (issue 19 item 1), one schema for the page's form now and for a
 * car's or setup sheet's gearing fields later (item 2). Limits are wide enough for any 1:10 or 1:8
 * off-road car and narrow enough to catch a typo (a 270-tooth pinion, a 0 ratio); every message
 * names the field as the racer sees it for the chosen class (a clutch bell on nitro).
 */
const number = (label: string) => z.number({ error: `${label} must be a number` });

const between = (label: string, min: number, max: number, unit = '') =>
  number(label)
    .min(min, `${label} must be at least ${min}${unit}`)
    .max(max, `${label} must be at most ${max}${unit}`);

const teeth = (label: string, min = MIN_TEETH, max = MAX_TEETH) =>
  number(label)
    .int(`${label} must be a whole number of teeth`)
    .min(min, `${label} must have at least ${min} teeth`)
    .max(max, `${label} must have at most ${max} teeth`);

export const MIN_TEETH = 8;
export const MAX_TEETH = 150;
/** The chart's widest range on each axis: more columns than this no racer reads. */
export const MAX_CHART_SPAN = 40;

const gearingFor = <C extends GearingClass>(gearingClass: C) => {
  const info = GEARING_CLASS_INFO[gearingClass];
  return z.object({
    gearingClass: z.literal(gearingClass),
    pinion: teeth(info.pinion),
    spur: teeth('Spur'),
    // Below 1 would be an overdrive no off-road gearbox or diff has; above 10 is a typo.
    ratio: between(info.ratio, 1, 10),
    tyreMm: between('Tyre diameter', 30, 250, ' mm'),
  });
};

export const gearingSchema = z.discriminatedUnion(
  'gearingClass',
  [gearingFor('1:10-electric'), gearingFor('1:8-electric'), gearingFor('1:8-nitro')],
  { error: `Class must be one of ${GEARING_CLASSES.join(', ')}` },
);
export type GearingInput = z.infer<typeof gearingSchema>;

/** Electric: KV × pack voltage, scaled by the load factor (speed.ts). */
export const motorSpeedSchema = z.object({
  kv: between('Motor KV', 100, 30_000),
  volts: between('Pack voltage', 1, 60, ' V'),
  loadPercent: between('Load factor', 10, 100, ' %'),
});

/** Nitro: the engine's rpm as reached on the track. */
export const engineSpeedSchema = z.object({ engineRpm: between('Engine rpm', 1_000, 60_000) });

/** The chart's ranges, named after the class's pinion ('Smallest clutch bell'). */
export const chartRangeSchema = (pinionLabel: string) => {
  const lower = pinionLabel.toLowerCase();
  return z
    .object({
      pinionFrom: teeth(`Smallest ${lower}`),
      pinionTo: teeth(`Largest ${lower}`),
      spurFrom: teeth('Smallest spur'),
      spurTo: teeth('Largest spur'),
    })
    .superRefine((range, ctx) => {
      for (const [axis, from, to] of [
        ['pinion', range.pinionFrom, range.pinionTo],
        ['spur', range.spurFrom, range.spurTo],
      ] as const) {
        const name = axis === 'pinion' ? lower : 'spur';
        const path = [`${axis}To`];
        if (to < from)
          ctx.addIssue({ code: 'custom', path, message: `Largest ${name} must not be below the smallest` });
        else if (to - from >= MAX_CHART_SPAN)
          ctx.addIssue({
            code: 'custom',
            path,
            message: `The chart shows at most ${MAX_CHART_SPAN} ${name} sizes`,
          });
      }
    });
};

export const gearFinderSchema = z.object({
  targetMm: between('Target rollout', 1, 200, ' mm'),
  tolerancePercent: between('Tolerance', 0.1, 10, ' %'),
});
