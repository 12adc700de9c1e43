import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Item = Record<string, unknown>;

/**
 * How a queued write shows in a cached list until it is sent: the item as it was (null: created
 * offline) and as it is now (null: deleted offline). Kept with the write, so a discarded write can be
 * taken back out of the list.
 */
export interface ListChange {
  queryKey: QueryKey;
  id: number;
  /** The field the list's items are told apart by ('id', or 'version' in a setup's history). */
  idField?: string;
  before: Item | null;
  after: Item | null;
}

function replace(list: readonly Item[], change: ListChange, item: Item | null): Item[] {
  const field = change.idField ?? 'id';
  const rest = list.filter((entry) => entry[field] !== change.id);
  if (!item) return rest;
  const at = list.findIndex((entry) => entry[field] === change.id);
  // An edit keeps its place; a new item goes first, as the server lists the newest first.
  return at < 0 ? [item, ...rest] : list.map((entry) => (entry[field] === change.id ? item : entry));
}

/** A list loaded a page at a time (useInfiniteQuery): a setup's history, a car's runs. */
interface PagedList {
  pages: Array<{ items: Item[]; next: string | null }>;
  pageParams: unknown[];
}
type CachedList = Item[] | PagedList;

const itemsOf = (list: CachedList | undefined): Item[] =>
  !list ? [] : Array.isArray(list) ? list : list.pages.flatMap((page) => page.items);

/** The change laid into a whole list, or into the page that holds the item (a new one: the first). */
function changed(list: CachedList, change: ListChange, item: Item | null): CachedList {
  if (Array.isArray(list)) return replace(list, change, item);
  const field = change.idField ?? 'id';
  const holding = list.pages.findIndex((page) => page.items.some((entry) => entry[field] === change.id));
  const at = Math.max(holding, 0);
  return {
    ...list,
    pages: list.pages.map((page, i) =>
      i === at ? { ...page, items: replace(page.items, change, item) } : page,
    ),
  };
}

/** The item as the list holds it now, if the list is cached. */
export function cachedItem<T extends object>(
  client: QueryClient,
  queryKey: QueryKey,
  id: number,
  idField = 'id',
): T | undefined {
  return itemsOf(client.getQueryData<CachedList>(queryKey)).find((entry) => entry[idField] === id) as
    | T
    | undefined;
}

export function applyListChange(client: QueryClient, change: ListChange): void {
  client.setQueryData<CachedList>(change.queryKey, (list) => list && changed(list, change, change.after));
}

/**
 * Undoes a discarded write in the list, unless a later change has moved the item on since (that
 * one's own "before" then still holds this write's values, and the server's copy replaces both once
 * the phone is online).
 */
export function revertListChange(client: QueryClient, change: ListChange): void {
  const now = cachedItem(client, change.queryKey, change.id, change.idField) ?? null;
  if (JSON.stringify(now) !== JSON.stringify(change.after)) return;
  client.setQueryData<CachedList>(change.queryKey, (list) => list && changed(list, change, change.before));
}

/** The stand-in of an edit made offline: the cached item with the change laid over it. */
export function editedInList<T extends object>(
  client: QueryClient,
  queryKey: QueryKey,
  id: number,
  patch: object,
  idField = 'id',
): { data: T; change?: ListChange } {
  const before = cachedItem<T>(client, queryKey, id, idField) as Item | undefined;
  const after: Item = { ...before, ...patch, [idField]: id };
  return { data: after as T, change: before ? { queryKey, id, idField, before, after } : undefined };
}

/** The stand-in of a record created offline: first in its cached list under its stand-in id. */
export function addedToList<T extends object>(
  queryKey: QueryKey,
  item: Item & { id: number },
): { data: T; change: ListChange } {
  return { data: item as T, change: { queryKey, id: item.id, before: null, after: item } };
}
