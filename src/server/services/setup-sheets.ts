import type { Transaction } from 'kysely';
import type { AccountLimits } from '../../shared/constants/account-limits';
import { SETUP_SHEET_TUNING_KEYS, SHARE_FIELD_KEYS } from '../../shared/constants/setup-fields';
import { REQUIRED_SHARE_FIELDS } from '../../shared/schemas/public-setup';
import type { SetupCopy } from '../../shared/schemas/setup-copy';
import type { SetupSheet, SetupSheetUpdate, SetupSheetValues } from '../../shared/schemas/setup-sheet';
import { BASE_DETAILS } from '../../shared/setup-content';
import type { Db } from '../db';
import type { PageRequest } from '../db/keyset';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { ownsRecord } from './ownership';
import { reindexSheet } from './search-terms';
import { copyOwnSetup, insertCopy } from './setup-copies';
import { setupHistory } from './setup-history';
import {
  createSetup,
  deleteSetup,
  listSetups,
  type SetupKind,
  splitSave,
  updateSetup,
} from './setup-records';
import type { SetupService } from './setup-service';
import { SHEET_TABLES } from './setup-versions';

export const SETUP_BASE_COLUMNS = [
  'id',
  ...BASE_DETAILS,
  'isPublic',
  'isCurrentlyInstalled',
  'version',
  'createdAt',
  'updatedAt',
  ...SHARE_FIELD_KEYS,
] as const;

/** A sheet links an ESC setup of the racer's own; another racer's looks the same as none. */
async function assertOwnEscSetup(db: Db, userId: number, id: unknown): Promise<void> {
  if (typeof id !== 'number') return;
  if (!(await ownsRecord(db, 'escSetups', userId, id)))
    throw badRequest('Choose one of your ESC setups', 'invalid_esc_setup');
}

/** The setup sheet kind, also read by compare (services/compare.ts). */
export const SHEETS: SetupKind = {
  ...SHEET_TABLES,
  columns: [...SETUP_BASE_COLUMNS, 'escSetupId', ...SETUP_SHEET_TUNING_KEYS],
  notFoundMessage: 'Setup sheet not found',
  // A public sheet must say who drove what, where (SPEC §5 share dialog); the server holds to it.
  validate: (sheet) => {
    if (!sheet.isPublic) return;
    const missing = REQUIRED_SHARE_FIELDS.find(([key]) => !String(sheet[key] ?? '').trim());
    if (missing) throw badRequest(missing[1], 'share_incomplete');
  },
  afterWrite: (trx, row) => reindexSheet(trx, row as Parameters<typeof reindexSheet>[1]),
  checkReferences: (db, userId, values) => assertOwnEscSetup(db, userId, values.escSetupId),
};

export const listSetupSheets = (db: Db, userId: number, page: PageRequest) =>
  listSetups<SetupSheet>(db, SHEETS, userId, page);
/** A copy written inside the caller's ownerTransaction (setup-copies.ts insertCopy). */
export const insertSetupSheetCopy = (
  trx: Transaction<Database>,
  userId: number,
  values: Omit<SetupSheetValues, 'changeNote' | 'changeSource'>,
  quotaBytes: number,
  limits: AccountLimits,
  note: string,
) => insertCopy<SetupSheet>(trx, SHEETS, userId, values, quotaBytes, limits, { source: 'copy', note });

/** What the setup routes call (routes/setup-routes.ts). */
export const setupSheets: SetupService<SetupSheet, SetupSheetValues, SetupSheetUpdate, SetupCopy> = {
  ...setupHistory<SetupSheet>(SHEETS),
  list: listSetupSheets,
  create: (db, racer, input, limits) => {
    const { values, change } = splitSave(input, 'create');
    return createSetup<SetupSheet>(db, SHEETS, racer.id, values, limits, change);
  },
  update: (db, racer, id, input, limits, baseVersion) => {
    const { values, change } = splitSave(input, 'edit', baseVersion);
    return updateSetup<SetupSheet>(db, SHEETS, racer.id, id, values, limits, change);
  },
  remove: (db, userId, id) => deleteSetup(db, SHEETS, userId, id),
  copy: (db, userId, id, copy, quotaBytes, limits) =>
    copyOwnSetup<SetupSheet>(db, SHEETS, userId, id, copy, quotaBytes, limits),
};
