import { crc32 } from 'node:zlib';
import { inflateSync, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_TEXT } from '../src/shared/schemas/run';
import { parseTimingText } from '../src/shared/timing';
import { liveTimeFlood, lyingZip } from './heavy-payloads';

const MB = 1024 * 1024;

/** Every entry as the central directory describes it, with its data as the local header places it. */
function centralEntries(zip: Buffer) {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  return Array.from({ length: count }, () => {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const entry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      crc: zip.readUInt32LE(at + 16),
      compressed: zip.readUInt32LE(at + 20),
      centralDeclares: zip.readUInt32LE(at + 24),
      localDeclares: zip.readUInt32LE(local + 22),
      data: zip.subarray(local + 30 + zip.readUInt16LE(local + 26), undefined),
    };
    entry.data = entry.data.subarray(0, entry.compressed);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    return entry;
  });
}

describe('the bench’s lying zip', () => {
  const zip = lyingZip(3, 2 * MB, 100);

  it('declares 100 bytes per entry in both headers but inflates to the real size, zeros with a true CRC', () => {
    const entries = centralEntries(zip);
    expect(entries.map((e) => e.name)).toEqual(['data.json', 'files/1.jpg', 'files/2.jpg']);
    for (const entry of entries) {
      expect(entry.centralDeclares).toBe(100);
      expect(entry.localDeclares).toBe(100);
      const inflated = inflateSync(entry.data);
      expect(inflated.length).toBe(2 * MB);
      expect(inflated.every((b) => b === 0)).toBe(true);
      expect(crc32(inflated)).toBe(entry.crc);
    }
  });

  it('is read as a valid zip by a reader that trusts the headers, which see 100 bytes each', () => {
    const declared: number[] = [];
    const entries = unzipSync(zip, {
      filter: (file) => {
        declared.push(file.originalSize);
        return true;
      },
    });
    expect(declared).toEqual([100, 100, 100]);
    expect(Object.keys(entries)).toHaveLength(3);
  });
});

describe('the bench’s oversized LiveTime RC result', () => {
  it('fits the import limit and reads as one driver with hundreds of thousands of laps', () => {
    const text = liveTimeFlood();
    expect(text.length).toBeLessThanOrEqual(MAX_IMPORT_TEXT);
    expect(text.length).toBeGreaterThan(MAX_IMPORT_TEXT - 100);
    const parsed = parseTimingText(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.result.format).toBe('livetime-rc');
    expect(parsed.result.races).toHaveLength(1);
    const drivers = parsed.result.races[0]?.drivers ?? [];
    expect(drivers.map((d) => d.name)).toEqual(['Sam Lap']);
    expect(drivers[0]?.laps.length).toBeGreaterThan(300_000);
  });
});
