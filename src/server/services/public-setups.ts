import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { SETUP_SHEET_TUNING_KEYS, SHARE_FIELD_KEYS } from '../../shared/constants/setup-fields';
import type { PublicSetup, PublicSetupPage, publicSetupQuerySchema } from '../../shared/schemas/public-setup';
import type { SetupSheet } from '../../shared/schemas/setup-sheet';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { preparedQuery } from '../db/prepared-query';
import { notFound } from '../errors';
import { assertOwnCar } from './cars';
import { filenameOf, urlFor } from './files';
import { prefixUpperBound, tokenize } from './search-terms';
import { createSetupSheet } from './setup-sheets';

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

/** The copy owns its own copy of the attached file, so it outlives the original being un-shared. */
async function copyFile(db: Db, userId: number, url: string | null): Promise<string | null> {
  const filename = url ? filenameOf(url) : null;
  if (!filename) return null;
  const file = await db.selectFrom('files').selectAll().where('filename', '=', filename).executeTakeFirst();
  if (!file) return null;
  const copyName = `${randomBytes(16).toString('hex')}.${filename.split('.').pop()}`;
  await db
    .insertInto('files')
    .values({
      userId,
      filename: copyName,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      content: file.content,
      createdAt: nowIso(),
    })
    .execute();
  return urlFor(copyName);
}

/** "Copy to my setups": a private sheet the racer owns and can edit. */
export async function copyPublicSetup(
  db: Db,
  userId: number,
  id: number,
  rcCarId: number | null | undefined,
): Promise<SetupSheet> {
  const shared = await getPublicSetup(db, id);
  await assertOwnCar(db, userId, rcCarId);
  const fileUrl = await copyFile(db, userId, shared.fileUrl);
  const {
    id: _id,
    updatedAt: _updated,
    fileUrl: _file,
    publicTrackName,
    publicTrackConditions,
    ...fields
  } = shared;
  const name = [shared.eventName, shared.vehicleModel].filter(Boolean).join(' – ') || 'Community setup';
  return createSetupSheet(db, userId, {
    ...fields,
    name: `${name} (copy)`.slice(0, 100),
    rcCarId: rcCarId ?? null,
    publicTrackName,
    publicTrackConditions,
    trackName: publicTrackName,
    trackConditions: publicTrackConditions,
    fileUrl,
    fileType: fileUrl ? shared.fileType : null,
    fileName: fileUrl ? shared.fileName : null,
    useManufacturerSheet: !!fileUrl,
    isPublic: false,
    isCurrentlyInstalled: false,
  });
}
