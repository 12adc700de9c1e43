import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { revertListChange } from '../../lib/outbox/list-change';
import { sendQueue } from '../../lib/outbox/send-queue';
import { type QueuedWrite, readQueue, removeWrite, subscribeQueue } from '../../lib/outbox/store';
import { invalidate } from '../../lib/resources/mutations';

/** How often waiting writes are tried again while the phone says it is online but nothing gets through. */
const RETRY_MS = 30_000;

/** This racer's queued writes, kept in step with the outbox. */
export function useQueuedWrites(userId: number): QueuedWrite[] {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void readQueue().then((all) => {
        if (live) setWrites(all.filter((write) => write.userId === userId));
      });
    read();
    const stop = subscribeQueue(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return writes;
}

/**
 * Sends the racer's waiting writes when the app starts, when the connection comes back, and every
 * half minute while some still wait (a pit Wi-Fi that is joined but reaches nothing says "online").
 */
export function useOutboxSender(userId: number, waiting: number): () => Promise<number> {
  const client = useQueryClient();
  const send = useCallback(() => sendQueue(client, userId), [client, userId]);
  useEffect(() => {
    void send();
    const online = () => void send();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [send]);
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => {
      if (navigator.onLine) void send();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [send, waiting]);
  return send;
}

/** Drops a queued write: the list shows what it showed before it, and the server's copy once online. */
export function useDiscardWrite(): (write: QueuedWrite) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (write: QueuedWrite) => {
      await removeWrite(write.key);
      if (write.change) revertListChange(client, write.change);
      if (navigator.onLine) await invalidate(client, write.invalidates);
    },
    [client],
  );
}
