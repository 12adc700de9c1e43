/**
 * Final drive ratio and rollout (issue 19 item 1). Pure numbers; the zod schema in
 * schemas/gearing.ts keeps zero, negative and absurd values away before they get here.
 *
 * - 1:10 electric (2WD and 4WD): FDR = spur ÷ pinion × internal (transmission) ratio
 * - 1:8 electric:                 FDR = spur ÷ motor pinion × diff ratio
 * - 1:8 nitro:                    FDR = spur ÷ clutch bell × diff ratio
 * All three have one shape; only the names differ (classes.ts).
 */

/** Motor (or engine) turns per wheel turn. */
export function finalDriveRatio(spur: number, pinion: number, secondRatio: number): number {
  return (spur / pinion) * secondRatio;
}

/** A diff's ratio from its gears' teeth: ring gear ÷ diff pinion (43/13 ≈ 3.308). */
export function diffRatio(ringTeeth: number, pinionTeeth: number): number {
  return ringTeeth / pinionTeeth;
}

/** Millimetres the car rolls per motor (or engine) revolution: π × tyre diameter ÷ FDR. */
export function rolloutMm(tyreDiameterMm: number, fdr: number): number {
  return (Math.PI * tyreDiameterMm) / fdr;
}

export interface Gearing {
  pinion: number;
  spur: number;
  /** Internal ratio (1:10) or diff ratio (1:8). */
  ratio: number;
  tyreMm: number;
}

export interface GearingResult {
  fdr: number;
  rolloutMm: number;
}

export function gearingResult({ pinion, spur, ratio, tyreMm }: Gearing): GearingResult {
  const fdr = finalDriveRatio(spur, pinion, ratio);
  return { fdr, rolloutMm: rolloutMm(tyreMm, fdr) };
}
