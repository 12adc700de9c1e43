import { P3_BODY_START, p3Header } from './p3-frames';
import { PASSING_FIELD, TOR, TOR_NAMES } from './p3-protocol';
import type { DecoderPassing } from './types';

export type P3Record =
  | { kind: 'passing'; passing: DecoderPassing; decoderId?: number }
  /** A record of another type (STATUS, VERSION, …, or a type this list does not know): skipped. */
  | { kind: 'other'; tor: number; name: string }
  /** The fields do not fit the record (a field runs past EOR): dropped. */
  | { kind: 'malformed'; reason: string };

/** Fields by tag; a tag not known is kept too, and callers read only the tags they know. */
function readFields(record: Uint8Array): Map<number, Uint8Array> | string {
  const fields = new Map<number, Uint8Array>();
  const end = record.length - 1;
  let at = P3_BODY_START;
  while (at < end) {
    if (at + 2 > end) return 'a field header runs past the end of the record';
    const tag = record[at] as number;
    const length = record[at + 1] as number;
    if (at + 2 + length > end) return `field 0x${tag.toString(16)} runs past the end of the record`;
    fields.set(tag, record.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return fields;
}

/** A little-endian unsigned number of 1 to 8 bytes, as the decoder sends its values. */
function unsigned(bytes: Uint8Array | undefined): bigint | undefined {
  if (!bytes || bytes.length === 0 || bytes.length > 8) return undefined;
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i -= 1) value = (value << 8n) | BigInt(bytes[i] as number);
  return value;
}

const small = (bytes: Uint8Array | undefined) => {
  const value = unsigned(bytes);
  return value === undefined || value > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(value);
};

/** The transponder number as text; a decoder sending a text code instead gives that, trimmed. */
function transponderOf(fields: Map<number, Uint8Array>): string | undefined {
  const number = unsigned(fields.get(PASSING_FIELD.TRANSPONDER));
  if (number !== undefined) return number.toString();
  const code = fields.get(PASSING_FIELD.TRAN_CODE);
  if (!code) return undefined;
  const textCode = new TextDecoder().decode(code).replace(/\0+$/, '').trim();
  return textCode || undefined;
}

/**
 * One unescaped record with a good CRC (from P3FrameReader) read as a passing, or recognised and
 * skipped. The time is UTC_TIME where the decoder sends it, else RTC_TIME (both microseconds since
 * 1970); a PASSING without a transponder or a time is malformed.
 */
export function decodeP3Record(record: Uint8Array): P3Record {
  const { tor } = p3Header(record);
  if (tor !== TOR.PASSING) return { kind: 'other', tor, name: TOR_NAMES.get(tor) ?? 'UNKNOWN' };
  const fields = readFields(record);
  if (typeof fields === 'string') return { kind: 'malformed', reason: fields };
  const transponder = transponderOf(fields);
  // A decoder without GPS may send UTC_TIME as zero: its RTC_TIME is the time then.
  const utc = unsigned(fields.get(PASSING_FIELD.UTC_TIME));
  const micros = utc ? utc : unsigned(fields.get(PASSING_FIELD.RTC_TIME));
  if (!transponder) return { kind: 'malformed', reason: 'a passing without a transponder' };
  if (micros === undefined) return { kind: 'malformed', reason: 'a passing without a time' };
  const passing: DecoderPassing = { transponder, at: Number(micros / 1000n) };
  const passingNumber = small(fields.get(PASSING_FIELD.PASSING_NUMBER));
  const strength = small(fields.get(PASSING_FIELD.STRENGTH));
  const hits = small(fields.get(PASSING_FIELD.HITS));
  if (passingNumber !== undefined) passing.passingNumber = passingNumber;
  if (strength !== undefined) passing.strength = strength;
  if (hits !== undefined) passing.hits = hits;
  const decoderId = small(fields.get(PASSING_FIELD.DECODER_ID));
  return decoderId === undefined ? { kind: 'passing', passing } : { kind: 'passing', passing, decoderId };
}
