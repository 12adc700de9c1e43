/**
 * Estimated top speed (issue 19 item 1). An electric motor's free-running speed is KV × volts; on
 * the track it never gets there (drag, drivetrain losses, the pack sagging under load), so the
 * racer's load factor scales it. A nitro engine's rpm is entered as reached on the track, so no
 * factor applies to it. The default:
 * docs/decisions/setups-and-history.md#gearing-and-rollout-calculator-issue-19-item-1.
 */

/** The load factor the form starts with: 80 % of KV × volts (the record named above says why). */
export const DEFAULT_LOAD_PERCENT = 80;

const MM_PER_KM = 1_000_000;
const MINUTES_PER_HOUR = 60;
/** Exactly, by the international yard and pound agreement. */
export const KM_PER_MILE = 1.609344;

/** Motor rpm under load: KV (rpm per volt) × pack voltage × load percent ÷ 100. */
export function motorRpm(kv: number, volts: number, loadPercent: number): number {
  return (kv * volts * loadPercent) / 100;
}

/** km/h from revolutions per minute and the rollout (mm per revolution). */
export function speedKmh(rpm: number, rolloutMm: number): number {
  return (rpm * rolloutMm * MINUTES_PER_HOUR) / MM_PER_KM;
}

export const kmhToMph = (kmh: number): number => kmh / KM_PER_MILE;

export interface TopSpeed {
  rpm: number;
  kmh: number;
  mph: number;
}

export function topSpeed(rpm: number, rolloutMm: number): TopSpeed {
  const kmh = speedKmh(rpm, rolloutMm);
  return { rpm, kmh, mph: kmhToMph(kmh) };
}
