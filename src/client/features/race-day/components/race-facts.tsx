import type { RaceIdentity } from '../../../../shared/schemas/run';
import { raceGaps, raceLine } from '../lib/race-label';

/**
 * The race an imported run was, under the run page's title (issue 29): class · race · round ·
 * place, the gaps to the winner and the car ahead, and what the file could not give as read.
 */
export function RaceFacts({ race }: { race: RaceIdentity | null }) {
  if (!race) return null;
  const gaps = raceGaps(race);
  return (
    <div className="flex flex-col gap-0.5">
      <p className="font-medium">{raceLine(race)}</p>
      {gaps.length > 0 && <p className="tabular-nums text-muted-foreground">{gaps.join(' · ')}</p>}
      {race.note && <p className="text-sm text-muted-foreground">Note: {race.note}</p>}
    </div>
  );
}
