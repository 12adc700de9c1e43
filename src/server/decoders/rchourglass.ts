import type { DecoderPassing, PassingReader } from './types';

/**
 * RCHourglass, the open DIY RC lap-timing decoder (https://github.com/mv4wd/RCHourglass), in its
 * own passage format, which it inherits from the CANO decoder (the project's README: "compatible
 * with lap timing software using the CANO protocol"). Sources read (format only, no code taken):
 * - the RCHourglass wiki's "Decoder protocols" page, as kept at
 *   https://dokuwiki.faatal.dynv6.net/doku.php?do=export_xhtml&id=amb_zeitnahme: a record
 *   `nnnnnntttttttt`, nnnnnn the transponder number in ASCII hex, tttttttt the passage time in
 *   quarter milliseconds since the decoder started, in ASCII hex; example 23E35500075A06 is
 *   transponder 2351957 at 120.449 s.
 * - the YurLaps one-loop decoder's README, which emits "the published RCHourglass passage-record
 *   format": the same 14 characters, then `-idhhqqvvtm` (decoder id, hits, quality 0-100,
 *   voltage, temperature, each two hex digits), ending CR LF.
 * The decoder speaks over a serial port (115200 baud); a club reaches it over TCP through a
 * serial-to-network bridge (ser2net, an ESP32), which passes these lines through unchanged.
 * Every other line (the decoder's INFO/SUCCESS answers, monitor-mode dumps) is skipped.
 */
const PASSAGE =
  /^([0-9A-F]{6})([0-9A-F]{8})(?:-([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2}))?$/i;
/** A passage line is 25 characters; anything past this without a line end is noise, dropped. */
const MAX_LINE = 256;
/** The time field is 32 bits of quarter milliseconds: it wraps after about 12.4 days. */
const TICKS_WRAP = 2 ** 32;

export interface RcHourglassPassage {
  transponder: string;
  /** Quarter milliseconds since the decoder started. */
  ticks: number;
  decoderId?: number;
  hits?: number;
  quality?: number;
}

/** One line (without its line end) as a passage, or null when it is any other line. */
export function parseRcHourglassLine(line: string): RcHourglassPassage | null {
  const m = PASSAGE.exec(line.trim());
  if (!m) return null;
  const passage: RcHourglassPassage = {
    transponder: String(Number.parseInt(m[1] as string, 16)),
    ticks: Number.parseInt(m[2] as string, 16),
  };
  if (m[3] !== undefined) {
    passage.decoderId = Number.parseInt(m[3], 16);
    passage.hits = Number.parseInt(m[4] as string, 16);
    passage.quality = Number.parseInt(m[5] as string, 16);
  }
  return passage;
}

/** The line the decoder sends for a passage (the simulator's and the tests' side). */
export function formatRcHourglassLine(p: {
  transponder: number;
  ticks: number;
  hits?: number;
  quality?: number;
}) {
  const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');
  return `${hex(p.transponder, 6)}${hex(p.ticks % TICKS_WRAP, 8)}-01${hex(p.hits ?? 40, 2)}${hex(p.quality ?? 90, 2)}0000\r\n`;
}

/**
 * The RCHourglass stream as passings. Its times count from the decoder's start, so the first
 * passage of a connection is pinned to the moment it arrived and later ones keep the decoder's own
 * spacing (laps stay exact however late TCP delivers them); a time that goes backwards (the decoder
 * restarted, or the counter wrapped) pins again.
 */
export class RcHourglassReader implements PassingReader {
  readonly stats = { skipped: 0, dropped: 0 };
  private pending = '';
  private originMs: number | null = null;
  private lastTicks = -1;
  private readonly decoder = new TextDecoder('latin1');

  push(chunk: Uint8Array, receivedAt: number): DecoderPassing[] {
    const passings: DecoderPassing[] = [];
    const lines = (this.pending + this.decoder.decode(chunk, { stream: true })).split('\n');
    this.pending = lines.pop() ?? '';
    if (this.pending.length > MAX_LINE) {
      this.stats.dropped += 1;
      this.pending = '';
    }
    for (const line of lines) {
      const passage = line.length <= MAX_LINE ? parseRcHourglassLine(line) : null;
      if (!passage) {
        if (line.trim()) this.stats.skipped += 1;
        continue;
      }
      if (this.originMs === null || passage.ticks < this.lastTicks)
        this.originMs = receivedAt - passage.ticks / 4;
      this.lastTicks = passage.ticks;
      const passing: DecoderPassing = {
        transponder: passage.transponder,
        at: Math.round(this.originMs + passage.ticks / 4),
      };
      if (passage.hits !== undefined) passing.hits = passage.hits;
      passings.push(passing);
    }
    return passings;
  }
}
