import type { Transaction } from 'kysely';
import type { AccountLimits } from '../../shared/constants/account-limits';
import { copyName, type SetupCopy } from '../../shared/schemas/setup-copy';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { copyUpload } from './files';
import { findOwnSetup, insertSetup, type SetupKind } from './setup-records';
import type { VersionChange } from './setup-versions';

const NOTES_MAX = 5000;

type CopyValues = Record<string, unknown> & {
  fileUrl?: string | null;
  fileType?: unknown;
  fileName?: unknown;
};

/**
 * The one way a setup is copied, whatever it is copied from (a community setup, one of the
 * racer's own, the wizard's changes): inside the racer's ownerTransaction, the attached file gets
 * a record of the racer's own naming the same stored bytes (files.ts copyUpload, which also holds
 * the quota check), and the copy is written private and not installed.
 */
export async function insertCopy<T>(
  trx: Transaction<Database>,
  kind: SetupKind,
  userId: number,
  values: CopyValues,
  quotaBytes: number,
  limits: AccountLimits,
  change: VersionChange,
): Promise<T> {
  const fileUrl = await copyUpload(trx, userId, values.fileUrl ?? null, quotaBytes);
  return insertSetup<T>(
    trx,
    kind,
    userId,
    {
      ...values,
      fileUrl,
      fileType: fileUrl ? values.fileType : null,
      fileName: fileUrl ? values.fileName : null,
      isPublic: false,
      isCurrentlyInstalled: false,
    },
    limits,
    change,
  );
}

/** A copy of one of the racer's own setups, with `copy.changes` written over its tuning values. */
export function copyOwnSetup<T>(
  db: Db,
  kind: SetupKind,
  userId: number,
  id: number,
  copy: SetupCopy,
  quotaBytes: number,
  limits: AccountLimits,
): Promise<T> {
  return ownerTransaction(db, userId, async (trx) => {
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      version,
      ...source
    } = await findOwnSetup(trx, kind, userId, id);
    const notes = [copy.note, source.notes].filter(Boolean).join('\n\n').slice(0, NOTES_MAX);
    const values = {
      ...source,
      ...copy.changes,
      name: copyName(String(source.name), copy.suffix),
      notes: notes || null,
    };
    // The wizard's copy records its recommendations; a plain copy, where it came from.
    const change: VersionChange =
      copy.suffix === 'wizard'
        ? { source: 'wizard', note: copy.note || 'Tuning wizard recommendations' }
        : { source: 'copy', note: `Copied from “${String(source.name)}” (version ${String(version)})` };
    return insertCopy<T>(trx, kind, userId, values as CopyValues, quotaBytes, limits, change);
  });
}
