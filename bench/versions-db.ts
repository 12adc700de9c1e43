import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDatabase } from '../src/server/db';
import type { DialectName } from '../src/server/db/dialect';
import { privatePgSchema } from '../src/server/test/harness';
import { insertEarlierRacer } from '../src/server/test/migration-db';

/** The dialects the version benchmarks run on: SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const BENCH_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * A fresh, migrated database as the app opens it (SQLite: a file in WAL mode with full sync;
 * PostgreSQL: a private schema), with one racer in it.
 */
export async function freshDatabase(dialect: DialectName): Promise<{
  db: Db;
  racer: { id: number; username: string };
  sqliteFile?: string;
  close: () => Promise<void>;
}> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-versions-'));
    const sqliteFile = path.join(dir, 'rc-setup.db');
    const database = await openDatabase({ sqliteFile });
    const racer = { id: await insertEarlierRacer(database.db), username: 'old' };
    return {
      db: database.db,
      racer,
      sqliteFile,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const pg = await privatePgSchema();
  const database = await openDatabase({ databaseUrl: pg.url });
  const racer = { id: await insertEarlierRacer(database.db), username: 'old' };
  return {
    db: database.db,
    racer,
    close: async () => {
      await database.close();
      await pg.drop();
    },
  };
}

/** A sheet as racers fill them in (the load benchmark's seed writes the same). */
export const TYPICAL_SHEET = {
  name: 'Clay Kings 3',
  trackName: 'Clay Kings',
  trackSurface: 'Clay',
  trackConditions: 'Dry/Dusty',
  notes: 'Seeded for the benchmark',
  frontCamber: '-2°',
  frontShockOil: '450 cSt',
  rearShockOil: '400 cSt',
  frontDiffOil: '7000 cSt',
  centerDiffOil: '10000 cSt',
  rearDiffOil: '3000 cSt',
};
