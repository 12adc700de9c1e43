import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { sessionLaps } from './closing';
import { closedEvent, type LiveEvent, lapEvent, type SessionRef } from './lap-events';
import { onLapRecorded } from './signal';

/** A phone's live stream, as the hub sees it. */
export interface HubListener {
  userId: number;
  /** Only this run's events; every live event of the racer's when absent. */
  runId?: number;
  deliver(event: LiveEvent): void;
  /** The hub is stopping (the app closes): end the stream. */
  end(): void;
}

export interface HubOptions {
  /** How often the hub reads new passings while anyone listens. */
  tickMs?: number;
  /** Closings are checked every this many ticks (a closing is not urgent; a lap is). */
  closedEvery?: number;
  /** How long an id missing below the cursor is looked for again (see `gaps`). */
  gapWaitMs?: number;
}

interface CachedSession extends SessionRef {
  decoderId: number;
  transponder: string;
  laps: Array<{ id: number; lapMs: number; at: number }>;
}

/**
 * The per-instance hub (issue 30 item 4): laps reach a racer's phone whichever instance recorded
 * them, because every instance reads the shared live_passings table. While anyone listens, one
 * query per tick reads the passings past the instance's cursor (the primary key's range: the same
 * cost with 1 or 1,000 listeners) and hands each racer's laps to that racer's streams only.
 * Why polling and not LISTEN/NOTIFY: docs/decisions.md, "Live laps".
 */
export class LiveHub {
  private readonly listeners = new Set<HubListener>();
  private readonly sessions = new Map<number, CachedSession>();
  /** Ids below the cursor not seen yet: on PostgreSQL a later id can commit before an earlier one. */
  private readonly gaps = new Map<number, number>();
  private cursor: number | null = null;
  private starting: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private ticks = 0;
  private busy = false;
  /** A lap was recorded while a tick ran: read again as soon as it ends. */
  private again = false;
  private unsignal: (() => void) | null = null;
  private readonly tickMs: number;
  private readonly closedEvery: number;
  private readonly gapWaitMs: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: HubOptions = {},
  ) {
    this.tickMs = options.tickMs ?? 200;
    this.closedEvery = options.closedEvery ?? 5;
    this.gapWaitMs = options.gapWaitMs ?? 10_000;
  }

  /**
   * Starts delivering to `listener` everything recorded after this resolves: a stream that
   * replays from the table afterwards misses nothing (and drops what it gets twice by cursor).
   */
  async subscribe(listener: HubListener): Promise<() => void> {
    this.listeners.add(listener);
    if (this.cursor === null) {
      this.starting ??= this.start();
      await this.starting;
    }
    return () => this.unsubscribe(listener);
  }

  /** A session a listener was shown open: its closing is looked for even before its next lap. */
  watch(session: Omit<CachedSession, 'laps'> & { laps?: CachedSession['laps'] }): void {
    if (!this.sessions.has(session.id)) this.sessions.set(session.id, { laps: [], ...session });
  }

  stop(): void {
    clearTimeout(this.timer);
    for (const listener of [...this.listeners]) listener.end();
    this.listeners.clear();
    this.reset();
  }

  private async start(): Promise<void> {
    const row = await this.db
      .selectFrom('livePassings')
      .select((eb) => eb.fn.max('id').as('top'))
      .executeTakeFirst();
    this.cursor = Number(row?.top ?? 0);
    this.starting = null;
    this.unsignal = onLapRecorded(this.db, () => {
      if (this.busy) this.again = true;
      else this.run();
    });
    this.schedule();
  }

  private unsubscribe(listener: HubListener): void {
    this.listeners.delete(listener);
    if (this.listeners.size === 0) {
      // Nobody listens: no more queries. The next listener starts from the table's end again.
      clearTimeout(this.timer);
      this.reset();
      return;
    }
    const users = new Set([...this.listeners].map((l) => l.userId));
    for (const [id, session] of this.sessions) if (!users.has(session.userId)) this.sessions.delete(id);
  }

  private reset(): void {
    this.unsignal?.();
    this.unsignal = null;
    this.again = false;
    this.cursor = null;
    this.sessions.clear();
    this.gaps.clear();
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer || this.listeners.size === 0) return;
    this.timer = setTimeout(() => this.run(), this.tickMs);
    this.timer.unref();
  }

  /** A tick now, then the next at the usual interval (or at once, if a lap came in meanwhile). */
  private run(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.tick().finally(() => {
      if (!this.again || this.cursor === null) return this.schedule();
      this.again = false;
      this.run();
    });
  }

  /** One read of new passings (and, every few ticks, of closings); public for the bench and tests. */
  async tick(): Promise<void> {
    if (this.busy || this.cursor === null) return;
    this.busy = true;
    try {
      await this.readPassings();
      if (++this.ticks % this.closedEvery === 0) await this.readClosings();
    } catch (error) {
      this.log.error({ err: error }, 'live hub could not read passings');
    } finally {
      this.busy = false;
    }
  }

  private async readPassings(): Promise<void> {
    const from = this.cursor as number;
    const now = Date.now();
    for (const [id, since] of this.gaps) if (now - since > this.gapWaitMs) this.gaps.delete(id);
    const gapIds = [...this.gaps.keys()];
    const passings = () =>
      this.db
        .selectFrom('livePassings')
        .innerJoin('liveSessions', 'liveSessions.id', 'livePassings.sessionId')
        .select([
          // Named outright: SQLite orders a UNION only by a result column's name.
          'livePassings.id as id',
          'livePassings.sessionId',
          'livePassings.userId',
          'livePassings.decoderId',
          'livePassings.transponder',
          'livePassings.lapMs',
          'livePassings.at',
          'liveSessions.runId',
        ]);
    const past = passings().where('livePassings.id', '>', from);
    // Still one statement with gaps to look for: a UNION ALL, because `id > ? OR id IN (…)` makes
    // SQLite scan the whole table where each half alone is a primary-key look-up.
    const rows = await (gapIds.length
      ? past.unionAll(passings().where('livePassings.id', 'in', gapIds)).orderBy('id')
      : past.orderBy('livePassings.id')
    )
      .limit(1000)
      .execute();
    let top = from;
    for (const row of rows) {
      this.gaps.delete(row.id);
      if (row.id > top) {
        for (let missing = top + 1; missing < row.id && this.gaps.size < 1000; missing++)
          this.gaps.set(missing, now);
        top = row.id;
      }
    }
    this.cursor = top;
    const users = new Set([...this.listeners].map((l) => l.userId));
    for (const row of rows) {
      if (!users.has(row.userId)) continue;
      const event = await this.lapOf(row);
      if (event) this.deliver(event);
    }
  }

  private async lapOf(row: {
    id: number;
    sessionId: number;
    userId: number;
    decoderId: number;
    transponder: string;
    lapMs: number | null;
    at: number;
    runId: number | null;
  }): Promise<LiveEvent | null> {
    let session = this.sessions.get(row.sessionId);
    if (!session) {
      session = { ...row, id: row.sessionId, laps: [] };
      this.sessions.set(row.sessionId, session);
      if (row.lapMs !== null) session.laps = await sessionLaps(this.db, session);
    }
    session.runId = row.runId;
    if (row.lapMs === null) return null;
    let index = session.laps.findIndex((l) => l.id === row.id);
    if (index < 0) {
      if (session.laps.length === 0) session.laps = await sessionLaps(this.db, session);
      else session.laps.push({ id: row.id, lapMs: row.lapMs, at: row.at });
      index = session.laps.findIndex((l) => l.id === row.id);
    }
    return index < 0 ? null : lapEvent(session, session.laps, index);
  }

  private async readClosings(): Promise<void> {
    const ids = [...this.sessions.keys()];
    if (ids.length === 0) return;
    const closed = await this.db
      .selectFrom('liveSessions')
      .select(['id', 'runId'])
      .where('id', 'in', ids)
      .where('closedAt', 'is not', null)
      .execute();
    for (const row of closed) {
      const session = this.sessions.get(row.id);
      if (!session) continue;
      this.sessions.delete(row.id);
      this.deliver(closedEvent({ ...session, runId: row.runId }, this.cursor ?? 0));
    }
  }

  private deliver(event: LiveEvent): void {
    for (const listener of this.listeners) {
      if (listener.userId !== event.userId) continue;
      if (listener.runId !== undefined && listener.runId !== event.data.runId) continue;
      try {
        listener.deliver(event);
      } catch (error) {
        this.log.warn({ err: error }, 'a live stream could not take an event');
      }
    }
  }
}
