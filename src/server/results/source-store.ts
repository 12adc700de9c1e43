import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { ResultSourcesTable } from '../db/schema-arrivals';
import type { PublishedRace } from '../heavy/published-page';

/** The poller's reads and writes of result_sources and source_races (issue 30). */

export type ResultSource = Selectable<ResultSourcesTable>;

/**
 * Sources whose time has come: not stopped, followed by someone (a source nobody follows any more
 * costs nothing), soonest first.
 */
export async function dueSourceIds(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('resultSources')
    .select('id')
    .where('nextFetchAt', '<=', now)
    .where('stoppedAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sourceFollows')
          .select('sourceFollows.id')
          .whereRef('sourceFollows.sourceId', '=', 'resultSources.id'),
      ),
    )
    .orderBy('nextFetchAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export function sourceById(db: Db, id: number): Promise<ResultSource | undefined> {
  return db.selectFrom('resultSources').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a poll changes in its source's row. */
export type SourceUpdate = Partial<
  Pick<
    ResultSource,
    | 'etag'
    | 'lastModified'
    | 'bodyHash'
    | 'lastFetchedAt'
    | 'lastChangedAt'
    | 'nextFetchAt'
    | 'failures'
    | 'lastError'
    | 'stoppedAt'
  >
>;

export async function updateSource(db: Db, id: number, update: SourceUpdate): Promise<void> {
  await db.updateTable('resultSources').set(update).where('id', '=', id).execute();
}

/**
 * A race read from a source, stored once: the unique (source, key) makes a race already stored, or
 * stored meanwhile by another instance, no new race. The new row's id, or null.
 */
export async function insertRace(
  db: Db,
  sourceId: number,
  race: PublishedRace,
  url: string,
  seenAt: number,
): Promise<number | null> {
  const row = await db
    .insertInto('sourceRaces')
    .values({
      sourceId,
      raceKey: race.raceKey,
      url,
      name: race.name,
      result: JSON.stringify(race.result),
      seenAt,
    })
    .onConflict((oc) => oc.columns(['sourceId', 'raceKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Which of an index's race pages were read already: those are not fetched again. */
export async function pagesRead(db: Db, sourceId: number, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .selectFrom('sourceRaces')
    .select('url')
    .distinct()
    .where('sourceId', '=', sourceId)
    .where('url', 'in', urls)
    .execute();
  return new Set(rows.map((r) => r.url));
}

/** Races not yet matched to every follower: new ones, and any an instance died before matching. */
export async function unmatchedRaceIds(db: Db, sourceId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sourceRaces')
    .select('id')
    .where('sourceId', '=', sourceId)
    .where('matchedAt', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * A source followed again after it stopped (the follow service calls this): it starts over, its
 * day counted from now. One still running is left on its schedule: following cannot make the
 * server fetch a page more often than its interval.
 */
export async function restartSource(db: Db, sourceId: number, now: number): Promise<void> {
  await db
    .updateTable('resultSources')
    .set({ stoppedAt: null, failures: 0, lastError: null, lastChangedAt: now, nextFetchAt: now })
    .where('id', '=', sourceId)
    .where('stoppedAt', 'is not', null)
    .execute();
}
