import type { VehicleScale } from '../../shared/constants/vehicles';

/**
 * The wizard's own step sizes: one recommendation moves a value by at most one of these, for the
 * car's scale (1:8 shocks move in bigger oil steps than 1:10 ones; ESC percentages in small steps, so
 * a 3% drag brake becomes 5%, never 8%). Sources: XRAY XB8 and XB4 set-up books ("make one change at a
 * time, in small steps"), Hobbywing XR8/XR10 manuals (drag brake and punch in single steps).
 * `null` scale (unknown) takes the smaller of the two.
 */
export interface StepSize {
  '1:8': number;
  '1:10': number;
  /** What the number counts, as the racer reads it. */
  unit: string;
}

export const STEP_SIZES = {
  /** cSt; a weight (wt) oil moves 2.5 wt, about the same. */
  shockOil: { '1:8': 50, '1:10': 50, unit: 'cSt' },
  shockOilWeight: { '1:8': 2.5, '1:10': 2.5, unit: 'wt' },
  camber: { '1:8': 0.5, '1:10': 0.5, unit: '°' },
  toe: { '1:8': 0.5, '1:10': 0.5, unit: '°' },
  caster: { '1:8': 2, '1:10': 2, unit: '°' },
  antiSquat: { '1:8': 0.5, '1:10': 0.5, unit: '°' },
  kickUp: { '1:8': 1, '1:10': 1, unit: '°' },
  rideHeight: { '1:8': 1, '1:10': 0.5, unit: 'mm' },
  swayBar: { '1:8': 0.2, '1:10': 0.1, unit: 'mm' },
  /** Percent of the spring rate. */
  spring: { '1:8': 5, '1:10': 5, unit: '%' },
  gearing: { '1:8': 1, '1:10': 1, unit: 'tooth' },
  escPercent: { '1:8': 5, '1:10': 5, unit: '%' },
  dragBrake: { '1:8': 2, '1:10': 2, unit: '%' },
  maxBrakeForce: { '1:8': 10, '1:10': 10, unit: '%' },
  escTimingDegrees: { '1:8': 5, '1:10': 5, unit: '°' },
  escLevel: { '1:8': 1, '1:10': 1, unit: 'level' },
  /** Hobbywing offers 6%, 9% and 12%: one option at a time. */
  neutralRange: { '1:8': 3, '1:10': 3, unit: '%' },
  /** Drive and brake (PWM) frequency. */
  escFrequency: { '1:8': 1, '1:10': 1, unit: 'kHz' },
  /** Per LiPo cell. */
  cutoffVoltage: { '1:8': 0.1, '1:10': 0.1, unit: 'V' },
  clutchGap: { '1:8': 0.1, '1:10': 0.1, unit: 'mm' },
  /** The throttle gap at idle, set with the idle screw. */
  idleGap: { '1:8': 0.1, '1:10': 0.1, unit: 'mm' },
} as const satisfies Record<string, StepSize>;

export type StepKey = keyof typeof STEP_SIZES;

export function stepSize(key: StepKey, scale: VehicleScale | null): number {
  const size: StepSize = STEP_SIZES[key];
  return scale ? size[scale] : Math.min(size['1:8'], size['1:10']);
}
