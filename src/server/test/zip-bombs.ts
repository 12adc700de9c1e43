import { crc32 } from 'node:zlib';
import { Deflate, deflateSync } from 'fflate';

/**
 * Zips that lie (issue 28): built by hand, because no zip library writes a header that disagrees
 * with its data. Every entry is deflated; `claimedSize` is what both its local and central headers
 * say it unpacks to, whatever it really does.
 */
export interface DeflatedEntry {
  name: string;
  deflated: Uint8Array;
  crc: number;
  size: number;
  claimedSize?: number;
}

/** `bytes` zeros deflated, streamed through one 1 MB chunk so the test never holds them whole. */
export function deflatedZeros(bytes: number): Omit<DeflatedEntry, 'name'> {
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level: 6 }, (chunk) => {
    out.push(chunk);
  });
  const chunk = new Uint8Array(1024 * 1024);
  let crc = 0;
  for (let left = bytes; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(part, crc);
    deflate.push(part, left <= chunk.length);
  }
  return { deflated: Buffer.concat(out), crc, size: bytes };
}

/** One small entry deflated honestly (data.json, say). */
export function deflatedText(text: string): Omit<DeflatedEntry, 'name'> {
  const bytes = Buffer.from(text);
  return { deflated: deflateSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/** A zip of these entries whose headers claim `claimedSize` (the true size when not given). */
export function zipWithClaims(entries: DeflatedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const claimed = entry.claimedSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(claimed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.deflated));
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The finding of issue 28: `count` entries that each claim 100 bytes and inflate to `eachBytes`
 * of zeros, beside an honest data.json (so only the lie stands between it and an import).
 */
export function lyingZip(count: number, eachBytes: number, dataJson: unknown): Buffer {
  const zeros = deflatedZeros(eachBytes);
  const entries: DeflatedEntry[] = Array.from({ length: count }, (_, i) => ({
    name: `files/${i}.bin`,
    ...zeros,
    claimedSize: 100,
  }));
  entries.push({ name: 'data.json', ...deflatedText(JSON.stringify(dataJson)) });
  return zipWithClaims(entries);
}
