import type { ImpactVerdict } from '../../../shared/impact-verdict';
import type { VersionOutcome } from '../../../shared/schemas/setup-version';
import type { Direction, PastChange } from '../../../shared/schemas/tuning';
import { outcomeOf } from '../past-changes';

/**
 * An earlier change of the front shock oil in v3 of "Club race": `runs` gives what the runs after it
 * said (top-5 change and issue 29's verdict), `mark` the racer's own mark; the outcome the wizard
 * weighs is worked out as past-changes.ts does.
 */
export function past(
  direction: Direction,
  found: { mark?: VersionOutcome; runs?: [number, ImpactVerdict] },
  extra: Partial<PastChange> = {},
): PastChange {
  const mark = found.mark ?? 'untested';
  const [top5DeltaMs, runsVerdict] = found.runs ?? [null, null];
  return {
    setupKind: 'setup-sheet',
    setupId: 3,
    setupName: 'Club race',
    version: 3,
    direction,
    from: '500 cSt',
    to: direction === 'thinner' ? '450 cSt' : '550 cSt',
    changedAt: '2026-05-09T18:00:00.000Z',
    trackName: 'Ridgeway',
    surface: null,
    grip: null,
    runs: found.runs ? 3 : 0,
    top5DeltaMs,
    runsVerdict,
    mark,
    note: null,
    outcome: outcomeOf(mark, runsVerdict),
    text: 'a line',
    ...extra,
  };
}
export const marked = (direction: Direction, mark: VersionOutcome, extra?: Partial<PastChange>) =>
  past(direction, { mark }, extra);
export const ran = (
  direction: Direction,
  delta: number,
  verdict: ImpactVerdict,
  extra?: Partial<PastChange>,
) => past(direction, { runs: [delta, verdict] }, extra);
