import fc from 'fast-check';
import { describe, it } from 'vitest';
import { RECORD_LISTS } from './data-transfer/format';
import { exportedAccountApp, zipOf } from './test/data-transfer';
import { refusalCheck } from './test/fuzz-check';
import { KEYS, value } from './test/fuzz-inputs';
import { DIALECTS } from './test/harness';
import { EMPTY_EXPORT } from './test/route-matrix-data-transfer';
import { lyingZip } from './test/zip-bombs';

type Json = Record<string, unknown>;

const LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** Where each header of a zip starts, local and central. */
function headers(zip: Buffer): Array<{ at: number; central: boolean }> {
  const found: Array<{ at: number; central: boolean }> = [];
  for (const [signature, central] of [
    [LOCAL, false],
    [CENTRAL, true],
  ] as const)
    for (let at = zip.indexOf(signature); at >= 0; at = zip.indexOf(signature, at + 4))
      found.push({ at, central });
  return found;
}

/** data.json of the export's header around `depth` nested arrays: no export nests past five. */
function nested(depth: number, inside: boolean): Buffer {
  const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const text = inside
    ? JSON.stringify({ ...EMPTY_EXPORT, cars: 0 }).replace('"cars":0', `"cars":${arrays}`)
    : arrays;
  return zipOf({ 'data.json': text });
}

/**
 * POST /api/import under arbitrary bytes and arbitrary or mutated data.json: never 5xx, and a
 * refusal writes nothing (test/fuzz-check.ts), on both databases.
 */
describe.each(DIALECTS)('fuzzing the import (%s)', (dialect) => {
  const s = exportedAccountApp(dialect);

  const check = refusalCheck(
    () => s.t,
    () => s.cookie,
  );
  const send = (body: Buffer, dryRun: boolean) =>
    check({
      method: 'POST',
      url: `/api/import?dryRun=${dryRun}`,
      headers: { 'content-type': 'application/zip' },
      payload: body,
    });

  it('random bytes, and the export with bytes flipped', async () => {
    const zip = zipOf(s.entries);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
          fc
            .array(fc.tuple(fc.nat(zip.length - 1), fc.integer({ min: 0, max: 255 })), {
              minLength: 1,
              maxLength: 8,
            })
            .map((flips) => {
              const copy = Buffer.from(zip);
              for (const [at, byte] of flips) copy[at] = byte;
              return copy;
            }),
        ),
        fc.boolean(),
        send,
      ),
      { numRuns: 60 },
    );
  });

  it('zips whose headers lie about their sizes', async () => {
    const zip = zipOf(s.entries);
    const found = headers(zip);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.nat(found.length - 1),
            fc.constantFrom('unpacked', 'packed'),
            fc.oneof(fc.constantFrom(0, 100, 0xffffffff), fc.nat({ max: 0xffffffff })),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.boolean(),
        (lies, dryRun) => {
          const copy = Buffer.from(zip);
          for (const [index, field, claim] of lies) {
            const header = found[index] as { at: number; central: boolean };
            const offset = (header.central ? 20 : 18) + (field === 'unpacked' ? 4 : 0);
            copy.writeUInt32LE(claim, header.at + offset);
          }
          return send(copy, dryRun);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the lying zip, deep nesting and too many entries: refused, nothing written', async () => {
    // Three entries that claim 100 bytes each and inflate to 100 MB each: costly, so sent once.
    await send(lyingZip(3, 100 * 1024 * 1024, EMPTY_EXPORT), false);
    const bodies = [
      nested(100_000, false),
      nested(100_000, true),
      zipOf(Object.fromEntries(Array.from({ length: 20_001 }, (_, i) => [`files/${i}`, ''])), EMPTY_EXPORT),
    ];
    for (const body of bodies) for (const dryRun of [true, false]) await send(body, dryRun);
  }, 120_000);

  it('arbitrary JSON as data.json', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.boolean(), (json, dryRun) =>
        send(zipOf({}, json), dryRun),
      ),
      { numRuns: 40 },
    );
  });

  it('the export with one field of a record changed', async () => {
    const { 'data.json': _data, ...files } = s.entries;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...RECORD_LISTS),
        fc.nat(2),
        fc.oneof(
          fc.constantFrom(...KEYS),
          fc.constantFrom('id', 'versions', 'laps', 'tyreSetIds', 'log', 'path', 'url'),
        ),
        value,
        fc.boolean(),
        (list, index, key, changed, dryRun) => {
          const copy = structuredClone(s.data) as Json;
          const record = (copy[list] as Json[])[index];
          if (record) record[key] = changed;
          return send(zipOf(files, copy), dryRun);
        },
      ),
      { numRuns: 80 },
    );
  });
});
