import { ESC_TUNING_KEYS } from '../../shared/constants/setup-fields';
import type { EscSetup, EscSetupUpdate, EscSetupValues } from '../../shared/schemas/esc-setup';
import type { SetupCopy } from '../../shared/schemas/setup-copy';
import type { Db } from '../db';
import type { PageRequest } from '../db/keyset';
import { copyOwnSetup } from './setup-copies';
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
import { SETUP_BASE_COLUMNS } from './setup-sheets';
import { detachFromSetups, ESC_TABLES, SHEET_TABLES } from './setup-versions';

/** The ESC setup kind, also read by compare (services/compare.ts). */
export const ESC: SetupKind = {
  ...ESC_TABLES,
  columns: [...SETUP_BASE_COLUMNS, 'escMake', 'escModel', 'creator', ...ESC_TUNING_KEYS],
  notFoundMessage: 'ESC setup not found',
  // The sheets that ran with it keep their history whole: the link goes as a version of each.
  beforeDelete: (trx, userId, row) =>
    detachFromSetups(
      trx,
      SHEET_TABLES,
      userId,
      'escSetupId',
      row.id as number,
      `ESC setup deleted: ${String(row.name)}`,
    ),
};

export const listEscSetups = (db: Db, userId: number, page: PageRequest) =>
  listSetups<EscSetup>(db, ESC, userId, page);

/** What the setup routes call (routes/setup-routes.ts). SPEC §5: an empty creator is the racer's username. */
export const escSetups: SetupService<EscSetup, EscSetupValues, EscSetupUpdate, SetupCopy> = {
  ...setupHistory<EscSetup>(ESC),
  list: listEscSetups,
  create: (db, racer, input, limits) => {
    const { values, change } = splitSave(input, 'create');
    return createSetup<EscSetup>(
      db,
      ESC,
      racer.id,
      { ...values, creator: values.creator || racer.username },
      limits,
      change,
    );
  },
  update: (db, racer, id, input, limits, baseVersion) => {
    const { values, change } = splitSave(input, 'edit', baseVersion);
    const withCreator = values.creator === null ? { ...values, creator: racer.username } : values;
    return updateSetup<EscSetup>(db, ESC, racer.id, id, withCreator, limits, change);
  },
  remove: (db, userId, id) => deleteSetup(db, ESC, userId, id),
  copy: (db, userId, id, copy, quotaBytes, limits) =>
    copyOwnSetup<EscSetup>(db, ESC, userId, id, copy, quotaBytes, limits),
};
