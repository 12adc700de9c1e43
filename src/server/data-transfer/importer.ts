import {
  ACCOUNT_LIMITS,
  type AccountLimitKind,
  type AccountLimits,
} from '../../shared/constants/account-limits';
import type { ImportReport } from '../../shared/schemas/data-transfer';
import type { Db } from '../db';
import { limitStatementTime } from '../db/statement-timeout';
import { ownerTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { assertImportFits } from '../services/account-limits';
import { ESC } from '../services/esc-setups';
import { type ImageMime, isImage, makeThumbnail } from '../services/image-variants';
import { SHEETS } from '../services/setup-sheets';
import { emptyReport, type ImportContext, type RacerData } from './import-context';
import { planFiles, writeFiles } from './import-files';
import {
  planCars,
  planTransponders,
  planTyreSets,
  writeCars,
  writeTransponders,
  writeTyreSets,
} from './import-records';
import { planMaintenance, planRuns, writeMaintenance, writeRuns } from './import-runs';
import { planSetups, writeSetups } from './import-setups';
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

/** What the racer holds of each limited kind, as the import read it (under their lock). */
function holdings(mine: RacerData): Record<AccountLimitKind, number> {
  const { data } = mine;
  const setups = [...data.setupSheets, ...data.escSetups] as Array<{ versions: unknown[] }>;
  return {
    cars: data.cars.length,
    transponders: data.transponders.length,
    tyreSets: data.tyreSets.length,
    setupSheets: data.setupSheets.length,
    escSetups: data.escSetups.length,
    setupVersions: setups.reduce((n, s) => n + s.versions.length, 0),
    runs: data.runs.length,
    maintenanceItems: data.maintenanceItems.length,
    maintenanceLog: data.maintenanceItems.reduce((n, i) => n + i.log.length, 0),
  };
}

/**
 * PostgreSQL ends any one statement of the import after this long (db/statement-timeout.ts): a
 * batch of 1,000 rows takes milliseconds, so only something gone wrong reaches it, and the
 * racer's connection and lock are given back instead of held for minutes.
 */
const IMPORT_STATEMENT_TIMEOUT_MS = 30_000;

export interface ImportOptions {
  dryRun: boolean;
  quotaBytes: number;
  /** The account limits (AppConfig.accountLimits); the shared defaults when not given. */
  limits?: AccountLimits;
}

/**
 * Imports an export into the racer's account in one transaction: every record is matched to the
 * racer's by its natural key (import-context.ts), created with a new id when new, and never
 * overwrites the racer's own. The whole file is planned first, writing nothing, so the storage
 * quota and the account limits refuse it before a row is written; then the new records are
 * written in batches. A dry run runs the very same code and rolls it back.
 */
export async function importExport(
  db: Db,
  userId: number,
  { data, files }: ReadExport,
  options: ImportOptions,
): Promise<ImportReport> {
  const thumbs = await thumbnailsFor(db, userId, files);
  try {
    return await ownerTransaction(db, userId, async (trx) => {
      await limitStatementTime(trx, IMPORT_STATEMENT_TIMEOUT_MS);
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
        lastPlaceholder: 0,
      };
      const newFiles = await planFiles(ctx, data, files, thumbs, options.quotaBytes);
      const cars = planCars(ctx, data);
      const transponders = planTransponders(ctx, data);
      const tyreSets = planTyreSets(ctx, data);
      const escs = planSetups(ctx, ESC, data.escSetups, mine.data.escSetups as never);
      const sheets = planSetups(ctx, SHEETS, data.setupSheets, mine.data.setupSheets as never);
      const runs = planRuns(ctx, data);
      const maintenance = planMaintenance(ctx, data);
      assertImportFits(options.limits ?? ACCOUNT_LIMITS, holdings(mine), ctx.report.created);

      await writeFiles(ctx, newFiles);
      await writeCars(ctx, cars);
      await writeTransponders(ctx, transponders);
      await writeTyreSets(ctx, tyreSets);
      await writeSetups(ctx, ESC, escs);
      await writeSetups(ctx, SHEETS, sheets);
      await writeRuns(ctx, runs);
      await writeMaintenance(ctx, maintenance);
      if (options.dryRun) throw new DryRunDone(ctx.report);
      return ctx.report;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  }
}
