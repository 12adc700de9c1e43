import type { Background, BackgroundDeps } from '../arrivals/types';
import { holdLease, releaseLease } from '../db/leases';
import { failureMessage, PageUnreadable, readSource } from './read-source';
import { backedOff, MAX_FAILURES, quietTooLong } from './schedule';
import { dueSourceIds, type ResultSource, sourceById, unmatchedRaceIds, updateSource } from './source-store';

export { restartSource } from './source-store';

/**
 * The results poller (issue 30, item 1): every followed source fetched politely by exactly one
 * instance (a lease per source, and its next fetch time in the database, so however many instances
 * and followers there are it is fetched at most once per interval), each new race stored once and
 * handed to `onRace` (the matching), and any race an instance died before matching handed over
 * again at the source's next poll.
 */

export type OnRace = (sourceRaceId: number) => Promise<void>;
/** Hears each poll's outcome (the fail-over benchmark, logs); it must not throw. */
export type OnPolled = (sourceId: number, outcome: PollOutcome) => void;

export type PollOutcome =
  /** Another instance holds the source's lease. */
  | { outcome: 'busy' }
  /** Not due (another instance polled it meanwhile), stopped or gone. */
  | { outcome: 'not-due' }
  | { outcome: 'unchanged' | 'changed'; newRaces: number }
  | { outcome: 'failed'; error: string };

/** Sources one instance fetches at once: a slow one holds up only its own turn. */
const CONCURRENT_SOURCES = 4;

class LeaseLost extends Error {}

const leaseName = (sourceId: number) => `source:${sourceId}`;

export async function pollSourceOnce(
  deps: BackgroundDeps,
  sourceId: number,
  onRace: OnRace,
): Promise<PollOutcome> {
  const { db, config } = deps;
  const take = () => holdLease(db, leaseName(sourceId), config.instanceId, config.leaseMs, deps.now());
  if (!(await take())) return { outcome: 'busy' };
  const renew = async () => {
    if (!(await take())) throw new LeaseLost();
  };
  try {
    // Read under the lease: an instance that polled it a moment ago has moved its next fetch on.
    const source = await sourceById(db, sourceId);
    if (!source || source.stoppedAt !== null || source.nextFetchAt > deps.now())
      return { outcome: 'not-due' };
    return await pollHeld(deps, source, renew, onRace);
  } finally {
    // Given back at once: the source's next fetch time, not the lease, keeps it to one fetch per
    // interval, and an instance that dies between polls leaves nothing for the others to wait out.
    await releaseLease(db, leaseName(sourceId), config.instanceId).catch(() => {});
  }
}

async function pollHeld(
  deps: BackgroundDeps,
  source: ResultSource,
  renew: () => Promise<void>,
  onRace: OnRace,
): Promise<PollOutcome> {
  const { db, config } = deps;
  const sourceId = source.id;
  let outcome: PollOutcome;
  try {
    const read = await readSource(deps, source, renew);
    const now = deps.now();
    const validators = {
      etag: read.page.etag ?? source.etag,
      lastModified: read.page.lastModified ?? source.lastModified,
    };
    if (read.kind === 'read' && read.changed) {
      await updateSource(db, sourceId, {
        // An index not read whole keeps no validators, so the next poll reads it again.
        ...(read.complete ? validators : { etag: null, lastModified: null }),
        bodyHash: read.bodyHash,
        lastFetchedAt: now,
        lastChangedAt: now,
        nextFetchAt: now + config.pollMs,
        failures: 0,
        lastError: null,
      });
      outcome = { outcome: 'changed', newRaces: read.newRaces };
    } else {
      await updateSource(db, sourceId, {
        ...(read.kind === 'read' && !read.complete ? { etag: null, lastModified: null } : validators),
        ...(read.kind === 'read' ? { bodyHash: read.bodyHash } : {}),
        ...unchangedSchedule(source, now, config.pollMs),
      });
      outcome = { outcome: 'unchanged', newRaces: read.kind === 'read' ? read.newRaces : 0 };
    }
  } catch (error) {
    if (error instanceof LeaseLost) return { outcome: 'busy' };
    let message = error instanceof PageUnreadable ? error.message : failureMessage(error);
    if (message === null) {
      // Our fault, not the page's (a worker or the database): logged, and the source backs off all
      // the same rather than being fetched again at every turn.
      deps.log.error({ err: error, sourceId }, 'polling a followed source failed');
      message = 'The page could not be read because of a problem on this server; it is tried again later.';
    }
    await updateSource(db, sourceId, failedSchedule(source, deps.now(), config.pollMs, message));
    outcome = { outcome: 'failed', error: message };
  }
  await matchLeftovers(deps, sourceId, onRace, renew);
  return outcome;
}

function unchangedSchedule(source: ResultSource, now: number, pollMs: number) {
  return {
    lastFetchedAt: now,
    nextFetchAt: now + backedOff(source, pollMs),
    failures: 0,
    lastError: null,
    stoppedAt: quietTooLong(source, now) ? now : null,
  };
}

function failedSchedule(source: ResultSource, now: number, pollMs: number, message: string) {
  const failures = source.failures + 1;
  return {
    lastFetchedAt: now,
    nextFetchAt: now + backedOff(source, pollMs),
    failures,
    lastError: message,
    stoppedAt: failures >= MAX_FAILURES || quietTooLong(source, now) ? now : null,
  };
}

/** New races, and those left unmatched by an instance that died: each handed to the matching. */
async function matchLeftovers(
  deps: BackgroundDeps,
  sourceId: number,
  onRace: OnRace,
  renew: () => Promise<void>,
): Promise<void> {
  for (const raceId of await unmatchedRaceIds(deps.db, sourceId)) {
    // Lost meanwhile (a long matching): the instance holding it now hands the rest over.
    if (
      !(await renew().then(
        () => true,
        () => false,
      ))
    )
      return;
    try {
      await onRace(raceId);
    } catch (error) {
      // One race that cannot be matched now is tried again next poll; the others go on.
      deps.log.error({ err: error, sourceRaceId: raceId }, 'matching a followed race failed');
    }
  }
}

/**
 * One turn of the loop: every due source not already being polled here is started, at most a few
 * at once; it does not wait for them, so a slow source never delays the others' turns.
 */
export async function pollDueSources(
  deps: BackgroundDeps,
  onRace: OnRace,
  inFlight: Map<number, Promise<unknown>> = new Map(),
  onPolled?: OnPolled,
): Promise<void> {
  const free = CONCURRENT_SOURCES - inFlight.size;
  if (free <= 0) return;
  const due = await dueSourceIds(deps.db, deps.now(), CONCURRENT_SOURCES * 4);
  for (const id of due.filter((d) => !inFlight.has(d)).slice(0, free)) {
    const poll = pollSourceOnce(deps, id, onRace)
      .then((outcome) => onPolled?.(id, outcome))
      .catch((error) => deps.log.error({ err: error, sourceId: id }, 'polling a followed source failed'))
      .finally(() => inFlight.delete(id));
    inFlight.set(id, poll);
  }
}

/** The app's background poller: a turn every quarter interval (0.25 to 5 s), its leases given up at stop. */
export function startResultPolling(deps: BackgroundDeps, onRace: OnRace, onPolled?: OnPolled): Background {
  const inFlight = new Map<number, Promise<unknown>>();
  const polled = new Set<number>();
  const tickMs = Math.min(5_000, Math.max(250, Math.round(deps.config.pollMs / 4)));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<void> = Promise.resolve();

  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      turn = pollDueSources(deps, onRace, inFlight, onPolled)
        .then(() => {
          for (const id of inFlight.keys()) polled.add(id);
        })
        .catch((error) => deps.log.error({ err: error }, 'finding due result sources failed'))
        .finally(next);
    }, tickMs);
    timer.unref();
  };
  next();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await turn;
      await Promise.allSettled(inFlight.values());
      // Given up at once, so another instance need not wait for them to expire.
      await Promise.allSettled(
        [...polled].map((id) => releaseLease(deps.db, leaseName(id), deps.config.instanceId)),
      );
    },
  };
}
