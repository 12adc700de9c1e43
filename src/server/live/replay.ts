import type { LiveSession } from '../../shared/schemas/live';
import type { Db } from '../db';
import { sessionLaps } from './closing';
import { closedEvent, type LiveEvent, lapEvent } from './lap-events';

/** A stream replays at most this many sessions: a phone back after a long time needs the latest. */
const REPLAY_SESSIONS = 10;
/** GET /api/live/sessions shows sessions closed this recently beside the open ones. */
const RECENT_MS = 60 * 60 * 1000;

const SESSION_COLUMNS = [
  'liveSessions.id',
  'liveSessions.userId',
  'liveSessions.runId',
  'liveSessions.decoderId',
  'liveSessions.transponder',
  'liveSessions.closedAt',
] as const;

export interface Replay {
  events: LiveEvent[];
  /** Sessions still open, for the hub to watch for their closing. */
  open: Array<{ id: number; userId: number; runId: number | null; decoderId: number; transponder: string }>;
}

/**
 * What a stream sends before the live events. With Last-Event-ID `after`: every lap of the racer's
 * recorded past it, and the closings since (a closing the phone saw already is sent again; the
 * phone takes it twice without harm). Without: the state to start from, the laps so far of the
 * run asked for, or else of the racer's open sessions.
 */
export async function replayFor(
  db: Db,
  userId: number,
  runId: number | undefined,
  after: number | null,
): Promise<Replay> {
  let query = db
    .selectFrom('liveSessions')
    .select(SESSION_COLUMNS)
    .where('liveSessions.userId', '=', userId)
    .orderBy('liveSessions.id', 'desc')
    .limit(REPLAY_SESSIONS);
  if (runId !== undefined) query = query.where('liveSessions.runId', '=', runId);
  if (after === null) {
    if (runId === undefined) query = query.where('liveSessions.closedAt', 'is', null);
  } else {
    const seen = await db
      .selectFrom('livePassings')
      .select('receivedAt')
      .where('id', '=', after)
      .executeTakeFirst();
    const since = seen?.receivedAt ?? 0;
    query = query.where((eb) =>
      eb.or([
        eb('liveSessions.closedAt', 'is', null),
        eb('liveSessions.closedAt', '>=', since),
        eb(
          'liveSessions.id',
          'in',
          eb
            .selectFrom('livePassings')
            .select('livePassings.sessionId')
            .where('livePassings.id', '>', after)
            .where('livePassings.userId', '=', userId),
        ),
      ]),
    );
  }
  const sessions = (await query.execute()).reverse();
  const events: LiveEvent[] = [];
  let top = after ?? 0;
  for (const session of sessions) {
    const laps = await sessionLaps(db, session);
    laps.forEach((lap, index) => {
      if (lap.id <= (after ?? 0)) return;
      events.push(lapEvent(session, laps, index));
      top = Math.max(top, lap.id);
    });
  }
  for (const session of sessions) if (session.closedAt !== null) events.push(closedEvent(session, top));
  return { events, open: sessions.filter((s) => s.closedAt === null) };
}

/** GET /api/live/sessions: the racer's open sessions and those closed in the last hour. */
export async function listLiveSessions(db: Db, userId: number, now: number): Promise<LiveSession[]> {
  const rows = await db
    .selectFrom('liveSessions')
    .innerJoin('decoders', 'decoders.id', 'liveSessions.decoderId')
    .innerJoin('clubs', 'clubs.id', 'decoders.clubId')
    .select([
      'liveSessions.id',
      'liveSessions.runId',
      'liveSessions.transponder',
      'liveSessions.startedAt',
      'liveSessions.lastPassingAt',
      'liveSessions.closedAt',
      'decoders.name as decoderName',
      'clubs.name as clubName',
    ])
    .where('liveSessions.userId', '=', userId)
    .where((eb) =>
      eb.or([eb('liveSessions.closedAt', 'is', null), eb('liveSessions.closedAt', '>=', now - RECENT_MS)]),
    )
    .orderBy('liveSessions.id', 'desc')
    .limit(50)
    .execute();
  const iso = (ms: number) => new Date(ms).toISOString();
  return rows.map((r) => ({
    ...r,
    startedAt: iso(r.startedAt),
    lastPassingAt: iso(r.lastPassingAt),
    closedAt: r.closedAt === null ? null : iso(r.closedAt),
  }));
}
