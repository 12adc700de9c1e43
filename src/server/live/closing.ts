import { sql } from 'kysely';
import { figureDecimals, runStats } from '../../shared/run-stats';
import { formatLapTime } from '../../shared/timing/lap-time';
import type { BackgroundDeps } from '../arrivals/types';
import type { Db } from '../db';

/** The session's laps in order, read through the (decoder, transponder, at) index. */
export async function sessionLaps(
  db: Db,
  session: { id: number; decoderId: number; transponder: string },
): Promise<Array<{ id: number; lapMs: number; at: number }>> {
  const rows = await db
    .selectFrom('livePassings')
    .select(['id', 'lapMs', 'at'])
    .where('decoderId', '=', session.decoderId)
    .where('transponder', '=', session.transponder)
    .where('sessionId', '=', session.id)
    .orderBy('at')
    .execute();
  return rows.flatMap((r) => (r.lapMs === null ? [] : [{ id: r.id, lapMs: r.lapMs, at: r.at }]));
}

/**
 * Closes every session that has heard no passing for its decoder's `closeAfterS` (by this server's
 * clock: `lastPassingAt` is when the passing arrived, so a decoder whose own clock is off changes
 * nothing). Each is closed by one conditional update, so when two instances sweep at once exactly
 * one of them closes it and tells the racer.
 */
export async function sweepClosings(deps: BackgroundDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('liveSessions')
    .innerJoin('decoders', 'decoders.id', 'liveSessions.decoderId')
    .select(['liveSessions.id', 'decoders.closeAfterS'])
    .where('liveSessions.closedAt', 'is', null)
    .where((eb) =>
      eb('liveSessions.lastPassingAt', '<', eb(sql.lit(now), '-', eb('decoders.closeAfterS', '*', 1000))),
    )
    .execute();
  let closed = 0;
  for (const { id, closeAfterS } of due) {
    // The condition again in the update: a passing recorded meanwhile holds the row and moves
    // lastPassingAt on, and this update, having waited for it, then leaves the session open.
    const done = await deps.db
      .updateTable('liveSessions')
      .set({ closedAt: now })
      .where('id', '=', id)
      .where('closedAt', 'is', null)
      .where('lastPassingAt', '<', now - closeAfterS * 1000)
      .executeTakeFirst();
    if (!Number(done.numUpdatedRows)) continue;
    closed += 1;
    await notifyClosed(deps, id);
  }
  return closed;
}

/**
 * "Practice at Canberra: 12 laps, best 16.370", figures as the run page shows them (runStats,
 * figureDecimals). A session that never made a lap (one crossing, then off the track) says nothing;
 * one whose laps had no car to go on says how to have the next one become a run.
 */
export async function notifyClosed(deps: BackgroundDeps, sessionId: number): Promise<void> {
  const session = await deps.db
    .selectFrom('liveSessions')
    .innerJoin('decoders', 'decoders.id', 'liveSessions.decoderId')
    .innerJoin('clubs', 'clubs.id', 'decoders.clubId')
    .select([
      'liveSessions.id',
      'liveSessions.userId',
      'liveSessions.decoderId',
      'liveSessions.transponder',
      'liveSessions.runId',
      'clubs.trackName',
    ])
    .where('liveSessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return;
  const laps = await sessionLaps(deps.db, session);
  if (laps.length === 0) return;
  const stats = runStats({ laps: laps.map((l, i) => ({ lapNo: i + 1, timeMs: l.lapMs })) });
  const shown = (ms: number | null, figure: 'bestMs' | 'top5AvgMs') =>
    ms === null ? null : formatLapTime(ms, figureDecimals(stats, null, figure));
  const best = shown(stats.bestMs, 'bestMs');
  const top5 = stats.cleanLaps >= 5 ? shown(stats.top5AvgMs, 'top5AvgMs') : null;
  const title = `Practice at ${session.trackName}: ${stats.laps} ${stats.laps === 1 ? 'lap' : 'laps'}${best ? `, best ${best}` : ''}`;
  const body =
    session.runId === null
      ? `These laps are not a run: give transponder #${session.transponder} its car in the Transponder Register and the next session becomes one.`
      : top5
        ? `Top 5 average ${top5}. The run is in your race day.`
        : 'The run is in your race day.';
  try {
    await deps.notifier.notify(session.userId, { kind: 'live_closed', title, body, runId: session.runId });
  } catch (error) {
    deps.log.warn({ err: error, sessionId }, 'live session closed but its notice failed');
  }
}
