import type { QueuedWrite } from './store';

/**
 * Records created offline that the outbox has sent (issue 29), for this page's life: the id the
 * server gave each, so a page still at the stand-in's address moves to the real one, and, until the
 * lists have been fetched again, the record itself, so the lists show it throughout (queued-creates.ts).
 */

export interface SentCreate {
  id: number;
  write: QueuedWrite;
}

/** Stand-in id → the record as sent. */
const sent = new Map<number, SentCreate>();
/** Stand-in ids of records the lists may not hold yet. */
const lingering = new Set<number>();
const listeners = new Set<() => void>();
const told = () => {
  for (const listener of listeners) listener();
};

/** The outbox sent a create and the server named it `id`. Called before the write leaves the queue. */
export function noteSent(write: QueuedWrite, id: number): void {
  if (write.tempId === undefined) return;
  sent.set(write.tempId, { id, write });
  lingering.add(write.tempId);
  told();
}

/** The lists have been fetched again after a send: they hold the sent records themselves now. */
export function settleSent(): void {
  if (lingering.size === 0) return;
  lingering.clear();
  told();
}

export const sentOf = (tempId: number): SentCreate | undefined => sent.get(tempId);

/** The id the server gave a record created offline, once sent. */
export const sentIdOf = (tempId: number): number | undefined => sent.get(tempId)?.id;

export const lingeringSent = (): SentCreate[] =>
  [...lingering].flatMap((tempId) => {
    const record = sent.get(tempId);
    return record ? [record] : [];
  });

export function subscribeSent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sign-out: nothing of one racer's stays for the next. */
export function forgetSent(): void {
  sent.clear();
  lingering.clear();
  told();
}
