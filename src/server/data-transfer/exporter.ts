import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { type AsyncFlateStreamHandler, Zip, type ZipInputFile } from 'fflate';
import { CONTENT_KEYS } from '../../shared/setup-content';
import type { Db } from '../db';
import { jsonPieces, lapsCsvPieces, setupsCsvPieces } from './export-text';
import type { ExportDataInput } from './format';
import { type BlobContent, readBlobContent, readRacerData } from './racer-data';

/**
 * The racer's whole account as a zip, written as it is read (issue 28): data.json (everything,
 * with the links between records), spreadsheets of setups and laps, then the uploaded files as
 * stored. Memory holds the records (a few MB for a season) and one file's bytes, never the zip:
 * each file is read from the database only when the zip reaches it, after the one before has
 * been handed on, and the stream is pulled by the reply (backpressure), so a slow download
 * waits rather than piles up. What runs on the event loop is cut into short steps with a turn
 * between them (text written in pieces of 64 KB, files handed on in slices of 1 MB), and the
 * text is deflated by Node's zlib on its thread pool, so no step of an export holds other
 * racers' requests for long.
 */

/** How much of one file goes into the zip in one step. */
const SLICE_BYTES = 1024 * 1024;
/** What the stream holds ahead of the reply before it stops pulling. */
const STREAM_BUFFER_BYTES = 64 * 1024;
/** Chunks of the zip this small (headers, descriptors, deflated text) go out together. */
const SMALL_BYTES = 64 * 1024;

type Row = Record<string, unknown>;

/** What an export writes, read before its first byte: a failure here is a normal error answer. */
export interface ExportSource {
  username: string;
  data: ExportDataInput;
  /** Each file's place in the zip, where its bytes are stored and their sha256 as data.json says. */
  files: Array<{ path: string; blobId: number; sha256: string }>;
}

/** Reads one blob's bytes; the exporter calls it once per file, one call at a time. */
export type BlobReader = (blobId: number) => Promise<BlobContent | undefined>;

export async function readExportSource(db: Db, userId: number): Promise<ExportSource> {
  const { data, blobs } = await readRacerData(db, userId, true);
  return {
    username: data.profile.username,
    data,
    files: blobs.map(({ path, blobId, sha256 }) => ({ path, blobId, sha256 })),
  };
}

const deflated = promisify(deflateRaw);

/**
 * A zip entry deflated beforehand, off the event loop (zlib runs on the thread pool): the zip
 * gets its bytes whole. The text entries are the account's records, a few MB for a season, never
 * its files.
 */
class DeflatedEntry implements ZipInputFile {
  readonly compression = 8;
  /** Deflate's "normal" level (6), as the zip's flag bits say it. */
  readonly flag = 0;
  ondata: AsyncFlateStreamHandler = () => undefined;
  constructor(
    readonly filename: string,
    readonly size: number,
    readonly crc: number,
    private readonly bytes: Buffer,
  ) {}

  send(): void {
    // zlib's Buffer is never on a SharedArrayBuffer, whatever its type allows.
    this.ondata(null, this.bytes as Uint8Array<ArrayBuffer>, true);
  }
}

/**
 * A file stored as it is (level 0), handed to the zip a slice at a time. Its CRC is Node's
 * zlib.crc32 (native): fflate's own, in JavaScript, was a third of a 100 MB export's time.
 */
class StoredEntry implements ZipInputFile {
  readonly compression = 0;
  size = 0;
  crc = 0;
  ondata: AsyncFlateStreamHandler = () => undefined;
  constructor(readonly filename: string) {}

  push(slice: Buffer, final: boolean): void {
    this.crc = crc32(slice, this.crc);
    this.size += slice.length;
    this.ondata(null, slice as Uint8Array<ArrayBuffer>, final);
  }
}

/** A text entry from its pieces: each made, measured and checksummed in a step of its own. */
async function deflatedText(name: string, pieces: Iterable<string>): Promise<DeflatedEntry> {
  const parts: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const part = Buffer.from(piece);
    parts.push(part);
    crc = crc32(part, crc);
    size += part.length;
    await nextTurn();
  }
  return new DeflatedEntry(name, size, crc, await deflated(Buffer.concat(parts), { level: 6 }));
}

/** fflate's streaming zip, its output kept until the generator hands it on. */
class ZipOutput {
  private chunks: Uint8Array[] = [];
  private failure: Error | null = null;
  private readonly zip = new Zip((error, chunk) => {
    if (error) this.failure = error;
    else this.chunks.push(chunk);
  });

  add(file: ZipInputFile): void {
    this.zip.add(file);
  }

  end(): void {
    this.zip.end();
  }

  /** What the zip wrote since the last call: small chunks joined, large ones (file slices) as they are. */
  *take(): Generator<Uint8Array> {
    if (this.failure) throw this.failure;
    const chunks = this.chunks;
    this.chunks = [];
    let small: Uint8Array[] = [];
    let smallBytes = 0;
    for (const chunk of chunks) {
      if (small.length && (chunk.length >= SMALL_BYTES || smallBytes + chunk.length > SMALL_BYTES)) {
        yield Buffer.concat(small);
        small = [];
        smallBytes = 0;
      }
      if (chunk.length >= SMALL_BYTES) yield chunk;
      else {
        small.push(chunk);
        smallBytes += chunk.length;
      }
    }
    if (small.length) yield Buffer.concat(small);
  }
}

/** The bytes of the zip, in order, made only as they are asked for. */
export async function* zipChunks(source: ExportSource, readBlob: BlobReader): AsyncGenerator<Uint8Array> {
  const zip = new ZipOutput();
  const { data } = source;
  const texts: Array<[string, Iterable<string>]> = [
    ['data.json', jsonPieces(data as unknown as Row)],
    ['setup-sheets.csv', setupsCsvPieces(data.setupSheets as Row[], CONTENT_KEYS['setup-sheet'], data.cars)],
    ['esc-setups.csv', setupsCsvPieces(data.escSetups as Row[], CONTENT_KEYS['esc-setup'], data.cars)],
    ['laps.csv', lapsCsvPieces(data)],
  ];
  for (const [name, pieces] of texts) {
    const entry = await deflatedText(name, pieces);
    zip.add(entry);
    entry.send();
    yield* zip.take();
  }
  // Photos and PDFs are compressed already: stored as they are (level 0).
  for (const file of source.files) {
    const blob = await readBlob(file.blobId);
    // data.json already names this file: its bytes gone or replaced since would make a zip that
    // does not import, so the download breaks off instead and the racer tries again.
    if (!blob) throw new Error(`${file.path} was deleted while the export was being written`);
    if (blob.digest !== null && blob.digest !== file.sha256)
      throw new Error(`${file.path} changed while the export was being written`);
    const entry = new StoredEntry(file.path);
    zip.add(entry);
    const bytes = blob.content;
    let at = 0;
    do {
      const end = Math.min(at + SLICE_BYTES, bytes.length);
      entry.push(bytes.subarray(at, end), end === bytes.length);
      at = end;
      yield* zip.take();
      await nextTurn();
    } while (at < bytes.length);
  }
  zip.end();
  yield* zip.take();
}

export interface ExportStream {
  username: string;
  /** The zip's bytes; it fails (and the reply breaks off) if reading a file fails on the way. */
  stream: Readable;
}

/** Reads the racer's records (errors here come before the reply starts), then streams the zip. */
export async function openExport(
  db: Db,
  userId: number,
  readBlob: BlobReader = (blobId) => readBlobContent(db, blobId),
): Promise<ExportStream> {
  const source = await readExportSource(db, userId);
  const stream = Readable.from(zipChunks(source, readBlob), {
    objectMode: false,
    highWaterMark: STREAM_BUFFER_BYTES,
  });
  return { username: source.username, stream };
}
