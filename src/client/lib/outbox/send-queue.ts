import type { QueryClient } from '@tanstack/react-query';
import { ApiError, requestJson, stripStatus } from '../api';
import { invalidate } from '../resources/mutations';
import { isNetworkFailure } from './offline-write';
import { noteSent, settleSent } from './sent-creates';
import { putWrite, type QueuedWrite, readQueue, removeWrite } from './store';

/** What a sent write's answer tells the writes queued after it. */
interface Answer {
  id?: unknown;
  version?: unknown;
}

/** A record created offline now has its own id: later writes that named its stand-in name it. */
function renamed(write: QueuedWrite, tempId: number, id: number): QueuedWrite {
  const url = write.url
    .split('/')
    .map((part) => (part === String(tempId) ? String(id) : part))
    .join('/');
  let body = write.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    body = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === tempId ? id : v]));
  }
  const setup = write.setup?.id === tempId ? { ...write.setup, id } : write.setup;
  return { ...write, url, body, setup };
}

/**
 * After a write is sent, the ones queued behind it on the same record build on what it made: two
 * edits of one setup made offline both began from version 3; once the first has made version 4, the
 * second is sent as an edit of 4 (by this racer, on purpose), not refused as a conflict.
 */
async function passOn(sent: QueuedWrite, answer: Answer | undefined, later: QueuedWrite[]): Promise<void> {
  for (const write of later) {
    let next = write;
    if (sent.tempId !== undefined && typeof answer?.id === 'number')
      next = renamed(next, sent.tempId, answer.id);
    if (
      sent.ifMatch !== undefined &&
      next.url === sent.url &&
      next.ifMatch === sent.ifMatch &&
      typeof answer?.version === 'number'
    ) {
      next = { ...next, ifMatch: answer.version };
    }
    if (next !== write) await putWrite(next);
  }
}

let running: Promise<number> | undefined;

/**
 * Sends this racer's waiting writes, oldest first, and stops at the first that finds no connection
 * (the rest wait for the next try). A refused write stays queued for the racer: a conflict to
 * resolve, or the server's reason to read before discarding it. Resolves to the number sent.
 */
export function sendQueue(client: QueryClient, userId: number): Promise<number> {
  if (!navigator.onLine) return Promise.resolve(0);
  running ??= sendAll(client, userId).finally(() => {
    running = undefined;
  });
  return running;
}

async function sendAll(client: QueryClient, userId: number): Promise<number> {
  const sent: QueuedWrite[] = [];
  try {
    for (;;) {
      const queue = (await readQueue()).filter((w) => w.userId === userId);
      const write = queue.find((w) => w.state === 'waiting');
      if (!write) break;
      let answer: Answer | undefined;
      try {
        answer = await requestJson<Answer | undefined>(write.method, write.url, write.body, {
          idempotencyKey: write.key,
          ifMatch: write.ifMatch,
        });
      } catch (error) {
        if (isNetworkFailure(error)) break;
        if (!(error instanceof ApiError)) throw error;
        // Signed out, or the server is struggling: try again later, nothing is the racer's to fix.
        if (error.status === 401 || error.status === 429 || error.status >= 500) break;
        const state = error.status === 412 ? 'conflict' : 'failed';
        await putWrite({ ...write, state, message: stripStatus(error.message) });
        continue;
      }
      // Noted before it leaves the queue: the lists show it throughout, now under its own id.
      if (write.tempId !== undefined && typeof answer?.id === 'number') noteSent(write, answer.id);
      await removeWrite(write.key);
      await passOn(write, answer, queue.slice(queue.indexOf(write) + 1));
      sent.push(write);
    }
  } finally {
    await invalidate(
      client,
      sent.flatMap((write) => write.invalidates),
    );
    settleSent();
  }
  return sent.length;
}
