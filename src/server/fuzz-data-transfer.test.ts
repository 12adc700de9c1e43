import fc from 'fast-check';
import { describe, it } from 'vitest';
import { RECORD_LISTS } from './data-transfer/format';
import { exportedAccountApp, zipOf } from './test/data-transfer';
import { refusalCheck } from './test/fuzz-check';
import { KEYS, value } from './test/fuzz-inputs';
import { DIALECTS } from './test/harness';

type Json = Record<string, unknown>;

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
