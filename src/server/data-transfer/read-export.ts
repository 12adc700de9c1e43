import { strFromU8, unzipSync } from 'fflate';
import type { z } from 'zod';
import { EXPORT_SCHEMA_VERSION } from '../../shared/schemas/data-transfer';
import { findUnstorableText } from '../../shared/storable-text';
import { AppError, badRequest } from '../errors';
import { digestOf } from '../services/file-blobs';
import { detectFileType } from '../services/file-types';
import { EXPORT_APP, type ExportData, exportDataSchema } from './format';
import { danglingReference } from './references';

/** How much a zip may unpack to beyond the racer's files (data.json and the spreadsheets). */
const ROOM_FOR_DATA = 128 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

const NOT_A_ZIP = 'This file is not a zip. Choose the .zip file "Download my data" saved.';
const NO_DATA = 'This file is not an RC Setup Assistant export: it has no data.json';

const invalid = (message: string) => badRequest(message, 'invalid_export');

/** zod's path as a reader writes it: `cars[2].name`. */
export function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/**
 * Unpacks the zip, refusing what a real export never is before inflating it: more entries, or
 * more bytes than the racer's quota and their data could fill (a zip bomb). Sizes are the
 * zip's own claims; fflate inflates into a buffer of the claimed size and never past it.
 */
function unzip(body: Buffer, quotaBytes: number): Record<string, Uint8Array> {
  const maxBytes = quotaBytes + ROOM_FOR_DATA;
  let entries = 0;
  let total = 0;
  try {
    return unzipSync(body, {
      filter: (file) => {
        entries += 1;
        total += file.originalSize;
        if (entries > MAX_ENTRIES || total > maxBytes)
          throw new AppError(
            400,
            `This zip unpacks to more than an export can hold (at most ${MAX_ENTRIES} files and ${Math.round(maxBytes / 1024 / 1024)} MB).`,
            'export_too_large',
          );
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(NOT_A_ZIP, 'not_an_export');
  }
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(strFromU8(bytes));
  } catch {
    throw badRequest(
      'data.json is not valid JSON: the export is damaged. Download your data again.',
      'not_an_export',
    );
  }
}

function checkHeader(json: unknown): void {
  const header = (json ?? {}) as { app?: unknown; schemaVersion?: unknown };
  if (typeof json !== 'object' || json === null || header.app !== EXPORT_APP)
    throw badRequest(
      'This file is not an RC Setup Assistant export: its data.json was made by another app',
      'not_an_export',
    );
  const version = header.schemaVersion;
  if (typeof version === 'number' && version > EXPORT_SCHEMA_VERSION)
    throw badRequest(
      `This export was made by a newer version of RC Setup Assistant (data version ${version}); this server reads up to version ${EXPORT_SCHEMA_VERSION}. Import it once the server is updated.`,
      'export_too_new',
    );
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `data.json ${pathText(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}`;
}

/** A file of the export: its record, bytes and type as its first bytes say. */
export interface ExportFile {
  index: number;
  bytes: Uint8Array;
  digest: string;
  mime: string;
  extension: string;
}

export interface ReadExport {
  data: ExportData;
  files: ExportFile[];
}

/** Everything wrong with an upload becomes a 400 that says what and where; nothing is written. */
export function readExport(body: unknown, quotaBytes: number): ReadExport {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(NOT_A_ZIP, 'not_an_export');
  const entries = unzip(body, quotaBytes);
  const dataJson = entries['data.json'];
  if (!dataJson) throw badRequest(NO_DATA, 'not_an_export');
  const json = parseJson(dataJson);
  checkHeader(json);
  // PostgreSQL refuses NUL: the one text rule of the API holds for a file too.
  const unstorable = findUnstorableText(json);
  if (unstorable)
    throw invalid(
      `data.json ${pathText(unstorable.path)} contains a character that cannot be saved (${unstorable.character})`,
    );
  const parsed = exportDataSchema.safeParse(json);
  if (!parsed.success) throw invalid(firstIssue(parsed.error));
  const data = parsed.data;
  const dangling = danglingReference(data);
  if (dangling) throw invalid(`data.json ${dangling}`);
  const files = data.files.map((file, index) => {
    const bytes = entries[file.path];
    if (!bytes) throw invalid(`data.json files[${index}].path: ${file.path} is not in the zip`);
    const type = detectFileType(bytes);
    if (!type) throw invalid(`${file.path} is not a PDF or an image`);
    const digest = digestOf(bytes);
    if (digest !== file.sha256)
      throw invalid(`${file.path} does not match its sha256 in data.json: the export is damaged`);
    return { index, bytes, digest, mime: type.mime, extension: type.extension };
  });
  return { data, files };
}
