import type { Transaction } from 'kysely';
import type { SourceStatus } from '../../shared/schemas/club';
import { nowIso } from '../clock';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { OutboundRefused, type Resolver, resolveAllowed } from '../outbound/address-policy';

/**
 * Followed results addresses (issue 30): one `result_sources` row per address however many racers
 * and clubs follow it, so the poller fetches it once for all of them. Shared by follows.ts (a
 * racer's) and arrival-club-gear.ts (a club's).
 */

type Trx = Transaction<Database>;

/** The address as one row knows it: the fragment never reaches the server, the URL parser lowercases the host. */
export function normaliseSourceUrl(value: string): string {
  const url = new URL(value.trim());
  url.hash = '';
  return url.href;
}

/**
 * Refuses an address the server would not fetch (a private, loopback or link-local one, unless
 * the operator allows its host) with a 400 in the policy's words, before anything is written.
 */
export async function assertFetchable(url: string, allowHosts: readonly string[], resolve?: Resolver) {
  try {
    await resolveAllowed(new URL(url).hostname, allowHosts, resolve);
  } catch (error) {
    if (error instanceof OutboundRefused) throw badRequest(error.message);
    throw error;
  }
}

/**
 * The source's id, made if new. A stopped source followed again is fetched again at once: the
 * racer following it expects the page to be read now, whatever the last day was like.
 */
export async function takeSource(trx: Trx, url: string, nowMs: number): Promise<number> {
  await trx
    .insertInto('resultSources')
    .values({ url, nextFetchAt: nowMs, createdAt: nowIso() })
    .onConflict((oc) => oc.column('url').doNothing())
    .execute();
  const { id } = await trx
    .selectFrom('resultSources')
    .select('id')
    .where('url', '=', url)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('resultSources')
    .set({ stoppedAt: null, nextFetchAt: nowMs })
    .where('id', '=', id)
    .where('stoppedAt', 'is not', null)
    .execute();
  return id;
}

const isoOf = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** How each source's polling is going, as a follow and a club's detail show it. */
export async function sourceStatuses(
  db: Db | Trx,
  ids: readonly number[],
): Promise<Map<number, SourceStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('resultSources as s')
    .leftJoin('sourceRaces as r', 'r.sourceId', 's.id')
    .select((eb) => [
      's.id',
      's.url',
      's.lastFetchedAt',
      's.lastChangedAt',
      's.lastError',
      's.stoppedAt',
      eb.fn.count<number | string>('r.id').as('races'),
    ])
    .where('s.id', 'in', [...new Set(ids)])
    .groupBy(['s.id', 's.url', 's.lastFetchedAt', 's.lastChangedAt', 's.lastError', 's.stoppedAt'])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        url: row.url,
        state: row.stoppedAt !== null ? 'stopped' : row.lastError ? 'failing' : 'watching',
        lastCheckedAt: isoOf(row.lastFetchedAt),
        lastChangedAt: isoOf(row.lastChangedAt),
        races: Number(row.races),
        problem: row.lastError,
      },
    ]),
  );
}
