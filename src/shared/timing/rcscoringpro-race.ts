import { lapOf } from './lap-time';
import { lapOneLeftOut, noteDisagreements } from './race-checks';
import type { GridLap } from './rcscoringpro-grid';
import type { SummaryRow } from './rcscoringpro-summary';
import type { ParsedRace } from './types';

/**
 * One race of an RCScoringPro printout as read (rcscoringpro.ts), and what it becomes: the
 * summary's drivers in finishing order with the summary's figures, each with its grid column's laps
 * at the digits its cells kept, lap 1 the start segment unless the figures count it, and a note
 * where the grid disagrees with its footer or the summary.
 */
export interface RaceDraft {
  name: string;
  /** The race's title line as printed ("MODIFIED BUGGY B Main  Round# 3, Race# 16"). */
  title: string;
  round?: string;
  drivers: SummaryRow[];
  laps: Map<string, GridLap[]>;
  /** Lap rows or footer counts not under their columns: which car a lap is cannot be told. */
  misaligned: boolean;
  /** Cars whose grid rows differ from the footer's count for their column: [rows read, counted]. */
  footerOff: Map<string, [number, number]>;
}

const KEPT = "the results' figures are kept";

export function toParsed(race: RaceDraft): ParsedRace {
  const drivers = race.drivers.map((d, index) => {
    const off = race.footerOff.get(d.carNumber);
    return {
      name: d.name,
      carNumber: d.carNumber,
      laps: (race.laps.get(d.carNumber) ?? []).map((lap, i) => lapOf(i + 1, lap.timeMs, lap.decimals)),
      official: d.official,
      position: index + 1,
      ...(off
        ? { note: `The lap grid has ${off[0]} laps for car #${d.carNumber}, its footer ${off[1]}: ${KEPT}` }
        : {}),
    };
  });
  return noteDisagreements(
    {
      name: race.name,
      ...(race.round ? { round: race.round } : {}),
      startSegment: lapOneLeftOut(drivers) ?? true,
      drivers,
    },
    'lap grid',
  );
}

export const MISALIGNED =
  'its lap grid’s cells are not under their car numbers, as when spaces are lost in copying text: choose the file itself';
