import { z } from 'zod';
import { IMPACT_VERDICTS, TOO_LITTLE_REASONS } from '../impact-verdict';

/**
 * GET /api/setup-sheets/:id/impact and GET /api/esc-setups/:id/impact (issue 16): what each version
 * of a setup did, from the runs made on it (worked out by src/shared/run-impact.ts).
 */

/** Something other than the change that may explain the difference, as a racer would want to know. */
export const confounderSchema = z.discriminatedUnion('kind', [
  /** Not every run on both sides was on one day; how far apart the first and last were. */
  z.object({ kind: z.literal('different-day'), daysApart: z.number().int() }),
  /** The mean track temperature moved by more than TRACK_TEMP_MOVED_C (after − before). */
  z.object({ kind: z.literal('track-temp'), deltaC: z.number() }),
  /** More than one tyre was run across both sides (each side's distinct tyres). */
  z.object({ kind: z.literal('tyres'), before: z.array(z.string()), after: z.array(z.string()) }),
  /** The track's surface or conditions differ (each side's distinct "surface · conditions"). */
  z.object({ kind: z.literal('conditions'), before: z.array(z.string()), after: z.array(z.string()) }),
  /** The version compared with is older than the one before: the versions between changed things too. */
  z.object({ kind: z.literal('skipped-versions'), from: z.number().int(), to: z.number().int() }),
  /** The other setup the runs ran with (a sheet's ESC setup, an ESC setup's sheet) differs too. */
  z.object({ kind: z.literal('other-setup') }),
  /**
   * The runs were different kinds of session (qualifier against main), or different mains (A Main
   * against B Main, where the races name them): each side's distinct ones.
   */
  z.object({ kind: z.literal('session'), before: z.array(z.string()), after: z.array(z.string()) }),
]);
export type Confounder = z.infer<typeof confounderSchema>;
export type ConfounderKind = Confounder['kind'];

/** What was checked and found alike on both sides (only what both sides recorded). */
export const IMPACT_ALIKE = ['day', 'tyres', 'track-temp', 'conditions'] as const;
export type ImpactAlike = (typeof IMPACT_ALIKE)[number];

/** One side of a comparison: the runs of one version at one track. */
export const impactSideSchema = z.object({
  runs: z.number().int(),
  laps: z.number().int(),
  cleanLaps: z.number().int(),
  /** The runs' top-5 averages, weighted by their clean laps. */
  top5AvgMs: z.number(),
  consistencyPct: z.number().nullable(),
});
export type ImpactSide = z.infer<typeof impactSideSchema>;

export const impactEffectSchema = z.discriminatedUnion('comparable', [
  z.object({
    comparable: z.literal(true),
    /** The nearest earlier version with runs at this track. */
    baseVersion: z.number().int(),
    /** After − before: negative is faster. */
    top5DeltaMs: z.number(),
    /**
     * Half the width of the 95 % interval around top5DeltaMs (ms), from the runs' own spread
     * (shared/impact-verdict.ts); null with one run a side, where that spread cannot be known.
     */
    top5IntervalMs: z.number().nullable(),
    /** What the runs say, noise weighed: better / worse / same only beyond the noise. */
    verdict: z.enum(IMPACT_VERDICTS),
    /** Why too little to tell; null when the verdict is another. */
    tooLittle: z.enum(TOO_LITTLE_REASONS).nullable(),
    /** After − before, in percentage points: positive is more consistent. */
    consistencyDeltaPct: z.number().nullable(),
    before: impactSideSchema,
    after: impactSideSchema,
    confounders: z.array(confounderSchema),
    alike: z.array(z.enum(IMPACT_ALIKE)),
  }),
  z.object({
    comparable: z.literal(false),
    /** No earlier version has runs at this track, or a side has no lap to take a top-5 average of. */
    reason: z.enum(['no-earlier-runs', 'no-top5']),
    baseVersion: z.number().int().nullable(),
  }),
]);
export type ImpactEffect = z.infer<typeof impactEffectSchema>;
export type ImpactComparison = Extract<ImpactEffect, { comparable: true }>;
export type { ImpactVerdict, TooLittleReason } from '../impact-verdict';

export const trackImpactSchema = z.object({
  trackName: z.string(),
  runs: z.number().int(),
  laps: z.number().int(),
  effect: impactEffectSchema,
});
export type TrackImpact = z.infer<typeof trackImpactSchema>;

export const versionImpactSchema = z.object({
  version: z.number().int(),
  /**
   * The runs made on it, newest first: their ids (a run's details are the runs list's; 500 runs'
   * dates and tracks would more than double what the History panel loads to show counts).
   */
  runIds: z.array(z.number().int()),
  /** One per track the version ran at, most recent first. */
  tracks: z.array(trackImpactSchema),
});
export type VersionImpact = z.infer<typeof versionImpactSchema>;

/** Only versions with runs, newest first: a version absent here has no runs. */
export const setupImpactSchema = z.object({ versions: z.array(versionImpactSchema) });
export type SetupImpact = z.infer<typeof setupImpactSchema>;
