import { createHash } from 'node:crypto';
import type { BackgroundDeps } from '../arrivals/types';
import { AppError } from '../errors';
import type { PublishedPage } from '../heavy/published-page';
import { OutboundRefused } from '../outbound/address-policy';
import { type FetchedPage, safeFetch } from '../outbound/safe-fetch';
import { insertRace, pagesRead, type ResultSource } from './source-store';

/**
 * One fetch of a followed source and what is new on it (issue 30): the page itself (conditional
 * GET, and its body's hash for servers without validators), and for an event or folder page each
 * race page it lists that was not read before, each fetched once. New races are stored once.
 */

/** An index with more new race pages than this reads the rest at its next poll. */
export const MAX_RACE_PAGES_PER_POLL = 40;

/** The stored body hash of an index whose race pages were not all read: processed again, not a change. */
const INCOMPLETE = 'incomplete:';

export type SourceRead =
  | { kind: 'unchanged'; page: FetchedPage }
  | {
      kind: 'read';
      page: FetchedPage;
      changed: boolean;
      newRaces: number;
      bodyHash: string;
      complete: boolean;
    };

/** Why a page failed, in a racer's words (the source's lastError). */
export function failureMessage(error: unknown): string | null {
  if (error instanceof OutboundRefused) return error.message;
  // The heavy pool's limits speak of a "file": the racer followed a page.
  if (error instanceof AppError)
    return `The page could not be read: ${error.message.replace(/\bfile\b/g, 'page')}`;
  return null;
}

export class PageUnreadable extends Error {}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

export async function readSource(
  deps: BackgroundDeps,
  source: ResultSource,
  renewLease: () => Promise<void>,
): Promise<SourceRead> {
  const { config } = deps;
  const limits = {
    allowHosts: config.allowHosts,
    maxBytes: config.fetchMaxBytes,
    timeoutMs: config.fetchTimeoutMs,
  };
  const page = await safeFetch(source.url, {
    ...limits,
    etag: source.etag,
    lastModified: source.lastModified,
  });
  if (page.status === 304) return { kind: 'unchanged', page };
  const hash = sha256(page.bytes);
  const stored = source.bodyHash ?? '';
  const storedHash = stored.startsWith(INCOMPLETE) ? stored.slice(INCOMPLETE.length) : stored;
  if (stored === hash) return { kind: 'unchanged', page };

  const read: PublishedPage = await deps.heavy.readPublished(page.bytes, page.contentType, page.url);
  if (read.kind === 'unreadable') throw new PageUnreadable(read.message);
  let newRaces = 0;
  let complete = true;
  const store = async (p: PublishedPage & { kind: 'races' }, url: string) => {
    for (const race of p.races)
      if ((await insertRace(deps.db, source.id, race, url, deps.now())) !== null) newRaces++;
  };
  if (read.kind === 'races') await store(read, source.url);
  else {
    const known = await pagesRead(deps.db, source.id, read.links);
    const fresh = read.links.filter((link) => !known.has(link));
    if (fresh.length > MAX_RACE_PAGES_PER_POLL) complete = false;
    for (const link of fresh.slice(0, MAX_RACE_PAGES_PER_POLL)) {
      // Each race page may take the whole time limit: the lease must outlast the poll.
      await renewLease();
      try {
        const racePage = await safeFetch(link, limits);
        const races = await deps.heavy.readPublished(racePage.bytes, racePage.contentType, link);
        if (races.kind === 'races') await store(races, link);
        else complete = false;
      } catch (error) {
        const message = failureMessage(error);
        if (message === null) throw error;
        // Listed before it is there, or not readable yet: read again at the next poll.
        deps.log.info({ sourceId: source.id, link, reason: message }, 'race page not read yet');
        complete = false;
      }
    }
  }
  return {
    kind: 'read',
    page,
    changed: hash !== storedHash || newRaces > 0,
    newRaces,
    bodyHash: complete ? hash : `${INCOMPLETE}${hash}`,
    complete,
  };
}
