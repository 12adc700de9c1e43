/**
 * The worst-case bodies of `npm run bench:heavy` (issue 28): a zip whose headers lie about its
 * sizes, and a LiveTime RC result that reads as one driver with hundreds of thousands of laps.
 * Both are built here, not stored, so the bench carries no megabytes of fixtures.
 */
import { crc32 } from 'node:zlib';
import { Deflate } from 'fflate';
import { MAX_IMPORT_TEXT } from '../src/shared/schemas/run';

const MB = 1024 * 1024;

/** One entry of the lying zip: its deflated bytes and what it really is. */
interface Entry {
  name: Buffer;
  deflated: Buffer;
  crc: number;
  /** The size the headers claim (a lie), not the size it inflates to. */
  declared: number;
}

/** `realBytes` of zeros deflated in 1 MB pieces, so the bench never holds them whole. */
function deflatedZeros(realBytes: number): { deflated: Buffer; crc: number } {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => chunks.push(chunk));
  const piece = new Uint8Array(MB);
  let crc = 0;
  for (let left = realBytes; left > 0; left -= MB) {
    const part = left >= MB ? piece : piece.subarray(0, left);
    crc = crc32(part, crc);
    deflate.push(part, left <= MB);
  }
  return { deflated: Buffer.concat(chunks), crc };
}

function localHeader(e: Entry): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  h.writeUInt16LE(0, 6); // flags: sizes are in this header (no data descriptor)
  h.writeUInt16LE(8, 8); // method: deflate
  h.writeUInt32LE(0, 10); // DOS time and date: 1980, nobody reads them
  h.writeUInt32LE(e.crc >>> 0, 14);
  h.writeUInt32LE(e.deflated.length, 18);
  h.writeUInt32LE(e.declared, 22); // the lie
  h.writeUInt16LE(e.name.length, 26);
  h.writeUInt16LE(0, 28);
  return Buffer.concat([h, e.name]);
}

function centralHeader(e: Entry, offset: number): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4); // made by
  h.writeUInt16LE(20, 6); // version needed
  h.writeUInt16LE(0, 8);
  h.writeUInt16LE(8, 10);
  h.writeUInt32LE(0, 12);
  h.writeUInt32LE(e.crc >>> 0, 16);
  h.writeUInt32LE(e.deflated.length, 20);
  h.writeUInt32LE(e.declared, 24); // the same lie
  h.writeUInt16LE(e.name.length, 28);
  // extra and comment lengths, disk, attributes: all zero
  h.writeUInt32LE(offset, 42);
  return Buffer.concat([h, e.name]);
}

/**
 * A zip of `entries` entries whose local and central headers each declare `declaredBytes` but
 * which inflate to `realBytes` of zeros each. The first is named data.json, so a server that
 * inflates only what it reads still inflates one. Built by hand: a zip writer would write the
 * true sizes, and patching its output would mean finding every header again.
 */
export function lyingZip(entries = 10, realBytes = 100 * MB, declaredBytes = 100): Buffer {
  const { deflated, crc } = deflatedZeros(realBytes);
  const list: Entry[] = Array.from({ length: entries }, (_, i) => ({
    name: Buffer.from(i === 0 ? 'data.json' : `files/${i}.jpg`),
    deflated,
    crc,
    declared: declaredBytes,
  }));
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of list) {
    central.push(centralHeader(e, offset));
    const local = localHeader(e);
    parts.push(local, e.deflated);
    offset += local.length + e.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(list.length, 8); // entries on this disk
  end.writeUInt16LE(list.length, 10); // entries in all
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/**
 * A LiveTime RC page as a racer copies it (see src/shared/timing/livetime-rc.ts and its fixture):
 * the venue, a summary with one driver, a lap table whose "Car" row names that one car in every
 * column, then "Lap N" rows (N cycles through 1–9999, all the parser reads) of `cellsPerRow` lap
 * cells each, as many rows as fit in `MAX_IMPORT_TEXT` characters. Every cell lands on the one
 * driver: with ten cells a row, about 35,000 rows and 350,000 laps (the 349,508).
 */
export function liveTimeFlood(cellsPerRow = 10): string {
  const header = [
    '"Bench rc raceway\nBench Park Raceway\nWinter Series"\t\t\t',
    '\t\t\tRace Results\t\t',
    '\tBench (A Main)\t\t\tMains :: Race 1\t\t',
    '\t\tDriver Name\t\tCar\tResult\tFastest\t',
    '\t1\tSam Lap\t\t7\t500/4:10:00.000\t29.800\t',
    '\t\t\t\t\t\t',
    `\tCar${'\t7'.repeat(cellsPerRow + 1)}`,
    `\tName${'\tSam Lap'.repeat(cellsPerRow + 1)}`,
  ];
  const cells = '\t30.1'.repeat(cellsPerRow);
  const lines = [...header];
  let length = header.join('\n').length;
  for (let n = 0; ; n++) {
    const row = `\tLap ${1 + (n % 9999)}${cells}`;
    if (length + row.length + 1 > MAX_IMPORT_TEXT) break;
    lines.push(row);
    length += row.length + 1;
  }
  return lines.join('\n');
}
