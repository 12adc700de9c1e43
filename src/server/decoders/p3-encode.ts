import {
  EOR,
  ESC,
  ESCAPE_ADD,
  HEADER_LENGTH,
  PASSING_FIELD,
  p3Crc,
  SOR,
  STATUS_FIELD,
  TOR,
  VERSION_FIELD,
} from './p3-protocol';

/** One field of a record: tag and its value's bytes (numbers little-endian, as the decoder sends). */
export interface P3Field {
  tag: number;
  value: Uint8Array;
}

export const u8 = (n: number) => Uint8Array.of(n & 0xff);
export const u16 = (n: number) => {
  const b = new Uint8Array(2);
  new DataView(b.buffer).setUint16(0, n, true);
  return b;
};
export const u32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n >>> 0, true);
  return b;
};
export const u64 = (n: bigint) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, n, true);
  return b;
};
export const text = (s: string) => new TextEncoder().encode(s);

/** The unescaped record (SOR … EOR) with its length and CRC filled in. */
export function p3Record(
  tor: number,
  fields: readonly P3Field[],
  opts: { version?: number; flags?: number } = {},
) {
  const bodyLength = fields.reduce((sum, f) => sum + 2 + f.value.length, 0);
  const record = new Uint8Array(HEADER_LENGTH + bodyLength + 1);
  const view = new DataView(record.buffer);
  record[0] = SOR;
  record[1] = opts.version ?? 2;
  view.setUint16(2, record.length, true);
  view.setUint16(6, opts.flags ?? 0, true);
  view.setUint16(8, tor, true);
  let at = HEADER_LENGTH;
  for (const field of fields) {
    record[at] = field.tag;
    record[at + 1] = field.value.length;
    record.set(field.value, at + 2);
    at += 2 + field.value.length;
  }
  record[at] = EOR;
  view.setUint16(4, p3Crc(record), true);
  return record;
}

/** A record as sent: every 0x8D, 0x8E or 0x8F between SOR and EOR escaped. */
export function escapeP3(record: Uint8Array): Uint8Array {
  const out: number[] = [SOR];
  for (let i = 1; i < record.length - 1; i += 1) {
    const byte = record[i] as number;
    if (byte === ESC || byte === SOR || byte === EOR) out.push(ESC, byte + ESCAPE_ADD);
    else out.push(byte);
  }
  out.push(EOR);
  return Uint8Array.from(out);
}

export const p3Frame = (
  tor: number,
  fields: readonly P3Field[],
  opts?: { version?: number; flags?: number },
) => escapeP3(p3Record(tor, fields, opts));

export interface PassingDraft {
  passingNumber: number;
  transponder: number;
  /** Epoch milliseconds by the decoder's clock (sent as microseconds). */
  atMs: number;
  strength?: number;
  hits?: number;
  decoderId?: number;
}

/** A PASSING record as an AMBrc-style decoder sends it. */
export function passingFrame(p: PassingDraft): Uint8Array {
  const micros = BigInt(Math.round(p.atMs)) * 1000n;
  return p3Frame(TOR.PASSING, [
    { tag: PASSING_FIELD.PASSING_NUMBER, value: u32(p.passingNumber) },
    { tag: PASSING_FIELD.TRANSPONDER, value: u32(p.transponder) },
    { tag: PASSING_FIELD.RTC_TIME, value: u64(micros) },
    { tag: PASSING_FIELD.STRENGTH, value: u16(p.strength ?? 120) },
    { tag: PASSING_FIELD.HITS, value: u16(p.hits ?? 40) },
    { tag: PASSING_FIELD.FLAGS, value: u16(0) },
    { tag: PASSING_FIELD.DECODER_ID, value: u32(p.decoderId ?? 0x00020f08) },
  ]);
}

/** The periodic STATUS record (loop noise, GPS, temperature) a reader must skip. */
export function statusFrame(noise: number, decoderId = 0x00020f08): Uint8Array {
  return p3Frame(TOR.STATUS, [
    { tag: STATUS_FIELD.NOISE, value: u16(noise) },
    { tag: STATUS_FIELD.GPS, value: u8(0) },
    { tag: STATUS_FIELD.TEMPERATURE, value: u16(22) },
    { tag: STATUS_FIELD.DECODER_ID, value: u32(decoderId) },
  ]);
}

/** The VERSION record a decoder sends when a client connects. */
export function versionFrame(description: string, decoderId = 0x00020f08): Uint8Array {
  return p3Frame(TOR.VERSION, [
    { tag: VERSION_FIELD.DECODER_TYPE, value: u8(0x10) },
    { tag: VERSION_FIELD.DESCRIPTION, value: text(description) },
    { tag: VERSION_FIELD.VERSION, value: text('4.1') },
    { tag: VERSION_FIELD.DECODER_ID, value: u32(decoderId) },
  ]);
}
