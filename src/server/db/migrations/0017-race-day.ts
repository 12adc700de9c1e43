import type { Kysely } from 'kysely';
import { runStats } from '../../../shared/run-stats';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;

/**
 * Race-day numbers (issue 29). A run says whether its lap 1 is a start segment (`start_segment`,
 * 0/1), keeps the race it was (`race`, JSON: class, race, round, position, gaps) and the race's
 * field (`field`, JSON: every driver's laps, read only by the run's own page), and the browser's
 * own name for it (`client_ref`, unique per racer), so a run sent twice from a phone is one run.
 *
 * Stats gain the clean laps' mean, the laps' resolution and the figures taken from the file; they
 * are worked out again here by the code of the day (src/shared/run-stats.ts), with the official
 * figures a run kept. A run imported before this knew no start segment; where its file's own fastest
 * lap is slower than its lap 1, the file did not count lap 1 as a lap, so it is marked one.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('runs')
    .addColumn('start_segment', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('runs').addColumn('race', 'text').execute();
  await db.schema.alterTable('runs').addColumn('field', 'text').execute();
  await db.schema.alterTable('runs').addColumn('client_ref', 'text').execute();
  await db.schema
    .createIndex('runs_client_ref_idx')
    .on('runs')
    .columns(['user_id', 'client_ref'])
    .unique()
    .execute();
  await recomputeStats(db);
}

const BATCH = 500;

async function recomputeStats(db: Db): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; laps: string; official: string | null }> = await db
      .selectFrom('runs')
      .select(['id', 'laps', 'official'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const laps = (JSON.parse(row.laps) as Array<[number, number]>).map(([lapNo, timeMs]) => ({
        lapNo,
        timeMs,
      }));
      const official = row.official ? JSON.parse(row.official) : null;
      const first = laps[0]?.timeMs;
      const startSegment =
        official?.bestMs != null && first !== undefined && laps.length > 1 && first < official.bestMs;
      await db
        .updateTable('runs')
        .set({
          start_segment: startSegment ? 1 : 0,
          stats: JSON.stringify(runStats({ laps, startSegment, official })),
        })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('runs_client_ref_idx').execute();
  for (const column of ['client_ref', 'field', 'race', 'start_segment'])
    await db.schema.alterTable('runs').dropColumn(column).execute();
}
