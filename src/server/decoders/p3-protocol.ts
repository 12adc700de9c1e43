/**
 * The MyLaps/AMB P3 binary protocol, as its public descriptions give it. Sources read (format only,
 * no code taken):
 * - https://github.com/vmindru/ambp3client, its files AmbP3/records.py (record types and field
 *   tags), NOTES/CRC_CHECK (the decoder's own CRC16 routine, from an AMBrc protocol document,
 *   Appendix B), NOTES/CRC_NOTES (CRC over the whole record with its CRC bytes zeroed, SOR and EOR
 *   included; a captured PASSING record), AmbP3/decoder.py (header layout, escaping, TLV body).
 * - https://github.com/hama-jp/ambp3client, its P3_PROTOCOL.md in its docs folder (byte order of
 *   each header field, the escaping rule, a captured STATUS record with its CRC).
 * - https://github.com/skoky/ammc-android/blob/master/ammc/src/main/kotlin/com/skoky/CRC16.java
 *   (the same CRC).
 * - https://www.hobbytalk.com/bbs1/12-general-rc-discussion/73738-amb-protocol-3.html (named by
 *   the first as where the details came from; not stored here, not read).
 *
 * A record on the wire: SOR 0x8E, version, length (2, little-endian: the whole unescaped record,
 * SOR and EOR included), CRC (2), flags (2, LE), type of record "TOR" (2, LE), fields, EOR 0x8F.
 * Each field is tag (1), length (1), value (little-endian numbers). Between SOR and EOR, a byte
 * 0x8D, 0x8E or 0x8F is sent as 0x8D then the byte + 0x20.
 */
export const SOR = 0x8e;
export const EOR = 0x8f;
export const ESC = 0x8d;
export const ESCAPE_ADD = 0x20;
/** Bytes before the fields: SOR, version, length, CRC, flags, TOR. */
export const HEADER_LENGTH = 10;
/** The smallest record: a header and EOR, no fields. */
export const MIN_RECORD = HEADER_LENGTH + 1;
/**
 * Real records are under 100 bytes; a "record" longer than this is line noise or a missed EOR, and
 * is dropped rather than buffered without end.
 */
export const MAX_RECORD = 1024;

export const TOR = {
  RESET: 0x00,
  PASSING: 0x01,
  STATUS: 0x02,
  VERSION: 0x03,
  RESEND: 0x04,
  CLEAR_PASSING: 0x05,
  SERVER_SETTINGS: 0x13,
  SESSION: 0x15,
  NETWORK_SETTINGS: 0x16,
  WATCHDOG: 0x18,
  PING: 0x20,
  GET_TIME: 0x24,
  GENERAL_SETTINGS: 0x28,
  SIGNALS: 0x2d,
  LOOP_TRIGGER: 0x2f,
  GPS_INFO: 0x30,
  FIRST_CONTACT: 0x45,
  TIMELINE: 0x4a,
  ERROR: 0xffff,
} as const;

export const TOR_NAMES = new Map<number, string>(Object.entries(TOR).map(([name, code]) => [code, name]));

/** Field tags of a PASSING record (and the general ones any record may carry). */
export const PASSING_FIELD = {
  PASSING_NUMBER: 0x01,
  TRANSPONDER: 0x03,
  /** Microseconds since 1970 by the decoder's real-time clock. */
  RTC_TIME: 0x04,
  STRENGTH: 0x05,
  HITS: 0x06,
  FLAGS: 0x08,
  /** Text transponder code, sent instead of TRANSPONDER by some systems. */
  TRAN_CODE: 0x0a,
  /** Microseconds since 1970, UTC, where the decoder keeps it. */
  UTC_TIME: 0x10,
  DECODER_ID: 0x81,
} as const;

export const STATUS_FIELD = {
  NOISE: 0x01,
  GPS: 0x06,
  TEMPERATURE: 0x07,
  DECODER_ID: 0x81,
} as const;

export const VERSION_FIELD = {
  DECODER_TYPE: 0x01,
  DESCRIPTION: 0x02,
  VERSION: 0x03,
  DECODER_ID: 0x81,
} as const;

const CRC_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i += 1) {
    let crc = i << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = ((crc << 1) ^ (crc & 0x8000 ? 0x1021 : 0)) & 0xffff;
    table[i] = crc;
  }
  return table;
})();

/**
 * The decoder's CRC16 (polynomial 0x1021, start 0xFFFF, each byte XORed in after the table step,
 * as the AMBrc document's routine does: not the common CCITT variant) over the unescaped record
 * with its two CRC bytes as zero. Sent little-endian.
 */
export function p3Crc(record: Uint8Array): number {
  let crc = 0xffff;
  for (let i = 0; i < record.length; i += 1) {
    const byte = i === 4 || i === 5 ? 0 : (record[i] as number);
    crc = ((CRC_TABLE[(crc >> 8) & 0xff] as number) ^ ((crc << 8) & 0xffff) ^ byte) & 0xffff;
  }
  return crc;
}
