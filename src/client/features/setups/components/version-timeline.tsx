import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { inferVehicleFacts } from '../../../../shared/vehicle-class';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { impactQuery } from '../../../lib/resources/run-impact';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupTab } from '../kinds/setup-kind';
import { contentKindOf, timeline } from '../lib/history';
import { findCar } from '../lib/setup-display';
import { useSetupHistory } from '../lib/use-setup-history';
import { ListFailed } from './list-entry';
import { VersionEntry } from './version-entry';

/** How many versions show at first, and how many more each "Show older" adds. */
export const VERSIONS_PAGE = 10;

interface VersionTimelineProps {
  kind: { tab: SetupTab };
  setup: SetupRecord;
  cars: readonly Car[];
}

/**
 * The versions, newest first: the latest ten, then older ones on request (no cap on how many exist):
 * ten more of those loaded, and the next page of the history from the server once those run out.
 */
export function VersionTimeline({ kind, setup, cars }: VersionTimelineProps) {
  const { versions, names } = useSetupHistory(kind, setup.id, cars);
  // What each version did on track (issue 16), asked for beside the versions.
  const impact = useQuery(impactQuery(contentKindOf(kind), setup.id));
  const [shown, setShown] = useState(VERSIONS_PAGE);
  if (versions.isPending) return <Spinner label="Loading history" className="p-4" />;
  // Failed before any page came: an older page that fails leaves the loaded ones on screen.
  if (!versions.data) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <ListFailed>The history could not be loaded.</ListFailed>
        <Button size="sm" variant="secondary" onClick={() => void versions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const entries = timeline(versions.data, names, (content) => {
    const car = findCar(cars, typeof content.rcCarId === 'number' ? content.rcCarId : null);
    return car ? inferVehicleFacts(car) : null;
  });
  // What each version did shows once its answer is in; the history does not wait for it.
  const impacts = new Map(impact.data?.versions.map((v) => [v.version, v]));
  const latest = entries[0]?.version;
  const older = entries.length - shown;
  const more = versions.hasNextPage;
  const showOlder = () => {
    if (more && older <= VERSIONS_PAGE) void versions.fetchNextPage();
    setShown(shown + VERSIONS_PAGE);
  };
  return (
    <div className="flex flex-col gap-3">
      {impact.isError && (
        <p className="text-sm text-muted-foreground">What each change did on track could not be loaded.</p>
      )}
      <ol aria-label="Versions, newest first" className="flex flex-col gap-3">
        {entries.slice(0, shown).map((entry) => (
          <VersionEntry
            key={entry.version}
            kind={kind}
            setup={setup}
            entry={entry}
            current={entry.version === latest}
            impact={impacts.get(entry.version)}
            anyRuns={impacts.size > 0}
          />
        ))}
      </ol>
      {(older > 0 || more) && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={versions.isFetchingNextPage}
          onClick={showOlder}
        >
          {more ? 'Show older' : `Show older (${older} more)`}
        </Button>
      )}
      {versions.isFetchNextPageError && <ListFailed>Older versions could not be loaded.</ListFailed>}
    </div>
  );
}
