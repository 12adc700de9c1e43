import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * Keyset paging (issue 28): a page is "the next N rows after these sort keys", read with a plain
 * comparison both dialects index, never an OFFSET that re-reads every earlier row. The last key is
 * always the id, so the keys of a row are unique and a page boundary is exact: a row inserted
 * before the cursor's position is never sent again, and none after it is skipped.
 */

export type KeyValue = string | number;

export interface KeyColumn {
  /** The column, as the query names it ('id', 'v.version'). */
  column: string;
  desc?: boolean;
  /** What a cursor may hold for it: a whole number, or text (ISO timestamps, dates). */
  type: 'int' | 'text';
}

/** How a list is ordered: its key columns (the id last) and how to read them off a record. */
export interface ListOrder<T> {
  columns: readonly KeyColumn[];
  keysOf: (item: T) => KeyValue[];
}

/** What one page asks for: at most `limit` rows after `after` (the previous page's last keys). */
export interface PageRequest {
  limit: number;
  after?: readonly KeyValue[];
}

/**
 * Orders the query by the key columns, keeps the rows after the cursor and takes `limit` of them.
 * "After" in a mixed order (retired ascending, then newest first) is the usual expansion:
 * k0 beyond, or k0 equal and k1 beyond, or k0 and k1 equal and k2 beyond…
 */
// biome-ignore lint/suspicious/noExplicitAny: the helper serves every table's select alike
export function keysetPage<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  columns: readonly KeyColumn[],
  page: PageRequest,
): Q {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  let q = query as SelectQueryBuilder<any, any, any>;
  const after = page.after;
  if (after) {
    q = q.where((eb) =>
      eb.or(
        columns.map((key, i) =>
          eb.and([
            ...columns.slice(0, i).map((earlier, j) => eb(sql.ref(earlier.column), '=', after[j])),
            eb(sql.ref(key.column), key.desc ? '<' : '>', after[i]),
          ]),
        ),
      ),
    );
  }
  for (const key of columns) q = q.orderBy(sql.ref(key.column), key.desc ? 'desc' : 'asc');
  return q.limit(page.limit) as Q;
}
