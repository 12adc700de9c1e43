import type { z } from 'zod';
import type { AccountLimits } from '../../shared/constants/account-limits';
import { SETUP_SHEET_TUNING_KEYS, SHARE_FIELD_KEYS } from '../../shared/constants/setup-fields';
import type { PublicSetup, PublicSetupPage, publicSetupQuerySchema } from '../../shared/schemas/public-setup';
import { copyName } from '../../shared/schemas/setup-copy';
import type { SetupSheet } from '../../shared/schemas/setup-sheet';
import type { Db } from '../db';
import { preparedQuery } from '../db/prepared-query';
import { ownerTransaction } from '../db/transaction';
import { notFound } from '../errors';
import { assertOwnCar } from './cars';
import { prefixUpperBound, tokenize } from './search-terms';
import { insertSetupSheetCopy } from './setup-sheets';

const PUBLIC_COLUMNS = [
  'id',
  ...SHARE_FIELD_KEYS,
  'notes',
  'trackSurface',
  'trackSurfaceTreatment',
  'fileUrl',
  'fileType',
  'fileName',
  'updatedAt',
  ...SETUP_SHEET_TUNING_KEYS,
] as const;

const NOT_SHARED = 'Shared setup not found';
type Query = z.output<typeof publicSetupQuerySchema>;

function filtered(db: Db, query: Query) {
  let q = db.selectFrom('setupSheets').where('isPublic', '=', 1);
  // Every word must match the start of some word of the setup, each by an indexed range scan.
  for (const word of tokenize(query.q).slice(0, 8)) {
    q = q.where('id', 'in', (eb) =>
      eb
        .selectFrom('publicSetupTerms')
        .select('setupSheetId')
        .where('term', '>=', word)
        .where('term', '<', prefixUpperBound(word)),
    );
  }
  if (query.manufacturer) q = q.where('vehicleMake', '=', query.manufacturer);
  if (query.model) q = q.where('vehicleModel', '=', query.model);
  if (query.surface) q = q.where('trackSurface', '=', query.surface);
  if (query.conditions) q = q.where('publicTrackConditions', '=', query.conditions);
  return q;
}

// Every community request reads it, so it is compiled once rather than per request.
const revisionRow = preparedQuery((db) =>
  db.selectFrom('publicRevision').select('revision').where('id', '=', 1),
);

/** The revision of everything shared (migration 0004): it moves whenever any shared setup changes. */
export async function publicRevision(db: Db): Promise<number> {
  const [row] = await revisionRow(db, {});
  return row?.revision ?? 0;
}

export async function searchPublicSetups(db: Db, query: Query): Promise<PublicSetupPage> {
  const base = filtered(db, query);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let items = base.select(PUBLIC_COLUMNS);
  items =
    query.sort === 'name'
      ? items.orderBy('eventName').orderBy('vehicleModel').orderBy('id')
      : items.orderBy('updatedAt', 'desc').orderBy('id', 'desc');
  const rows = await items
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { items: rows, total: Number(count.total), page: query.page, pageSize: query.pageSize };
}

/** "Winter Series R2 – EB48 2.2": what a community setup is called in a copy and in compare. */
export const publicSetupName = (shared: Pick<PublicSetup, 'eventName' | 'vehicleModel'>): string =>
  [shared.eventName, shared.vehicleModel].filter(Boolean).join(' – ') || 'Community setup';

export async function getPublicSetup(db: Db, id: number): Promise<PublicSetup> {
  const row = await db
    .selectFrom('setupSheets')
    .select(PUBLIC_COLUMNS)
    .where('id', '=', id)
    .where('isPublic', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_SHARED);
  return row;
}

/**
 * "Copy to my setups": a private sheet the racer owns and can edit. The attached file gets a
 * record of the racer's own that shares the original's stored bytes (services/files.ts copyUpload),
 * so it outlives the original being un-shared or deleted and costs no second copy on disk.
 * File record and sheet are written in one transaction of the copier: a refused copy leaves
 * neither. Both are new rows no other transaction can hold, so writing the file record before the
 * sheet (which must name a file of the racer's) cannot upset the racer → car → setups → files order.
 */
export async function copyPublicSetup(
  db: Db,
  userId: number,
  id: number,
  rcCarId: number | null | undefined,
  quotaBytes: number,
  limits: AccountLimits,
): Promise<SetupSheet> {
  return ownerTransaction(db, userId, async (trx) => {
    const shared = await getPublicSetup(trx, id);
    await assertOwnCar(trx, userId, rcCarId);
    const { id: _id, updatedAt: _updated, publicTrackName, publicTrackConditions, ...fields } = shared;
    const name = publicSetupName(shared);
    const copy = {
      ...fields,
      name: copyName(name, 'copy'),
      rcCarId: rcCarId ?? null,
      publicTrackName,
      publicTrackConditions,
      trackName: publicTrackName,
      trackConditions: publicTrackConditions,
      useManufacturerSheet: !!shared.fileUrl,
    };
    const by = shared.driverName ? ` by ${shared.driverName}` : '';
    return insertSetupSheetCopy(
      trx,
      userId,
      copy,
      quotaBytes,
      limits,
      `Copied from community setup “${name}”${by}`,
    );
  });
}
