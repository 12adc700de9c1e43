import { type QueryKey, type UseQueryOptions, useQueryClient } from '@tanstack/react-query';
import { Pin as PinIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { type Pin, pinsOf, setPinned, subscribePins } from '../../lib/offline/pins';
import { Button } from '../ui/button';

interface KeepOfflineButtonProps<T> {
  racerId: number;
  pin: Pin;
  /** The setup's query: fetched (if need be) when pinned, so it is saved at once. */
  query: UseQueryOptions<T, Error, T, QueryKey>;
}

/**
 * "Keep offline" on a community setup or a shared link's setup (issue 18): pinned, it is saved with
 * the racer's own data and fetched by the warm-up; unpinned, it lives only as long as any answer.
 */
export function KeepOfflineButton<T>({ racerId, pin, query }: KeepOfflineButtonProps<T>) {
  const client = useQueryClient();
  const pinned = useSyncExternalStore(subscribePins, () => pinsOf(racerId)).includes(pin);
  const toggle = () => {
    setPinned(racerId, pin, !pinned);
    if (!pinned) void client.prefetchQuery(query);
  };
  return (
    <Button
      variant="secondary"
      className="w-fit aria-pressed:bg-muted"
      aria-pressed={pinned}
      onClick={toggle}
    >
      <PinIcon aria-hidden="true" className={pinned ? 'size-4 fill-current' : 'size-4'} />
      {pinned ? 'Kept offline' : 'Keep offline'}
    </Button>
  );
}
