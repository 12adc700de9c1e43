import { apiRequest, type RequestOptions, readJson } from './api';

/*
 * Lists that come in pages. Apart from lib/api.ts because that module is part of the signed-out
 * entry (the app shell asks who is signed in), and the screens that read lists in pages are lazy chunks.
 */

/**
 * Lists page (shared/schemas/paging.ts): the body is an array, and the next page's URL comes in
 * the `Link: <url>; rel="next"` header (RFC 8288), with `X-Next-Cursor` beside it. Null on the last page.
 */
export function nextPageUrl(res: Response, url: string): string | null {
  const link = res.headers.get('Link');
  const next = link && /<([^>]*)>\s*;\s*rel="?next"?/i.exec(link)?.[1];
  if (next) return next;
  const cursor = res.headers.get('X-Next-Cursor');
  if (!cursor) return null;
  const [path, query] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('cursor', cursor);
  return `${path}?${params.toString()}`;
}

/** One page of a list, and the URL of the next (null on the last). */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

export async function requestPage<T>(url: string, options?: RequestOptions): Promise<ListPage<T>> {
  const res = await apiRequest('GET', url, undefined, options);
  return { items: (await readJson<T[]>(res)) ?? [], next: nextPageUrl(res, url) };
}

/**
 * More pages than any list a racer is allowed reaches (50,000 versions are 100 pages of 500): a
 * server that kept naming a next page would otherwise be followed for ever.
 */
export const MAX_PAGES_FOLLOWED = 200;

/**
 * A list a racer needs whole (their cars, transponders, setups, tyre sets: a page or a few), every
 * page after the first followed by its next link, as one array: one cached answer for the screens.
 */
export async function requestAllPages<T>(url: string, options?: RequestOptions): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = url;
  for (let pages = 0; next && pages < MAX_PAGES_FOLLOWED; pages++) {
    const page: ListPage<T> = await requestPage<T>(next, options);
    items.push(...page.items);
    next = page.next;
  }
  return items;
}
