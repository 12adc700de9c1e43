import type { ResultSource } from './source-store';

/**
 * When a followed source is fetched next (issue 30): at the poll interval while it changes,
 * backing off by half again each time it does not (up to ten intervals), stopping a day after its
 * last change (the event is over) or after many failures in a row (the page is gone).
 */
export const BACKOFF = 1.5;
export const MAX_BACKOFF = 10;
export const STOP_AFTER_MS = 24 * 60 * 60 * 1000;
export const MAX_FAILURES = 20;

/** The wait the source had before this fetch; the interval itself for its first. */
function lastWait(source: ResultSource, pollMs: number): number {
  return source.lastFetchedAt === null ? pollMs : source.nextFetchAt - source.lastFetchedAt;
}

/** Whole milliseconds: the columns are integers (PostgreSQL refuses 7500.5 for a bigint). */
export function backedOff(source: ResultSource, pollMs: number): number {
  return Math.round(Math.min(Math.max(lastWait(source, pollMs) * BACKOFF, pollMs), pollMs * MAX_BACKOFF));
}

/** The moment of its last change, or of its creation (or restart) when it never changed. */
function quietSince(source: ResultSource): number {
  return source.lastChangedAt ?? Date.parse(source.createdAt);
}

export function quietTooLong(source: ResultSource, now: number): boolean {
  return now - quietSince(source) >= STOP_AFTER_MS;
}
