import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeP3, p3Record, u32 } from './p3-encode';
import { P3FrameReader } from './p3-frames';

/**
 * Whatever noise a bad cable or a half-restarted decoder puts between records, and however TCP
 * cuts the stream, every whole record after the noise is read, exactly once, and the reader never
 * throws. (Noise holding a SOR may swallow nothing but itself: the next SOR starts afresh.)
 */
const record = fc
  .record({
    tor: fc.integer({ min: 0, max: 0xffff }),
    values: fc.array(fc.uint8Array({ maxLength: 24 }), { maxLength: 6 }),
    transponder: fc.integer({ min: 0, max: 0xffffffff }),
  })
  .map(({ tor, values, transponder }) =>
    p3Record(tor, [
      { tag: 0x03, value: u32(transponder) },
      ...values.map((value, i) => ({ tag: 0x40 + i, value })),
    ]),
  );
const noise = fc.uint8Array({ maxLength: 40 });

describe('P3 stream under noise and any cut', () => {
  it('reads every record after noise, once, however the stream is cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(noise, record), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 20 }),
        (parts, cuts) => {
          const stream = Buffer.concat(parts.flatMap(([n, r]) => [n, escapeP3(r)]));
          const reader = new P3FrameReader();
          const read: Uint8Array[] = [];
          let at = 0;
          for (let i = 0; at < stream.length; i += 1) {
            const size = cuts[i % cuts.length] as number;
            read.push(...reader.push(stream.subarray(at, at + size)));
            at += size;
          }
          expect(read.map((r) => Buffer.from(r).toString('hex'))).toEqual(
            parts.map(([, r]) => Buffer.from(r).toString('hex')),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
