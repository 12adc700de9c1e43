import { P3FrameReader } from './p3-frames';
import { decodeP3Record } from './p3-records';
import type { DecoderPassing, PassingReader } from './types';

/** The P3 stream as passings: STATUS, VERSION and other records are counted and skipped. */
export class P3PassingReader implements PassingReader {
  private readonly frames = new P3FrameReader();
  private readonly counted = { skipped: 0, malformed: 0 };

  get stats() {
    const { badCrc, broken } = this.frames.counts;
    return { skipped: this.counted.skipped, dropped: badCrc + broken + this.counted.malformed };
  }

  push(chunk: Uint8Array): DecoderPassing[] {
    const passings: DecoderPassing[] = [];
    for (const record of this.frames.push(chunk)) {
      const decoded = decodeP3Record(record);
      if (decoded.kind === 'passing') passings.push(decoded.passing);
      else if (decoded.kind === 'other') this.counted.skipped += 1;
      else this.counted.malformed += 1;
    }
    return passings;
  }
}
