import { useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import type { Follow } from '../../../../shared/schemas/follow';
import { SourceState, shortAddress } from '../../../components/sources/source-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { carOptionLabel } from '../../../lib/resources/cars';
import { useUnfollow } from '../lib/use-follow-mutations';

function FollowItem({ follow, cars }: { follow: Follow; cars: readonly Car[] }) {
  const [asking, setAsking] = useState(false);
  const unfollow = useUnfollow();
  const car = cars.find((c) => c.id === follow.rcCarId);
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <SourceState source={follow.source} />
        <p className="text-sm text-muted-foreground">
          {car
            ? `Races found by name go on ${carOptionLabel(car)}`
            : 'Races found by name: you confirm them and choose the car'}
        </p>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        trigger={
          <Button variant="danger-ghost" size="sm" className="self-start sm:self-center">
            Stop following<span className="sr-only"> {shortAddress(follow.source.url)}</span>
          </Button>
        }
        title="Stop following this event?"
        description="Runs that already arrived stay. No new races of this event are read for you."
        confirmLabel="Stop following"
        pending={unfollow.isPending}
        pendingLabel="Stopping..."
        onConfirm={() => unfollow.mutate(follow.id, { onSettled: () => setAsking(false) })}
      />
    </li>
  );
}

/** The events the racer follows, newest first as the server sends them, each with its state. */
export function FollowList({ follows, cars }: { follows: readonly Follow[]; cars: readonly Car[] }) {
  if (follows.length === 0) {
    return <p className="text-sm text-muted-foreground">You do not follow any event yet.</p>;
  }
  return (
    <ul aria-label="Followed events">
      {follows.map((follow) => (
        <FollowItem key={follow.id} follow={follow} cars={cars} />
      ))}
    </ul>
  );
}
