import { createHash } from 'node:crypto';
import { strFromU8, Unzip, UnzipInflate } from 'fflate';
import type { z } from 'zod';
import { EXPORT_SCHEMA_VERSION } from '../../shared/schemas/data-transfer';
import { findUnstorableText } from '../../shared/storable-text';
import { AppError, badRequest } from '../errors';
import { detectFileType } from '../services/file-types';
import { EXPORT_APP, type ExportData, exportDataSchema } from './format';
import { danglingReference } from './references';

/** How much a zip may unpack to beyond the racer's files (data.json and the spreadsheets). */
const ROOM_FOR_DATA = 128 * 1024 * 1024;
const MAX_ENTRIES = 20_000;
/** Compressed bytes fed to the inflater at a time: at most ~16 MB of output (deflate's 1032:1) each. */
const FEED_BYTES = 16 * 1024;
/** data.json is five levels deep; a hundred is no export, and would cost the walks below dearly. */
const MAX_DEPTH = 100;

const NOT_A_ZIP = 'This file is not a zip. Choose the .zip file "Download my data" saved.';
const NO_DATA = 'This file is not an RC Setup Assistant export: it has no data.json';

const invalid = (message: string) => badRequest(message, 'invalid_export');
const notAZip = () => badRequest(NOT_A_ZIP, 'not_an_export');
const MB = 1024 * 1024;

/** zod's path as a reader writes it: `cars[2].name`. */
export function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** The limit on what a zip unpacks to, for a racer of this quota. */
export function unpackLimitBytes(quotaBytes: number): number {
  return quotaBytes + ROOM_FOR_DATA;
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    `This zip unpacks to more than an export can hold (at most ${MAX_ENTRIES} files and ${Math.round(maxBytes / MB)} MB); nothing was imported.`,
    'export_too_large',
  );

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  const only = chunks[0];
  // An inflated entry arrives as one chunk of its own; a stored one is a view of the zip: copied.
  if (chunks.length === 1 && only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength)
    return only;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Unpacks the zip as a stream, counting the bytes it really produces: a zip's headers may claim
 * anything (issue 28: entries claiming 100 bytes inflated to 100 MB each), so only the output is
 * believed, and inflating stops at the first chunk past the limit. Each entry is its own buffer,
 * so the files can be transferred out of the worker without a copy.
 */
function unzip(body: Uint8Array, quotaBytes: number): Map<string, Uint8Array> {
  const maxBytes = unpackLimitBytes(quotaBytes);
  const entries = new Map<string, Uint8Array>();
  let count = 0;
  let total = 0;
  let claimed = 0;
  const reader = new Unzip((file) => {
    count += 1;
    // An honest bomb says what it is: refused at once. A lying one is caught by counting below.
    claimed += file.originalSize ?? 0;
    if (count > MAX_ENTRIES || claimed > maxBytes) throw tooLarge(maxBytes);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw error instanceof AppError ? error : notAZip();
      size += chunk.length;
      total += chunk.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      if (chunk.length > 0) chunks.push(chunk);
      if (final) entries.set(file.name, joined(chunks, size));
    };
    file.start();
  });
  reader.register(UnzipInflate);
  try {
    for (let at = 0; at < body.length; at += FEED_BYTES)
      reader.push(body.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= body.length);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAZip();
  }
  if (count === 0) throw notAZip();
  return entries;
}

/**
 * How deeply data.json nests, read from its bytes before it is parsed: the checks after parsing
 * walk every value, and a file of 100,000 nested arrays would keep them busy for minutes.
 */
function tooDeep(bytes: Uint8Array): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c)
        i += 1; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > MAX_DEPTH) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth -= 1;
  }
  return false;
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

/** The request body as a zip's bytes; anything else (JSON, nothing) is not an export. */
export function zipBytes(body: unknown): Uint8Array {
  if (!(body instanceof Uint8Array) || body.length === 0) throw notAZip();
  return body;
}

/**
 * Everything wrong with an upload becomes a 4xx that says what and where; nothing is written.
 * Runs in a worker thread of the heavy pool (src/server/heavy), never on the event loop.
 */
export function readExport(body: Uint8Array, quotaBytes: number): ReadExport {
  if (body.length === 0) throw notAZip();
  const entries = unzip(body, quotaBytes);
  const dataJson = entries.get('data.json');
  if (!dataJson) throw badRequest(NO_DATA, 'not_an_export');
  if (tooDeep(dataJson))
    throw new AppError(
      422,
      `data.json nests more deeply than an export does (limit ${MAX_DEPTH} levels): it is not an RC Setup Assistant export.`,
      'invalid_export',
    );
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
    const bytes = entries.get(file.path);
    if (!bytes) throw invalid(`data.json files[${index}].path: ${file.path} is not in the zip`);
    const type = detectFileType(bytes);
    if (!type) throw invalid(`${file.path} is not a PDF or an image`);
    // services/file-blobs' digestOf, which this worker-side module cannot import without sharp.
    const digest = createHash('sha256').update(bytes).digest('base64url');
    if (digest !== file.sha256)
      throw invalid(`${file.path} does not match its sha256 in data.json: the export is damaged`);
    return { index, bytes, digest, mime: type.mime, extension: type.extension };
  });
  return { data, files };
}
