import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The app's database handle (index.ts's `Db`, spelled here: index.ts imports this file). */
type Db = Kysely<Database>;

/**
 * What an in-memory copy of sessions and racers' rows (services/session-cache.ts) needs from the
 * database: word of every change to a racer's `users` row (a data-revision bump, a new password,
 * the account deleted) or to one of their `sessions` rows (signed out, slid, swept), and word
 * when such news may have been missed, after which nothing kept may be trusted.
 */
export interface ChangeSubscriber {
  /** A racer's user row or one of their sessions changed (committed, on PostgreSQL). */
  changed: (userId: number) => void;
  /** News may have been missed: everything kept must go. */
  lost: () => void;
}

export interface ChangeFeed {
  /**
   * Whether kept copies may be served now: every change committed more than STALE_BOUND_MS ago
   * has been reported. False while the feed is down or has not caught up; callers then read the
   * database.
   */
  current: () => boolean;
  subscribe: (subscriber: ChangeSubscriber) => () => void;
  close: () => Promise<void>;
}

/**
 * The longest a copy may be served after the change that made it stale was committed, when the
 * change's notification was missed (PostgreSQL; see pg-change-feed.ts). Issue 31 allows 1 s.
 */
export const STALE_BOUND_MS = 1000;

const feeds = new WeakMap<Db, ChangeFeed>();

/** The change feed of a database opened by openDatabase; undefined for any other (never cached). */
export const changeFeedOf = (db: Db): ChangeFeed | undefined => feeds.get(db);

export function attachChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** Sends one change to every subscriber; one that throws must not keep the others uninformed. */
export function tell(subscribers: Set<ChangeSubscriber>, event: (s: ChangeSubscriber) => void): void {
  for (const subscriber of subscribers) {
    try {
      event(subscriber);
    } catch {
      // A subscriber's own fault; the others still hear of the change.
    }
  }
}

const SQLITE_FUNCTION = 'rc_racer_changed';

/**
 * SQLite runs in this process on one connection, so the database tells the app directly: TEMP
 * triggers (this connection's own, never written to the file, so another tool opening the file
 * meets no unknown function) call a JS function on every change of a users or sessions row.
 * Kysely holds the one connection for a whole transaction, so nobody reads between the trigger
 * and the commit. A commit by another connection (a second process on the same file) is seen by
 * `pragma data_version`, checked on every use: then everything kept goes.
 */
export function sqliteChangeFeed(sqlite: SqliteDatabase.Database): ChangeFeed {
  const subscribers = new Set<ChangeSubscriber>();
  sqlite.function(SQLITE_FUNCTION, { varargs: false }, (userId: unknown) => {
    tell(subscribers, (s) => s.changed(Number(userId)));
    return null;
  });
  for (const [table, key] of [
    ['users', 'id'],
    ['sessions', 'user_id'],
  ] as const)
    for (const event of ['update', 'delete'])
      sqlite.exec(
        `create temp trigger if not exists rc_${table}_${event}_changed after ${event} on main.${table}
         begin select ${SQLITE_FUNCTION}(old.${key}); end`,
      );
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let seen = dataVersion.get();
  return {
    current: () => {
      const version = dataVersion.get();
      if (version !== seen) {
        seen = version;
        tell(subscribers, (s) => s.lost());
      }
      return true;
    },
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    close: async () => subscribers.clear(),
  };
}
