import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely';
import { dialectOf } from './dialect';
import * as initial from './migrations/0001-initial';
import * as publicSearch from './migrations/0002-public-search';
import * as dataRevision from './migrations/0003-data-revision';
import * as publicRevision from './migrations/0004-public-revision';
import * as knownDevices from './migrations/0005-known-devices';
import * as fileBlobs from './migrations/0006-file-blobs';
import * as usernameKey from './migrations/0007-username-key';
import * as imageVariants from './migrations/0008-image-variants';
import * as completeSheet from './migrations/0009-complete-sheet';
import * as idempotencyKeys from './migrations/0010-idempotency-keys';
import * as setupVersions from './migrations/0011-setup-versions';
import * as runs from './migrations/0012-runs';
import * as shareLinks from './migrations/0013-share-links';
import * as tyreSets from './migrations/0014-tyre-sets';
import * as maintenance from './migrations/0015-maintenance';
import * as statementRevision from './migrations/0016-statement-revision';
import * as raceDay from './migrations/0017-race-day';
import * as setupInstalls from './migrations/0018-setup-installs';
import * as arrivals from './migrations/0019-arrivals';
import * as changeNotices from './migrations/0020-change-notices';
import * as kitSheetFields from './migrations/0021-kit-sheet-fields';

// Migrations are imported statically so the bundled server carries them with it.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-public-search': publicSearch,
  '0003-data-revision': dataRevision,
  '0004-public-revision': publicRevision,
  '0005-known-devices': knownDevices,
  '0006-file-blobs': fileBlobs,
  '0007-username-key': usernameKey,
  '0008-image-variants': imageVariants,
  '0009-complete-sheet': completeSheet,
  '0010-idempotency-keys': idempotencyKeys,
  '0011-setup-versions': setupVersions,
  '0012-runs': runs,
  '0013-share-links': shareLinks,
  '0014-tyre-sets': tyreSets,
  '0015-maintenance': maintenance,
  '0016-statement-revision': statementRevision,
  '0017-race-day': raceDay,
  '0018-setup-installs': setupInstalls,
  '0019-arrivals': arrivals,
  '0020-change-notices': changeNotices,
  '0021-kit-sheet-fields': kitSheetFields,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  // On PostgreSQL the migrator would otherwise find its bookkeeping tables in any schema on the
  // search path's database, so another schema's tables could stand in for this one's.
  const schema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

function check({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  check(await (await migratorFor(db)).migrateToLatest());
}

/** Up or down to the named migration (tests of a migration start from the one before it). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  check(await (await migratorFor(db)).migrateTo(name));
}
