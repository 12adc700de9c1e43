import type { AccountLimits } from '../../shared/constants/account-limits';
import type { SetupImpact } from '../../shared/schemas/run-impact';
import type {
  SetupInstall,
  SetupVersion,
  SetupVersionDetail,
  SetupVersionPatch,
} from '../../shared/schemas/setup-version';
import type { Db } from '../db';
import type { PageRequest } from '../db/keyset';
import { ownerTransaction } from '../db/transaction';
import { deleteUnusedBlobs } from './file-blobs';
import { ownsUpload } from './files';
import { ownsRecord } from './ownership';
import { setupImpactOf } from './run-impact';
import { installSetup } from './setup-installs';
import {
  findOwnSetup,
  type SaveChange,
  type SetupKind,
  toEntity,
  updateInTransaction,
  type Values,
} from './setup-records';
import { listVersions, patchVersion, versionDetail } from './setup-versions';

/**
 * A restored version's references that are gone since (a deleted car, ESC setup or attached file)
 * keep the setup's current value: a restore must not point a setup at nothing, and must not fail.
 */
async function stillValid(db: Db, userId: number, setup: Record<string, unknown>): Promise<Values> {
  const values: Values = { ...setup };
  if (typeof setup.rcCarId === 'number' && !(await ownsRecord(db, 'cars', userId, setup.rcCarId)))
    delete values.rcCarId;
  if (typeof setup.escSetupId === 'number' && !(await ownsRecord(db, 'escSetups', userId, setup.escSetupId)))
    delete values.escSetupId;
  if (typeof setup.fileUrl === 'string' && !(await ownsUpload(db, userId, setup.fileUrl))) {
    delete values.fileUrl;
    delete values.fileType;
    delete values.fileName;
  }
  return values;
}

/** POST …/versions/:version/restore: the setup's content becomes the version's, as a new version. */
export async function restoreVersion<T>(
  db: Db,
  kind: SetupKind,
  userId: number,
  id: number,
  version: number,
  limits: AccountLimits,
  baseVersion?: number,
): Promise<T> {
  const { row, freed } = await ownerTransaction(db, userId, async (trx) => {
    const { setup } = await versionDetail(trx, kind, userId, id, version);
    const values = await stillValid(trx, userId, setup);
    const change: SaveChange = { source: 'restore', note: `Restored version ${version}`, baseVersion };
    return updateInTransaction(trx, kind, userId, id, values, change, limits);
  });
  await deleteUnusedBlobs(db, freed);
  return toEntity<T>(row);
}

/** What every setup kind offers beside its list and writes: one setup, its history, a restore, what each version did. */
export interface SetupHistoryService<Entity> {
  get: (db: Db, userId: number, id: number) => Promise<Entity>;
  versions: (db: Db, userId: number, id: number, page: PageRequest) => Promise<SetupVersion[]>;
  version: (db: Db, userId: number, id: number, version: number) => Promise<SetupVersionDetail>;
  restore: (
    db: Db,
    userId: number,
    id: number,
    version: number,
    limits: AccountLimits,
    baseVersion?: number,
  ) => Promise<Entity>;
  patchVersion: (
    db: Db,
    userId: number,
    id: number,
    version: number,
    patch: SetupVersionPatch,
  ) => Promise<SetupVersion>;
  impact: (db: Db, userId: number, id: number) => Promise<SetupImpact>;
  /** POST …/:id/install (issue 29): onto its car, the note kept in History. */
  install: (db: Db, userId: number, id: number, input: SetupInstall) => Promise<Entity>;
}

export function setupHistory<Entity>(kind: SetupKind): SetupHistoryService<Entity> {
  return {
    get: async (db, userId, id) => (await findOwnSetup(db, kind, userId, id)) as Entity,
    versions: (db, userId, id, page) => listVersions(db, kind, userId, id, page),
    version: (db, userId, id, version) => versionDetail(db, kind, userId, id, version),
    restore: (db, userId, id, version, limits, baseVersion) =>
      restoreVersion<Entity>(db, kind, userId, id, version, limits, baseVersion),
    patchVersion: (db, userId, id, version, patch) => patchVersion(db, kind, userId, id, version, patch),
    impact: (db, userId, id) => setupImpactOf(db, kind, userId, id),
    install: (db, userId, id, input) =>
      installSetup<Entity>(db, kind, userId, id, { rcCarId: input.rcCarId, note: input.note ?? null }),
  };
}
