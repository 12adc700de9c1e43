import type { ChangeFeed } from '../db/change-feed';
import type { UserRow } from '../db/mappers';

/** Sessions, and racers, kept per instance; the least recently used go first. */
export const SESSION_CACHE_ENTRIES = 10_000;
/**
 * A kept copy is read again after this long whatever the change feed says: a guard against a
 * change no trigger saw (a row edited with triggers disabled), not the bound on staleness.
 */
export const SESSION_CACHE_MAX_AGE_MS = 10_000;

/** What a signed-in request needs of its session and racer, as the database had it. */
export interface KeptSession {
  expiresAt: string;
  absoluteExpiresAt: string;
  user: Readonly<UserRow>;
  dataRevision: number;
}

interface Racer {
  user: Readonly<UserRow>;
  dataRevision: number;
}
interface Session {
  expiresAt: string;
  absoluteExpiresAt: string;
  expiresAtMs: number;
  /** The racer entry read with it: once that entry is gone (changed, evicted), so is this. */
  racer: Racer;
}

/** A Map kept in use order, bounded in size, its entries expiring by age. */
class AgedLru<K, V> {
  readonly #entries = new Map<K, { value: V; at: number }>();
  constructor(
    readonly max: number,
    readonly maxAgeMs: number,
  ) {}
  get size(): number {
    return this.#entries.size;
  }
  get(key: K, now: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now - entry.at > this.maxAgeMs) return undefined;
    this.#entries.set(key, entry); // to the young end of the Map's order
    return entry.value;
  }
  set(key: K, value: V, now: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, at: now });
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as K);
  }
  delete(key: K): void {
    this.#entries.delete(key);
  }
  clear(): void {
    this.#entries.clear();
  }
}

/**
 * Sessions (by the SHA-256 of their token) and racers' user rows with their data revision, kept
 * in memory so a signed-in read costs no statement (issue 31). Kept copies are served only while
 * the database's change feed is current (db/change-feed.ts: triggers on users and sessions); a
 * racer's change drops the racer, and with it every session read beside it; a feed that may have
 * missed news drops everything.
 *
 * A read that started before a change and ends after it must not put the old rows back: each read
 * takes a ticket (the count of drops so far) and its rows are kept only if nothing it covers was
 * dropped since.
 */
export class SessionCache {
  readonly #sessions: AgedLru<string, Session>;
  readonly #racers: AgedLru<number, Racer>;
  #drops = 0;
  /** Drop number of everything (`lost`), and below it no ticket may fill. */
  #floor = 0;
  /** The drop number of each racer dropped while reads were under way. */
  readonly #droppedAt = new Map<number, number>();
  #reading = 0;
  readonly #unsubscribe: () => void;
  hits = 0;
  misses = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly clock: () => number = Date.now,
    max = SESSION_CACHE_ENTRIES,
    maxAgeMs = SESSION_CACHE_MAX_AGE_MS,
  ) {
    this.#sessions = new AgedLru(max, maxAgeMs);
    this.#racers = new AgedLru(max, maxAgeMs);
    this.#unsubscribe = feed.subscribe({ changed: (id) => this.dropRacer(id), lost: () => this.dropAll() });
  }

  get size(): { sessions: number; racers: number } {
    return { sessions: this.#sessions.size, racers: this.#racers.size };
  }

  /** The live session kept for `sid`, or undefined: not kept, expired, or the feed not current. */
  get(sid: string): KeptSession | undefined {
    if (!this.feed.current()) return this.#miss();
    const now = this.clock();
    const session = this.#sessions.get(sid, now);
    if (!session) return this.#miss();
    const { racer } = session;
    const expired = session.expiresAtMs <= now || Date.parse(session.absoluteExpiresAt) <= now;
    if (expired || this.#racers.get(racer.user.id, now) !== racer) {
      this.#sessions.delete(sid);
      return this.#miss();
    }
    this.hits++;
    const { expiresAt, absoluteExpiresAt } = session;
    return { expiresAt, absoluteExpiresAt, user: racer.user, dataRevision: racer.dataRevision };
  }

  /** Call before reading the database; pass the ticket to `keep` (or `release` if nothing is kept). */
  ticket(): number {
    this.#reading++;
    return this.#drops;
  }

  /** Keeps what a read that took `ticket` found, unless a change it may not have seen came since. */
  keep(ticket: number, sid: string, found: KeptSession): void {
    const userId = found.user.id;
    const spoilt = ticket < this.#floor || (this.#droppedAt.get(userId) ?? -1) > ticket;
    this.release(); // after the check: the last read out clears the record it checks
    if (spoilt || !this.feed.current()) return;
    const now = this.clock();
    let racer = this.#racers.get(userId, now);
    if (!racer || racer.dataRevision !== found.dataRevision) {
      racer = { user: Object.freeze({ ...found.user }), dataRevision: found.dataRevision };
      this.#racers.set(userId, racer, now);
    }
    const { expiresAt, absoluteExpiresAt } = found;
    this.#sessions.set(sid, { expiresAt, absoluteExpiresAt, expiresAtMs: Date.parse(expiresAt), racer }, now);
  }

  release(): void {
    this.#reading--;
    if (this.#reading === 0) this.#droppedAt.clear();
  }

  /** A racer's rows or sessions changed: their racer entry goes, and every session read beside it. */
  dropRacer(userId: number): void {
    this.#drops++;
    this.#racers.delete(userId);
    if (this.#reading > 0) {
      // Bounded: past this many, every read under way is refused instead.
      if (this.#droppedAt.size >= SESSION_CACHE_ENTRIES) this.#dropReads();
      else this.#droppedAt.set(userId, this.#drops);
    }
  }

  dropAll(): void {
    this.#drops++;
    this.#dropReads();
    this.#sessions.clear();
    this.#racers.clear();
  }

  close(): void {
    this.#unsubscribe();
  }

  #dropReads(): void {
    this.#floor = this.#drops;
    this.#droppedAt.clear();
  }

  #miss(): undefined {
    this.misses++;
    return undefined;
  }
}
