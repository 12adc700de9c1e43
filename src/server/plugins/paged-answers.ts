import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BAD_CURSOR_MESSAGE,
  MAX_PAGE_SIZE,
  NEXT_CURSOR_HEADER,
  type PageQuery,
} from '../../shared/schemas/paging';
import type { KeyColumn, KeyValue, ListOrder, PageRequest } from '../db/keyset';
import { badRequest } from '../errors';
import { racerOf } from './auth';
import { sendAnswer } from './cached-answers';

/**
 * Every list of a racer's records pages the same way (shared/schemas/paging.ts): the route parses
 * `limit` and `cursor` with pageQuerySchema, and this sends one page as a JSON array with the next
 * page announced in `Link` (RFC 8288) and `X-Next-Cursor`, both cached with the page.
 */

/** A text key is a timestamp or a date; anything much longer was not written by us. */
const MAX_TEXT_KEY = 64;

/** The cursor is base64url of the last record's keys as JSON: opaque to clients, cheap to check. */
export const encodeCursor = (keys: readonly KeyValue[]): string =>
  Buffer.from(JSON.stringify(keys)).toString('base64url');

/** The keys a cursor holds, checked against the list's columns; a cursor of another shape is a 400. */
export function decodeCursor(cursor: string, columns: readonly KeyColumn[]): KeyValue[] {
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(BAD_CURSOR_MESSAGE);
  }
  const fits =
    Array.isArray(keys) &&
    keys.length === columns.length &&
    columns.every(({ type }, i) =>
      type === 'int'
        ? Number.isSafeInteger(keys[i])
        : typeof keys[i] === 'string' && keys[i].length <= MAX_TEXT_KEY,
    );
  if (!fits) throw badRequest(BAD_CURSOR_MESSAGE);
  return keys as KeyValue[];
}

/** The page a query asks for, one row more than it shows: that row's presence says a next page exists. */
export function pageRequestOf(query: PageQuery, columns: readonly KeyColumn[]): PageRequest {
  const limit = query.limit ?? MAX_PAGE_SIZE;
  return {
    limit: limit + 1,
    ...(query.cursor ? { after: decodeCursor(query.cursor, columns) } : {}),
  };
}

/**
 * This request's path and parsed query (unknown parameters dropped, as the route ignores them) with
 * the next cursor in place of its own: built from what the cache key covers, so a cached link fits
 * every request it is replayed to.
 */
function nextUrl(request: FastifyRequest, cursor: string): string {
  const path = request.url.split('?')[0];
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && name !== 'cursor') params.set(name, String(value));
  params.set('cursor', cursor);
  return `${path}?${params.toString()}`;
}

interface Page<T> {
  /** What the page depends on besides the revision, the page itself aside (whose list, which filter). */
  key: string;
  revision: number;
  item: z.ZodType<T>;
  query: PageQuery;
  order: ListOrder<T>;
  load: (page: PageRequest) => Promise<T[]>;
}

export async function sendPage<T, R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  page: Page<T>,
): Promise<R> {
  const { query, order } = page;
  // Checked before the cache: a bad cursor is refused, never looked up.
  const wanted = pageRequestOf(query, order.columns);
  const shown = wanted.limit - 1;
  return sendAnswer(
    request,
    reply,
    `${page.key}|page:${shown}:${query.cursor ?? ''}`,
    page.revision,
    async () => {
      const rows = await page.load(wanted);
      const items = rows.slice(0, shown).map((row) => page.item.parse(row));
      const last = items.at(-1);
      const headers: Record<string, string> = {};
      if (rows.length > shown && last !== undefined) {
        const cursor = encodeCursor(order.keysOf(last));
        headers[NEXT_CURSOR_HEADER] = cursor;
        headers.link = `<${nextUrl(request, cursor)}>; rel="next"`;
      }
      return { body: JSON.stringify(items), headers };
    },
  );
}

/** One page of one of the signed-in racer's own lists, checked against their data revision. */
export function sendOwnedPage<T, R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  list: string,
  page: Omit<Page<T>, 'key' | 'revision' | 'load'> & {
    load: (userId: number, page: PageRequest) => Promise<T[]>;
  },
): Promise<R> {
  const { user, dataRevision } = racerOf(request);
  return sendPage(request, reply, {
    ...page,
    key: `racer:${user.id}:${list}`,
    revision: dataRevision,
    load: (wanted) => page.load(user.id, wanted),
  });
}
