/**
 * `npm run bench:versions` (second half): bytes a version takes for a typical one-field change
 * (issue 15). Writes VERSIONS_STORED (10,000) one-field edits through the service, as the editor's
 * saves do, and reads how much the versions table and its index grew, divided by the versions:
 * SQLite's dbstat (pages allocated, and the rows' payload within them); PostgreSQL's
 * pg_total_relation_size (heap, index, TOAST and free space map).
 */
import { sql } from 'kysely';
import type { Db } from '../src/server/db';
import type { DialectName } from '../src/server/db/dialect';
import { setupSheets } from '../src/server/services/setup-sheets';
import { ACCOUNT_LIMITS } from '../src/shared/constants/account-limits';
import { setupSheetInputSchema } from '../src/shared/schemas/setup-sheet';
import { BENCH_DIALECTS, freshDatabase, TYPICAL_SHEET } from './versions-db';

const VERSIONS = Number(process.env.VERSIONS_STORED ?? 10_000);

interface Size {
  allocated: number;
  payload: number;
}

async function sizeOf(db: Db, dialect: DialectName): Promise<Size> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<Size>`
      select coalesce(sum(pgsize), 0) as allocated, coalesce(sum(payload), 0) as payload from dbstat
      where name = 'setup_sheet_versions' or name like 'sqlite_autoindex_setup_sheet_versions%'`.execute(db);
    return rows[0] as Size;
  }
  const { rows } = await sql<Size>`
    select pg_total_relation_size('setup_sheet_versions')::int as allocated,
      (select coalesce(sum(pg_column_size(v.*)), 0)::int from setup_sheet_versions v) as payload`.execute(db);
  return rows[0] as Size;
}

console.log(`${VERSIONS} one-field edits (front shock oil) per dialect\n`);
for (const dialect of BENCH_DIALECTS) {
  const { db, racer, close } = await freshDatabase(dialect);
  try {
    const sheet = await setupSheets.create(
      db,
      racer,
      setupSheetInputSchema.parse(TYPICAL_SHEET),
      ACCOUNT_LIMITS,
    );
    const before = await sizeOf(db, dialect);
    for (let i = 0; i < VERSIONS; i++)
      await setupSheets.update(
        db,
        racer,
        sheet.id,
        { frontShockOil: `${400 + (i % 8) * 25} cSt` },
        ACCOUNT_LIMITS,
      );
    const after = await sizeOf(db, dialect);
    const { changes } = await db
      .selectFrom('setupSheetVersions')
      .select('changes')
      .where('setupId', '=', sheet.id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    const per = (key: keyof Size) => ((after[key] - before[key]) / VERSIONS).toFixed(0);
    console.log(
      `${dialect}: ${per('allocated')} bytes per version on disk (table and index), ${per('payload')} bytes of row; ` +
        `the change itself: ${changes} (${Buffer.byteLength(changes)} bytes)`,
    );
  } finally {
    await close();
  }
}
