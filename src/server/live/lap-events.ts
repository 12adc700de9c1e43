import { runStats } from '../../shared/run-stats';
import type { LiveClosedEvent, LiveLapEvent } from '../../shared/schemas/live';

/** One event of a racer's live stream, with the cursor it is sent under (its SSE id). */
export type LiveEvent =
  | { event: 'lap'; cursor: number; userId: number; data: LiveLapEvent }
  | { event: 'closed'; cursor: number; userId: number; data: LiveClosedEvent };

export interface SessionRef {
  id: number;
  userId: number;
  runId: number | null;
}

/**
 * The lap event of the `index`-th lap of a session (0-based): the figures it leaves the run at, as
 * runStats works them out from the laps so far, so the phone shows what the run page will.
 */
export function lapEvent(
  session: SessionRef,
  laps: ReadonlyArray<{ id: number; lapMs: number; at: number }>,
  index: number,
): LiveEvent {
  const lap = laps[index] as { id: number; lapMs: number; at: number };
  const stats = runStats({
    laps: laps.slice(0, index + 1).map((l, i) => ({ lapNo: i + 1, timeMs: l.lapMs })),
  });
  return {
    event: 'lap',
    cursor: lap.id,
    userId: session.userId,
    data: {
      sessionId: session.id,
      runId: session.runId,
      cursor: lap.id,
      lap: index + 1,
      lapMs: lap.lapMs,
      bestMs: stats.bestMs,
      top5Ms: stats.cleanLaps >= 5 ? stats.top5AvgMs : null,
      laps: stats.laps,
      at: new Date(lap.at).toISOString(),
    },
  };
}

export const closedEvent = (session: SessionRef, cursor: number): LiveEvent => ({
  event: 'closed',
  cursor,
  userId: session.userId,
  data: { sessionId: session.id, runId: session.runId },
});
