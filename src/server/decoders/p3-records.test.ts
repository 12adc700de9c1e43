import { describe, expect, it } from 'vitest';
import { p3Record, passingFrame, statusFrame, text, u16, u32, u64, versionFrame } from './p3-encode';
import { P3FrameReader } from './p3-frames';
import { PASSING_FIELD, TOR } from './p3-protocol';
import { P3PassingReader } from './p3-reader';
import { decodeP3Record } from './p3-records';

const hex = (s: string) => Uint8Array.from(Buffer.from(s.replace(/\s+/g, ''), 'hex'));
const recordOf = (frame: Uint8Array) => new P3FrameReader().push(frame)[0] as Uint8Array;
const AT = Date.UTC(2026, 10, 29, 10, 15, 30, 125);

describe('P3 records', () => {
  it('reads a PASSING record: transponder, time, passing number, strength, hits', () => {
    const record = recordOf(
      passingFrame({ passingNumber: 812, transponder: 9_876_543, atMs: AT, strength: 131, hits: 57 }),
    );
    expect(decodeP3Record(record)).toEqual({
      kind: 'passing',
      passing: { transponder: '9876543', at: AT, passingNumber: 812, strength: 131, hits: 57 },
      decoderId: 0x00020f08,
    });
  });

  it('reads a passing captured from a real decoder (a text transponder code, RTC time)', () => {
    const captured = hex(
      '8e023d0050d3000001000104426d04000a0850562d3338343633040880 95f0e83ad104000502 7a000602280008020000110103140103810408 0f02008f',
    );
    const decoded = decodeP3Record(recordOf(captured));
    expect(decoded).toMatchObject({
      kind: 'passing',
      passing: { transponder: 'PV-38463', passingNumber: 0x046d42, strength: 0x7a, hits: 0x28 },
    });
    if (decoded.kind === 'passing') expect(decoded.passing.at).toBe(Number(0x0004d13ae8f09580n / 1000n));
  });

  it('takes UTC time over the RTC time, unless the decoder sends UTC as zero', () => {
    const fields = (utc: bigint) => [
      { tag: PASSING_FIELD.TRANSPONDER, value: u32(1234567) },
      { tag: PASSING_FIELD.RTC_TIME, value: u64(BigInt(AT) * 1000n) },
      { tag: PASSING_FIELD.UTC_TIME, value: u64(utc) },
    ];
    const utc = decodeP3Record(p3Record(TOR.PASSING, fields(BigInt(AT - 3_600_000) * 1000n)));
    expect(utc).toMatchObject({ passing: { at: AT - 3_600_000 } });
    expect(decodeP3Record(p3Record(TOR.PASSING, fields(0n)))).toMatchObject({ passing: { at: AT } });
  });

  it('skips fields it does not know by their length', () => {
    const record = p3Record(TOR.PASSING, [
      { tag: 0x77, value: Uint8Array.of(0x8e, 0x8f, 1, 2, 3) },
      { tag: PASSING_FIELD.TRANSPONDER, value: u32(4_444_444) },
      { tag: 0x30, value: u16(12) },
      { tag: PASSING_FIELD.RTC_TIME, value: u64(BigInt(AT) * 1000n) },
      { tag: 0x0e, value: new Uint8Array(0) },
    ]);
    expect(decodeP3Record(record)).toEqual({ kind: 'passing', passing: { transponder: '4444444', at: AT } });
  });

  it('recognises STATUS, VERSION and unknown record types, to skip them', () => {
    expect(decodeP3Record(recordOf(statusFrame(40)))).toEqual({
      kind: 'other',
      tor: TOR.STATUS,
      name: 'STATUS',
    });
    expect(decodeP3Record(recordOf(versionFrame('x')))).toMatchObject({ kind: 'other', name: 'VERSION' });
    expect(decodeP3Record(p3Record(0x0bad, [{ tag: 1, value: text('?') }]))).toEqual({
      kind: 'other',
      tor: 0x0bad,
      name: 'UNKNOWN',
    });
  });

  it('calls a passing malformed when a field runs past the end, or the transponder or time is missing', () => {
    const overrun = p3Record(TOR.PASSING, [{ tag: PASSING_FIELD.TRANSPONDER, value: u32(1) }]);
    overrun[11] = 9;
    expect(decodeP3Record(overrun)).toMatchObject({ kind: 'malformed' });
    const noTime = p3Record(TOR.PASSING, [{ tag: PASSING_FIELD.TRANSPONDER, value: u32(1) }]);
    expect(decodeP3Record(noTime)).toEqual({ kind: 'malformed', reason: 'a passing without a time' });
    const noTransponder = p3Record(TOR.PASSING, [{ tag: PASSING_FIELD.RTC_TIME, value: u64(1n) }]);
    expect(decodeP3Record(noTransponder)).toEqual({
      kind: 'malformed',
      reason: 'a passing without a transponder',
    });
  });

  it('hands on only the passings of a stream, counting what it skipped and dropped', () => {
    const reader = new P3PassingReader();
    const bad = passingFrame({ passingNumber: 2, transponder: 2, atMs: AT });
    bad[12] = (bad[12] as number) ^ 0x40;
    const stream = Buffer.concat([
      versionFrame('decoder'),
      passingFrame({ passingNumber: 1, transponder: 1_000_001, atMs: AT }),
      statusFrame(41),
      bad,
      passingFrame({ passingNumber: 3, transponder: 1_000_003, atMs: AT + 16_370 }),
    ]);
    const passings = reader.push(stream);
    expect(passings.map((p) => [p.transponder, p.at])).toEqual([
      ['1000001', AT],
      ['1000003', AT + 16_370],
    ]);
    expect(reader.stats).toEqual({ skipped: 2, dropped: 1 });
  });
});
