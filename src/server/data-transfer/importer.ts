import type { ImportReport } from '../../shared/schemas/data-transfer';
import type { Db } from '../db';
import { ownerTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { ESC } from '../services/esc-setups';
import { type ImageMime, isImage, makeThumbnail } from '../services/image-variants';
import { SHEETS } from '../services/setup-sheets';
import { emptyReport, type ImportContext } from './import-context';
import { importCars, importFiles, importTransponders, importTyreSets } from './import-records';
import { importMaintenance, importRuns } from './import-runs';
import { importSetups } from './import-setups';
import { readRacerData } from './racer-data';
import type { ExportFile, ReadExport } from './read-export';

/** Carries a dry run's report out of the transaction it rolls back. */
class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

/**
 * Thumbnails for the images the racer does not have yet, made before the transaction (decoding
 * holds no lock). An image that does not decode is refused by its place in the zip.
 */
async function thumbnailsFor(db: Db, userId: number, files: ExportFile[]): Promise<Map<number, Buffer>> {
  const rows = await db
    .selectFrom('files')
    .innerJoin('fileBlobs', 'fileBlobs.id', 'files.blobId')
    .select('fileBlobs.digest')
    .where('files.userId', '=', userId)
    .execute();
  const have = new Set(rows.map((r) => r.digest));
  const thumbs = new Map<number, Buffer>();
  for (const file of files) {
    if (have.has(file.digest) || !isImage(file.mime as ImageMime)) continue;
    try {
      thumbs.set(file.index, await makeThumbnail(Buffer.from(file.bytes), file.mime as ImageMime));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(400, `files[${file.index}]: ${error.message}`, 'invalid_export');
    }
  }
  return thumbs;
}

/**
 * Imports an export into the racer's account in one transaction: every record is matched to the
 * racer's by its natural key (import-context.ts), created with a new id when new, and never
 * overwrites the racer's own. A dry run runs the very same code and rolls it back.
 */
export async function importExport(
  db: Db,
  userId: number,
  { data, files }: ReadExport,
  options: { dryRun: boolean; quotaBytes: number },
): Promise<ImportReport> {
  const thumbs = await thumbnailsFor(db, userId, files);
  try {
    return await ownerTransaction(db, userId, async (trx) => {
      const mine = await readRacerData(trx, userId, false);
      const ctx: ImportContext = {
        trx,
        userId,
        mine,
        report: emptyReport(options.dryRun),
        cars: new Map(),
        tyreSets: new Map(),
        setupSheets: new Map(),
        escSetups: new Map(),
        urls: new Map(),
        newCars: new Set(),
      };
      await importFiles(ctx, data, files, thumbs, options.quotaBytes);
      await importCars(ctx, data);
      await importTransponders(ctx, data);
      await importTyreSets(ctx, data);
      await importSetups(ctx, ESC, data.escSetups, mine.data.escSetups as never);
      await importSetups(ctx, SHEETS, data.setupSheets, mine.data.setupSheets as never);
      await importRuns(ctx, data);
      await importMaintenance(ctx, data);
      if (options.dryRun) throw new DryRunDone(ctx.report);
      return ctx.report;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  }
}
