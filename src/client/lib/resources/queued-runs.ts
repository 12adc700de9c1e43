import { useMemo } from 'react';
import { runDetailsOrNull } from '../../../shared/run-details';
import { runStats } from '../../../shared/run-stats';
import { type Run, type RunListQuery, type RunSummary, runCreateSchema } from '../../../shared/schemas/run';
import { type ToItem, useQueuedCreates } from '../outbox/queued-creates';
import { sentIdOf } from '../outbox/sent-creates';
import type { QueuedWrite } from '../outbox/store';

/**
 * Runs logged without a connection, shown where the server's runs are (issue 29): Race Day, a car's
 * runs and the run's own page, its stats worked out in the browser by the code the server runs
 * (shared/run-stats.ts), marked "waiting to send" until the outbox has sent it.
 */

/** The run a queued POST /api/runs will make, as the server would answer it; null if unreadable. */
export const queuedRun: ToItem<Run> = (body: unknown, write: QueuedWrite) => {
  // Read as the server reads it: an entry queued by an older build that no longer reads is left out.
  const parsed = runCreateSchema.safeParse(body);
  if (!parsed.success || write.tempId === undefined) return null;
  const run = parsed.data;
  const at = new Date(write.queuedAt).toISOString();
  return {
    id: write.tempId,
    rcCarId: run.rcCarId,
    // Absent: the server records the setups installed on the car when it receives the run.
    setupSheetId: run.setupSheetId ?? null,
    setupVersion: run.setupVersion ?? null,
    escSetupId: run.escSetupId ?? null,
    escVersion: run.escVersion ?? null,
    date: run.date,
    trackName: run.trackName,
    session: run.session,
    ...runDetailsOrNull(run),
    source: 'manual',
    startSegment: run.startSegment ?? false,
    stats: runStats({ laps: run.laps, startSegment: run.startSegment }),
    official: null,
    race: null,
    clientRef: run.clientRef ?? null,
    createdAt: at,
    updatedAt: at,
    laps: run.laps,
    tyreSetIds: run.tyreSetIds ?? [],
    field: null,
  };
};

/**
 * True for a run the outbox has not sent yet ("waiting to send"): it goes by its stand-in id, which
 * is negative (outbox/offline-write.ts), so the mark survives copies (a query's `select`, structural
 * sharing), which a mark on the object would not.
 */
export const isWaitingRun = (run: { id: number }): boolean => run.id < 0;

/** Whether a run belongs in a list asked for with these filters (as GET /api/runs filters). */
export function inRunList(run: RunSummary, filters: RunListQuery): boolean {
  if (filters.rcCarId !== undefined && run.rcCarId !== filters.rcCarId) return false;
  if (filters.track && run.trackName.toLowerCase() !== filters.track.trim().toLowerCase()) return false;
  if (filters.from && run.date < filters.from) return false;
  if (filters.to && run.date > filters.to) return false;
  return true;
}

/** This racer's runs logged offline (and those just sent, until the lists are fetched again), newest first. */
export function useQueuedRuns(filters: RunListQuery = {}): Run[] {
  const { items } = useQueuedCreates('/api/runs', queuedRun);
  const { rcCarId, track, from, to } = filters;
  // The same list while the queue is unchanged: a list merging it in is not made again every render.
  return useMemo(
    () => items.filter((run) => inRunList(run, { rcCarId, track, from, to })),
    [items, rcCarId, track, from, to],
  );
}

/**
 * The run waiting under a stand-in id (its page's address until it is sent): the run, or once sent
 * the id the server gave it; `read` false while the outbox is still being read.
 */
export function useQueuedRun(tempId: number): { run?: Run; sentId?: number; read: boolean } {
  const { items, read } = useQueuedCreates('/api/runs', queuedRun);
  const sentId = sentIdOf(tempId);
  if (sentId !== undefined) return { sentId, read };
  return { run: items.find((run) => run.id === tempId), read };
}

/**
 * The server's runs with the queued ones laid in, in the list's order (date, newest first; the
 * newest logged first within a day). A queued run the server already holds (its clientRef is
 * there) shows once, as the server's.
 */
export function withQueuedRuns<T extends RunSummary>(server: readonly T[], queued: readonly T[]): T[] {
  if (queued.length === 0) return server as T[];
  const known = new Set(server.map((run) => run.clientRef).filter(Boolean));
  const ids = new Set(server.map((run) => run.id));
  const extra = queued.filter((run) => !ids.has(run.id) && !(run.clientRef && known.has(run.clientRef)));
  const merged = [...server];
  for (const run of extra) {
    // Before the first run of an earlier day: the list is newest first, and a run sent offline is the newest of its day.
    const at = merged.findIndex((other) => other.date <= run.date && !extra.includes(other));
    if (at < 0) merged.push(run);
    else merged.splice(at, 0, run);
  }
  return merged;
}
