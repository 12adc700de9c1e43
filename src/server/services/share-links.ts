import { randomBytes } from 'node:crypto';
import type { AccountLimits } from '../../shared/constants/account-limits';
import {
  ESC_TUNING_KEYS,
  SETUP_SHEET_TUNING_KEYS,
  SHARE_FIELD_KEYS,
} from '../../shared/constants/setup-fields';
import type { EscSetup } from '../../shared/schemas/esc-setup';
import { copyName } from '../../shared/schemas/setup-copy';
import type { SetupSheet } from '../../shared/schemas/setup-sheet';
import { type SharedKind, type SharedSetup, sharedSetupName } from '../../shared/schemas/share-link';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { ownerTransaction } from '../db/transaction';
import { notFound } from '../errors';
import { ESC } from './esc-setups';
import { insertCopy } from './setup-copies';
import { findOwnSetup, loose, type SetupKind } from './setup-records';
import { SHEETS } from './setup-sheets';

const NOT_SHARED = 'Shared setup not found';

/** Each kind: its setup rules, the link's column naming it, and what a visitor may see of it. */
const KINDS = {
  'setup-sheet': {
    setup: SHEETS,
    column: 'setupSheetId',
    visible: [...SETUP_SHEET_TUNING_KEYS],
  },
  'esc-setup': {
    setup: ESC,
    column: 'escSetupId',
    visible: ['escMake', 'escModel', ...ESC_TUNING_KEYS],
  },
} as const satisfies Record<SharedKind, { setup: SetupKind; column: string; visible: readonly string[] }>;

const VISIBLE_COMMON = [...SHARE_FIELD_KEYS, 'trackSurface', 'trackSurfaceTreatment', 'updatedAt'] as const;

/** 16 URL-safe characters (96 random bits): nobody finds a link by guessing. */
const newSlug = () => randomBytes(12).toString('base64url');

/**
 * The racer's link to one of their setups (404 when the setup is not theirs). Posting again answers
 * the live link rather than making a second: the racer's ownerTransaction serialises their writes,
 * and the unique index on the setup's column holds it if anything slips past.
 */
export function createShareLink(db: Db, kind: SharedKind, userId: number, setupId: number): Promise<string> {
  const { setup, column } = KINDS[kind];
  return ownerTransaction(db, userId, async (trx) => {
    await findOwnSetup(trx, setup, userId, setupId);
    const live = await trx
      .selectFrom('shareLinks')
      .select('slug')
      .where(column, '=', setupId)
      .executeTakeFirst();
    if (live) return live.slug;
    const slug = newSlug();
    await trx
      .insertInto('shareLinks')
      .values({ slug, userId, [column]: setupId, createdAt: nowIso() })
      .execute();
    return slug;
  });
}

/** "Stop sharing": the link goes, so its slug answers 404. No link is not an error. */
export function revokeShareLink(db: Db, kind: SharedKind, userId: number, setupId: number): Promise<void> {
  const { setup, column } = KINDS[kind];
  return ownerTransaction(db, userId, async (trx) => {
    await findOwnSetup(trx, setup, userId, setupId);
    await trx.deleteFrom('shareLinks').where(column, '=', setupId).where('userId', '=', userId).execute();
  });
}

/** The setup a link shows, as anyone may see it; unknown or revoked → 404. */
export async function getSharedSetup(db: Db, slug: string): Promise<SharedSetup> {
  const link = await db
    .selectFrom('shareLinks')
    .select(['setupSheetId', 'escSetupId'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  const kind: SharedKind | null = link?.setupSheetId ? 'setup-sheet' : link?.escSetupId ? 'esc-setup' : null;
  if (!link || !kind) throw notFound(NOT_SHARED);
  const { setup, visible } = KINDS[kind];
  const row = await loose(db)
    .selectFrom(setup.table)
    .select([...VISIBLE_COMMON, ...visible])
    .where('id', '=', link.setupSheetId ?? link.escSetupId)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_SHARED);
  return { ...row, kind } as SharedSetup;
}

/**
 * "Copy to my setups" from a link: a private setup of the racer's own with what the link shows
 * (the share fields, surface and tuning values), the one way copies are written (setup-copies.ts).
 */
export function copySharedSetup(
  db: Db,
  userId: number,
  slug: string,
  quotaBytes: number,
  limits: AccountLimits,
): Promise<SetupSheet | EscSetup> {
  return ownerTransaction(db, userId, async (trx) => {
    const shared = await getSharedSetup(trx, slug);
    const { kind, updatedAt: _updated, ...fields } = shared;
    const values = {
      ...fields,
      name: copyName(sharedSetupName(shared), 'copy'),
      rcCarId: null,
      trackName: shared.publicTrackName,
      trackConditions: shared.publicTrackConditions,
      useManufacturerSheet: false,
    };
    const by = shared.driverName ? ` by ${shared.driverName}` : '';
    return insertCopy<SetupSheet | EscSetup>(trx, KINDS[kind].setup, userId, values, quotaBytes, limits, {
      source: 'copy',
      note: `Copied from a shared link${by}`,
    });
  });
}
