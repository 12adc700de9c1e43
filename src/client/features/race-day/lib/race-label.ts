import type { RaceGap, RaceIdentity } from '../../../../shared/schemas/run';
import { roundLabel } from './run-display';

/**
 * How race day names the race an imported run was (issue 29): "2wd Buggy Open · B Main · Round 3",
 * "P4 of 10", "+1 lap to the winner", "+0.83 s to P3". One place, so the runs list, the run page,
 * compare and the import preview say it alike.
 */

interface RaceNaming {
  className?: string | null;
  raceName?: string | null;
  /** The race's full name as the file gives it: shown when the class is not known. */
  fullName: string;
  round?: string | null;
}

/** Class · race · round; a race whose class the name does not say is shown by its full name. */
export function raceLabel(race: RaceNaming): string {
  const name = race.className && race.raceName ? `${race.className} · ${race.raceName}` : race.fullName;
  return race.round ? `${name} · ${roundLabel(race.round)}` : name;
}

/** "P4 of 10", or null when the file gave no way to tell the position. */
export const placeText = (race: Pick<RaceIdentity, 'position' | 'drivers'>): string | null =>
  race.position === null ? null : `P${race.position} of ${race.drivers}`;

/** "2wd Buggy Open · B Main · Round 3 · P4 of 10": a run's race in one line. */
export function raceLine(race: RaceIdentity): string {
  const place = placeText(race);
  return place ? `${raceLabel(race)} · ${place}` : raceLabel(race);
}

/**
 * A gap as a racer reads it: whole laps down, else seconds to the hundredth (the resolution most
 * timing systems print laps to; a finer digit would be invented).
 */
export function gapText(gap: RaceGap): string {
  if (gap.laps > 0) return `+${gap.laps} ${gap.laps === 1 ? 'lap' : 'laps'}`;
  return `+${(gap.ms / 1000).toFixed(2)} s`;
}

/** "+4.21 s to the winner", "+0.83 s to P3": the gaps of a run's race, none for the winner. */
export function raceGaps(race: RaceIdentity): string[] {
  const gaps: string[] = [];
  if (race.gapToWinner) gaps.push(`${gapText(race.gapToWinner)} to the winner`);
  if (race.gapToAhead && race.position !== null && race.position > 2)
    gaps.push(`${gapText(race.gapToAhead)} to P${race.position - 1}`);
  return gaps;
}
