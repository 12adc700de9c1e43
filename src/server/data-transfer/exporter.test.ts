import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { digestOf } from '../services/file-blobs';
import { fillAccount } from '../test/data-transfer';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PDF_BYTES, uploadFile } from '../test/uploads';
import { type BlobReader, type ExportSource, openExport, readExportSource, zipChunks } from './exporter';
import { exportDataSchema } from './format';
import { readBlobContent } from './racer-data';

/** A scanned sheet of its own bytes (a PDF is stored as sent), larger than the stream's 64 KB buffer. */
const pdfOf = (n: number) =>
  Buffer.concat([PDF_BYTES, Buffer.from(`% scan ${n} ${'#'.repeat(300_000 + n)}\n`)]);

function unzipped(zip: Uint8Array) {
  const order: string[] = [];
  const stored: Record<string, number> = {};
  const entries = unzipSync(zip, {
    filter: (file) => {
      order.push(file.name);
      stored[file.name] = file.compression;
      return true;
    },
  });
  return { entries, order, stored };
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

describe.each(DIALECTS)('the streamed export (%s)', (dialect) => {
  let t: TestApp;
  let source: ExportSource;
  let racerId: number;
  /** Each file's bytes as stored, by blob id. */
  const bytesOf = new Map<number, Buffer>();
  const read: BlobReader = (blobId) => readBlobContent(t.database.db, blobId);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const racer = await registerRacer(t.app);
    await fillAccount(t.app, racer.cookie);
    for (const n of [1, 2, 3]) {
      const res = await uploadFile(t.app, racer.cookie, pdfOf(n), `scan-${n}.pdf`);
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
    }
    racerId = racer.user.id;
    source = await readExportSource(t.database.db, racerId);
    for (const file of source.files) bytesOf.set(file.blobId, (await read(file.blobId))?.content as Buffer);
  });
  afterAll(() => t.close());

  it('unzips to data.json, the spreadsheets and every file as stored, files not compressed again', async () => {
    expect(source.files).toHaveLength(5);
    const zip = await collect(zipChunks(source, read));
    const { entries, order, stored } = unzipped(zip);
    expect(order).toEqual([
      'data.json',
      'setup-sheets.csv',
      'esc-setups.csv',
      'laps.csv',
      ...source.files.map((f) => f.path),
    ]);
    // data.json is the text the export always wrote, and holds the racer's records.
    const text = Buffer.from(entries['data.json'] as Uint8Array).toString();
    expect(text).toBe(JSON.stringify(source.data, null, 1));
    const data = exportDataSchema.parse(JSON.parse(text));
    expect(data.cars).toHaveLength(2);
    expect(data.files.map((f) => f.path)).toEqual(source.files.map((f) => f.path));
    expect(Buffer.from(entries['laps.csv'] as Uint8Array).toString()).toContain(
      '2026-11-21,Ridgeway,Tekno RC EB48 2.2 A,qualifier,2,30.900',
    );
    for (const file of source.files) {
      const bytes = entries[file.path] as Uint8Array;
      expect(Buffer.from(bytes).equals(bytesOf.get(file.blobId) as Buffer)).toBe(true);
      expect(digestOf(bytes)).toBe(data.files.find((f) => f.path === file.path)?.sha256);
      expect(stored[file.path]).toBe(0);
    }
    expect(stored['data.json']).toBe(8);
    // Each entry's data descriptor carries the CRC-32 of its bytes (unzipping does not check it).
    for (const bytes of Object.values(entries)) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc32(bytes), 4);
      descriptor.writeUInt32LE(bytes.length, 12);
      const at = zip.indexOf(descriptor.subarray(0, 8));
      expect(at).toBeGreaterThan(0);
      expect(zip.readUInt32LE(at + 12)).toBe(bytes.length);
    }
  });

  it('hands on what it has written before it reads the next file, and reads one file at a time', async () => {
    const events: string[] = [];
    const handedOn: Buffer[] = [];
    const alreadySent: boolean[] = [];
    let reading = 0;
    let mostAtOnce = 0;
    const watched: BlobReader = async (blobId) => {
      // Every file before this one has crossed to the consumer whole (they are stored, so their
      // bytes are in the zip as they are) before this one's bytes are even asked for.
      const sent = Buffer.concat(handedOn);
      const index = source.files.findIndex((f) => f.blobId === blobId);
      alreadySent.push(
        source.files.slice(0, index).every((f) => sent.includes(bytesOf.get(f.blobId) as Buffer)),
      );
      events.push(`read ${blobId}`);
      reading += 1;
      mostAtOnce = Math.max(mostAtOnce, reading);
      try {
        return await read(blobId);
      } finally {
        reading -= 1;
      }
    };
    for await (const chunk of zipChunks(source, watched)) {
      events.push('chunk');
      handedOn.push(Buffer.from(chunk));
    }

    expect(events[0]).toBe('chunk'); // data.json goes out before any file is read
    expect(events.filter((e) => e.startsWith('read'))).toEqual(source.files.map((f) => `read ${f.blobId}`));
    expect(alreadySent).toEqual(source.files.map(() => true));
    expect(mostAtOnce).toBe(1);
    // Between two reads, the zip hands on the file read first.
    const reads = events.flatMap((e, i) => (e.startsWith('read') ? [i] : []));
    for (let i = 1; i < reads.length; i++) expect(events.slice(reads[i - 1], reads[i])).toContain('chunk');
    expect(unzipped(Buffer.concat(handedOn)).order).toHaveLength(4 + source.files.length);
  });

  it('breaks off, never a zip that looks whole, when a file goes or the database fails on the way', async () => {
    const last = source.files.at(-1)?.blobId;
    const handedOn: Buffer[] = [];
    const gone: BlobReader = async (blobId) => (blobId === last ? undefined : read(blobId));
    await expect(
      (async () => {
        for await (const chunk of zipChunks(source, gone)) handedOn.push(Buffer.from(chunk));
      })(),
    ).rejects.toThrow(/was deleted while the export was being written/);
    expect(handedOn.length).toBeGreaterThan(0);
    expect(() => unzipSync(Buffer.concat(handedOn))).toThrow();

    const down: BlobReader = async () => {
      throw new Error('Connection terminated unexpectedly');
    };
    await expect(collect(zipChunks(source, down))).rejects.toThrow('Connection terminated unexpectedly');
  });

  it('refuses bytes that changed since data.json named them', async () => {
    const first = source.files[0]?.blobId;
    const changed: BlobReader = async (blobId) => {
      const blob = await read(blobId);
      return blob && blobId === first
        ? { content: Buffer.from('other'), digest: digestOf(Buffer.from('other')) }
        : blob;
    };
    await expect(collect(zipChunks(source, changed))).rejects.toThrow(/changed while the export/);
  });

  it('names the sha256 of bytes stored before digests (migration 0008), read when the export is', async () => {
    const file = source.files[1] as ExportSource['files'][number];
    const db = t.database.db;
    await db.updateTable('fileBlobs').set({ digest: null }).where('id', '=', file.blobId).execute();
    try {
      const again = await readExportSource(db, racerId);
      const expected = digestOf(bytesOf.get(file.blobId) as Buffer);
      expect(again.files.find((f) => f.blobId === file.blobId)?.sha256).toBe(expected);
      const { entries } = unzipped(await collect(zipChunks(again, read)));
      const data = exportDataSchema.parse(
        JSON.parse(Buffer.from(entries['data.json'] as Uint8Array).toString()),
      );
      expect(data.files.find((f) => f.path === file.path)?.sha256).toBe(expected);
      expect(Buffer.from(entries[file.path] as Uint8Array).equals(bytesOf.get(file.blobId) as Buffer)).toBe(
        true,
      );
    } finally {
      await db.updateTable('fileBlobs').set({ digest: file.sha256 }).where('id', '=', file.blobId).execute();
    }
  });

  it('stops reading files while the download does not take what it has (a slow racer’s line)', async () => {
    const reads: number[] = [];
    const counted: BlobReader = (blobId) => {
      reads.push(blobId);
      return read(blobId);
    };
    const { stream } = await openExport(t.database.db, racerId, counted);
    stream.pause();
    stream.read(0); // start it, as a reply piping it would, then take nothing
    await vi.waitFor(() =>
      expect(stream.readableLength).toBeGreaterThanOrEqual(stream.readableHighWaterMark),
    );
    // Time for reads that should not happen: a few round trips to the database.
    for (let i = 0; i < 5; i++) await t.database.db.selectFrom('users').select('id').execute();
    expect(reads.length).toBeLessThan(source.files.length);
    const { order } = unzipped(await collect(stream));
    expect(order).toHaveLength(4 + source.files.length);
    expect(reads).toEqual(source.files.map((f) => f.blobId));
  });
});
