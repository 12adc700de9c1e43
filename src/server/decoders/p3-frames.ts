import { EOR, ESC, ESCAPE_ADD, HEADER_LENGTH, MAX_RECORD, MIN_RECORD, p3Crc, SOR } from './p3-protocol';

/** What the reader threw away, for the decoder's status line and the tests; never logged byte by byte. */
export interface P3ReaderCounts {
  /** Whole records whose CRC or length field did not match: dropped, the stream goes on. */
  badCrc: number;
  /** Records cut off by a new SOR, longer than MAX_RECORD, or too short to hold a header. */
  broken: number;
  /** Bytes outside any record (noise before a SOR). */
  skippedBytes: number;
}

/**
 * Turns a P3 byte stream, in whatever chunks TCP delivers it, into whole unescaped records with a
 * good CRC (see p3-protocol.ts for the format). A record may arrive split over many reads, or many
 * in one read; bytes before a SOR are skipped; a SOR inside a record (the decoder restarted
 * mid-record, or a byte was lost) abandons the partial record and starts the new one.
 */
export class P3FrameReader {
  readonly counts: P3ReaderCounts = { badCrc: 0, broken: 0, skippedBytes: 0 };
  private buffer = new Uint8Array(MAX_RECORD);
  private length = 0;
  private inRecord = false;
  private escaped = false;

  /** The records completed by this chunk, each a fresh copy (SOR to EOR, unescaped). */
  push(chunk: Uint8Array): Uint8Array[] {
    const records: Uint8Array[] = [];
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i] as number;
      if (byte === SOR) {
        if (this.inRecord) this.counts.broken += 1;
        this.start();
      } else if (!this.inRecord) {
        this.counts.skippedBytes += 1;
      } else if (byte === EOR) {
        this.append(EOR);
        const record = this.inRecord ? this.finish() : null;
        if (record) records.push(record);
      } else if (this.escaped) {
        this.escaped = false;
        this.append((byte - ESCAPE_ADD) & 0xff);
      } else if (byte === ESC) {
        this.escaped = true;
      } else {
        this.append(byte);
      }
    }
    return records;
  }

  private start(): void {
    this.inRecord = true;
    this.escaped = false;
    this.length = 0;
    this.append(SOR);
  }

  private append(byte: number): void {
    if (this.length >= MAX_RECORD) {
      this.counts.broken += 1;
      this.inRecord = false;
      return;
    }
    this.buffer[this.length] = byte;
    this.length += 1;
  }

  private finish(): Uint8Array | null {
    this.inRecord = false;
    if (this.escaped || this.length < MIN_RECORD) {
      this.counts.broken += 1;
      return null;
    }
    const record = this.buffer.slice(0, this.length);
    const view = new DataView(record.buffer);
    const stated = view.getUint16(2, true);
    if (stated !== record.length || view.getUint16(4, true) !== p3Crc(record)) {
      this.counts.badCrc += 1;
      return null;
    }
    return record;
  }
}

/** The header of an unescaped record (the reader has checked its length and CRC). */
export function p3Header(record: Uint8Array): { version: number; flags: number; tor: number } {
  const view = new DataView(record.buffer, record.byteOffset, record.byteLength);
  return { version: view.getUint8(1), flags: view.getUint16(6, true), tor: view.getUint16(8, true) };
}

export const P3_BODY_START = HEADER_LENGTH;
