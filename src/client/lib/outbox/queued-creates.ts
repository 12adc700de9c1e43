import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { User } from '../../../shared/schemas/user';
import { QUERY_KEYS } from '../resources/query-keys';
import { lingeringSent, sentOf, subscribeSent } from './sent-creates';
import { peekQueue, type QueuedWrite, readQueue, subscribeQueue } from './store';

/**
 * Records created offline, as the lists show them (issue 29): a run logged without a connection is
 * on Race Day at once, not only in the list of waiting changes. A list merges in what this hook
 * gives for its resource; the queue stays the one place the record lives until it is sent.
 *
 * Sent, such a record still shows, under its real id and not marked (sent-creates.ts), until the
 * lists have been fetched again: it never blinks out between the outbox's send and the refetch.
 */

/** The list item a queued create stands for, or null for a body this build cannot read. */
export type ToItem<T> = (body: unknown, write: QueuedWrite) => T | null;

/** What a list merges in: the waiting creates (under their negative stand-in ids) and the lingering sent ones. */
function itemsOf<T extends object>(writes: readonly QueuedWrite[], url: string, toItem: ToItem<T>): T[] {
  const found: Array<{ at: number; item: T }> = [];
  for (const write of writes) {
    if (write.method !== 'POST' || write.url !== url || write.state !== 'waiting') continue;
    // Sent a moment ago and about to leave the queue: it shows below, under its real id.
    if (write.tempId !== undefined && sentOf(write.tempId)) continue;
    const item = toItem(write.body, write);
    if (item) found.push({ at: write.queuedAt, item });
  }
  for (const record of lingeringSent()) {
    if (record.write.url !== url) continue;
    const item = toItem(record.write.body, { ...record.write, tempId: record.id });
    if (item) found.push({ at: record.write.queuedAt, item });
  }
  return found.sort((a, b) => b.at - a.at).map((entry) => entry.item);
}

export interface QueuedCreates<T> {
  items: T[];
  /** The queue has been read: an item not among them is not waiting (a page at its address can say so). */
  read: boolean;
}

/**
 * This racer's creates queued for `url` (POST), newest first, as the list's items under their
 * stand-in ids (negative: outbox/offline-write.ts), which is how a screen tells them apart.
 * `toItem` is a module-level function, not one made per render (the items are memoised on it).
 */
export function useQueuedCreates<T extends object>(url: string, toItem: ToItem<T>): QueuedCreates<T> {
  // The racer signed in, as the app knows them (read, never fetched, here): only their writes show.
  const userId = useQuery<User | null>({ queryKey: QUERY_KEYS.user, enabled: false }).data?.id;
  const [all, setAll] = useState(peekQueue);
  const [, setSentVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      void readQueue().then((queue) => {
        if (live) setAll(queue);
      });
    read();
    const stopSent = subscribeSent(() => setSentVersion((n) => n + 1));
    const stop = subscribeQueue(read);
    return () => {
      live = false;
      stopSent();
      stop();
    };
  }, []);
  const sentKey = lingeringSent()
    .map((record) => record.id)
    .join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a send changes `sentKey`, not the queue read.
  return useMemo(
    () => ({
      items: itemsOf(
        (all ?? []).filter((write) => write.userId === userId),
        url,
        toItem,
      ),
      read: all !== undefined,
    }),
    [all, userId, url, toItem, sentKey],
  );
}
