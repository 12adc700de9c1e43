import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '.';

// Marks where a named value goes while the query is built; never reaches the database.
const MARK = '\u0000rc-param:';

/** Names a value of the query; annotate it to declare the values: `param: Param<{ sid: string }>`. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

/**
 * A query built and compiled once per database, then run with new values. Kysely rebuilds,
 * re-plugins and re-compiles a query tree on every execute; on the session look-up that every
 * signed-in request makes, that took three times as long as SQLite took to answer. The SQL
 * text is the same Kysely would compile, so it stays dialect-neutral; values are marked by name
 * while building and swapped in by position, never spliced into the text.
 */
export function preparedQuery<P extends Record<string, unknown>, O>(
  build: (db: Db, param: Param<P>) => Compilable<O>,
): (db: Db, values: P) => Promise<O[]> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<O>; names: Array<(keyof P & string) | null> }>();
  const mark: Param<P> = (name) => `${MARK}${name}` as never;
  return async (db, values) => {
    let entry = compiled.get(db);
    if (!entry) {
      const query = build(db, mark).compile();
      const names = query.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(MARK) ? (p.slice(MARK.length) as keyof P & string) : null,
      );
      entry = { query, names };
      compiled.set(db, entry);
    }
    const { query, names } = entry;
    const parameters = query.parameters.map((fixed, i) => {
      const name = names[i];
      return name === null || name === undefined ? fixed : values[name];
    });
    const result = await db.executeQuery<O>({ ...query, parameters });
    return result.rows;
  };
}
