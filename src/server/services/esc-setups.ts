import { ESC_TUNING_KEYS } from '../../shared/constants/setup-fields';
import type { EscSetup, EscSetupUpdate, EscSetupValues } from '../../shared/schemas/esc-setup';
import type { SetupCopy } from '../../shared/schemas/setup-copy';
import type { Db } from '../db';
import { copyOwnSetup } from './setup-copies';
import { createSetup, deleteSetup, listSetups, type SetupKind, updateSetup } from './setup-records';
import { SETUP_BASE_COLUMNS } from './setup-sheets';

const ESC: SetupKind = {
  table: 'escSetups',
  columns: [...SETUP_BASE_COLUMNS, 'escMake', 'escModel', 'creator', ...ESC_TUNING_KEYS],
  notFoundMessage: 'ESC setup not found',
};

export const listEscSetups = (db: Db, userId: number) => listSetups<EscSetup>(db, ESC, userId);

/** SPEC §5: an empty creator becomes the racer's username. */
export const createEscSetup = (db: Db, userId: number, username: string, values: EscSetupValues) =>
  createSetup<EscSetup>(db, ESC, userId, { ...values, creator: values.creator || username });

export const updateEscSetup = (
  db: Db,
  userId: number,
  username: string,
  id: number,
  values: EscSetupUpdate,
) =>
  updateSetup<EscSetup>(
    db,
    ESC,
    userId,
    id,
    values.creator === null ? { ...values, creator: username } : values,
  );

export const deleteEscSetup = (db: Db, userId: number, id: number) => deleteSetup(db, ESC, userId, id);

export const copyEscSetup = (db: Db, userId: number, id: number, copy: SetupCopy, quotaBytes: number) =>
  copyOwnSetup<EscSetup>(db, ESC, userId, id, copy, quotaBytes);
