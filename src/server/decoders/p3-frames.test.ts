import { describe, expect, it } from 'vitest';
import { escapeP3, p3Frame, p3Record, u16, u32 } from './p3-encode';
import { P3FrameReader } from './p3-frames';
import { EOR, ESC, MAX_RECORD, p3Crc, SOR, TOR } from './p3-protocol';

const hex = (s: string) => Uint8Array.from(Buffer.from(s.replace(/\s+/g, ''), 'hex'));
/** Records captured from real decoders, as published in the sources p3-protocol.ts names. */
const CAPTURED_STATUS = hex('8e021f00f3890000020001022800070216000c01760601008104131804008f');
const CAPTURED_PASSING = hex(
  '8e023d0050d3000001000104426d04000a0850562d3338343633040880 95f0e83ad104000502 7a000602280008020000110103140103810408 0f02008f',
);

const readAll = (reader: P3FrameReader, ...chunks: Uint8Array[]) => chunks.flatMap((c) => reader.push(c));
/** A record whose fields hold each byte that must be escaped, at the start, middle and end of a value. */
const special = () =>
  p3Record(TOR.PASSING, [
    { tag: 0x01, value: Uint8Array.of(ESC, SOR, EOR, 0x8c, 0x90) },
    { tag: 0x03, value: u32(0x8f8e8d01) },
    { tag: 0x05, value: u16(0x8d8e) },
  ]);

describe('P3 CRC', () => {
  it('matches the CRC real decoders put on their records', () => {
    for (const record of [CAPTURED_STATUS, CAPTURED_PASSING]) {
      expect(p3Crc(record)).toBe(new DataView(record.buffer).getUint16(4, true));
      expect(new P3FrameReader().push(record)).toEqual([record]);
    }
  });
});

describe('P3 frame reader', () => {
  it('escapes 0x8D, 0x8E and 0x8F inside a record and reads them back', () => {
    const record = special();
    const frame = escapeP3(record);
    const inner = frame.subarray(1, -1);
    expect(inner.includes(SOR)).toBe(false);
    expect(inner.includes(EOR)).toBe(false);
    expect(Buffer.from(frame).includes(Buffer.from([ESC, ESC + 0x20]))).toBe(true);
    expect(Buffer.from(frame).includes(Buffer.from([ESC, SOR + 0x20]))).toBe(true);
    expect(Buffer.from(frame).includes(Buffer.from([ESC, EOR + 0x20]))).toBe(true);
    expect(new P3FrameReader().push(frame)).toEqual([record]);
  });

  it('reads a frame split at every byte boundary, and one byte at a time', () => {
    const record = special();
    const frame = escapeP3(record);
    for (let cut = 0; cut <= frame.length; cut += 1) {
      const reader = new P3FrameReader();
      expect(readAll(reader, frame.subarray(0, cut), frame.subarray(cut)), `cut at ${cut}`).toEqual([record]);
    }
    const reader = new P3FrameReader();
    expect(readAll(reader, ...Array.from(frame, (b) => Uint8Array.of(b)))).toEqual([record]);
  });

  it('reads several frames joined in one read, with noise before and between them', () => {
    const a = p3Record(TOR.STATUS, [{ tag: 0x01, value: u16(42) }]);
    const b = special();
    const reader = new P3FrameReader();
    const noise = Uint8Array.of(0x00, 0x0d, 0x0a, EOR, ESC, 0x41);
    const joined = Buffer.concat([noise, escapeP3(a), noise, escapeP3(b), escapeP3(a)]);
    expect(reader.push(joined)).toEqual([a, b, a]);
    expect(reader.counts).toEqual({ badCrc: 0, broken: 0, skippedBytes: 12 });
  });

  it('drops a record whose CRC fails, counts it, and reads the next one', () => {
    const good = special();
    // One bit of a value changed on the way, the CRC left as the decoder computed it.
    const tampered = good.slice();
    tampered[12] = (tampered[12] as number) ^ 0x01;
    const reader = new P3FrameReader();
    expect(reader.push(Buffer.concat([escapeP3(tampered), escapeP3(good)]))).toEqual([good]);
    expect(reader.counts.badCrc).toBe(1);
  });

  it('drops a record whose length field disagrees with its bytes', () => {
    const record = special();
    const view = new DataView(record.buffer);
    view.setUint16(2, record.length + 1, true);
    view.setUint16(4, p3Crc(record), true);
    const reader = new P3FrameReader();
    expect(reader.push(escapeP3(record))).toEqual([]);
    expect(reader.counts.badCrc).toBe(1);
  });

  it('abandons a record cut off by a new SOR, and one that never ends, then goes on', () => {
    const record = special();
    const frame = escapeP3(record);
    const reader = new P3FrameReader();
    expect(reader.push(Buffer.concat([frame.subarray(0, 9), frame]))).toEqual([record]);
    expect(reader.counts.broken).toBe(1);
    const endless = new Uint8Array(MAX_RECORD + 10).fill(0x41);
    endless[0] = SOR;
    expect(reader.push(Buffer.concat([endless, frame]))).toEqual([record]);
    expect(reader.counts.broken).toBe(2);
  });

  it('drops a frame too short to hold a header, and an escape right before EOR', () => {
    const reader = new P3FrameReader();
    expect(reader.push(Uint8Array.of(SOR, 0x02, 0x05, EOR))).toEqual([]);
    const frame = p3Frame(TOR.STATUS, [{ tag: 0x01, value: u16(1) }]);
    const withEscape = Buffer.concat([frame.subarray(0, -1), Uint8Array.of(ESC, EOR)]);
    expect(reader.push(withEscape)).toEqual([]);
    expect(reader.counts.broken).toBe(2);
  });
});
