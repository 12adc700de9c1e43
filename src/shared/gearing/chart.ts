import { finalDriveRatio, rolloutMm as rollout } from './ratio';

/**
 * The gear chart (a pinion × spur grid of rollouts over the racer's ranges) and "find gears for
 * this rollout". Ranges are whole teeth, both ends included; the schema caps their span.
 */
export interface TeethRange {
  from: number;
  to: number;
}

export interface ChartInput {
  pinions: TeethRange;
  spurs: TeethRange;
  /** Internal ratio (1:10) or diff ratio (1:8). */
  ratio: number;
  tyreMm: number;
}

export interface GearChart {
  pinions: number[];
  spurs: number[];
  /** rollouts[row][column]: row = pinion, column = spur, in mm per revolution. */
  rollouts: number[][];
}

export function teethIn({ from, to }: TeethRange): number[] {
  const teeth: number[] = [];
  for (let t = from; t <= to; t++) teeth.push(t);
  return teeth;
}

const pairRollout = (pinion: number, spur: number, input: ChartInput) =>
  rollout(input.tyreMm, finalDriveRatio(spur, pinion, input.ratio));

export function gearChart(input: ChartInput): GearChart {
  const pinions = teethIn(input.pinions);
  const spurs = teethIn(input.spurs);
  return {
    pinions,
    spurs,
    rollouts: pinions.map((pinion) => spurs.map((spur) => pairRollout(pinion, spur, input))),
  };
}

export interface GearMatch {
  pinion: number;
  spur: number;
  rolloutMm: number;
  /** This pair's rollout minus the target, mm (negative: shorter, more acceleration). */
  differenceMm: number;
}

/**
 * Pairs within `tolerancePercent` of the target rollout, closest first; equal distances keep the
 * smaller pinion first (the cheaper, more common gear), then the smaller spur.
 */
export function findGears(input: ChartInput, targetMm: number, tolerancePercent: number): GearMatch[] {
  const limit = (targetMm * tolerancePercent) / 100;
  const matches: GearMatch[] = [];
  for (const pinion of teethIn(input.pinions)) {
    for (const spur of teethIn(input.spurs)) {
      const mm = pairRollout(pinion, spur, input);
      const differenceMm = mm - targetMm;
      if (Math.abs(differenceMm) <= limit) matches.push({ pinion, spur, rolloutMm: mm, differenceMm });
    }
  }
  return matches.sort(
    (a, b) => Math.abs(a.differenceMm) - Math.abs(b.differenceMm) || a.pinion - b.pinion || a.spur - b.spur,
  );
}
