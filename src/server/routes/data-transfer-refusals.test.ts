import { describe, expect, it } from 'vitest';
import { exportedAccountApp, importZip, rowCounts, zipOf } from '../test/data-transfer';
import { createTestApp, DIALECTS, registerRacer } from '../test/harness';
import { EMPTY_EXPORT } from '../test/route-matrix-data-transfer';

type Json = Record<string, unknown> & { cars: Json[]; files: Json[]; transponders: Json[] };

/**
 * Claims a huge unpacked size for every entry in the zip's local and central headers (an honest
 * zip bomb's headers): refused on the claim, before a byte is inflated. The lying kind, whose
 * headers claim little, is import-lying-zip.test.ts.
 */
function bombed(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  const patch = (signature: number[], offset: number) => {
    for (
      let at = copy.indexOf(Buffer.from(signature));
      at >= 0;
      at = copy.indexOf(Buffer.from(signature), at + 4)
    )
      copy.writeUInt32LE(0xfffffff0, at + offset);
  };
  patch([0x50, 0x4b, 0x03, 0x04], 22);
  patch([0x50, 0x4b, 0x01, 0x02], 24);
  return copy;
}

describe.each(DIALECTS)('import refusals (%s)', (dialect) => {
  const s = exportedAccountApp(dialect);

  /** The export with data.json changed by `change`. */
  const edited = (change: (copy: Json) => void) => {
    const copy = structuredClone(s.data) as Json;
    change(copy);
    const { 'data.json': _old, ...rest } = s.entries;
    return zipOf(rest, copy);
  };

  const refused: Array<[string, () => Buffer, number, string | RegExp]> = [
    ['random bytes', () => Buffer.from('certainly not a zip'), 400, /not a zip/],
    ['an empty body', () => Buffer.alloc(0), 400, /not a zip/],
    [
      'a zip without data.json',
      () => zipOf({ 'notes.txt': 'hi' }),
      400,
      'This file is not an RC Setup Assistant export: it has no data.json',
    ],
    [
      'data.json that is not JSON',
      () => zipOf({ 'data.json': '{"app": "rc-setup' }),
      400,
      /data\.json is not valid JSON/,
    ],
    [
      'another app’s data.json',
      () => zipOf({}, { app: 'lap-timer', schemaVersion: 1 }),
      400,
      /made by another app/,
    ],
    [
      'a newer data version',
      () => zipOf({}, { ...EMPTY_EXPORT, schemaVersion: 7 }),
      400,
      /data version 7\); this server reads up to version 1/,
    ],
    [
      'a car that fails its schema',
      () => edited((d) => Object.assign(d.cars[1] as Json, { manufacturer: '' })),
      400,
      'data.json cars[1].manufacturer: Manufacturer is required',
    ],
    [
      'NUL in a text',
      () => edited((d) => Object.assign(d.cars[0] as Json, { notes: 'a\u0000b' })),
      400,
      /data\.json cars\[0\]\.notes contains a character that cannot be saved \(U\+0000\)/,
    ],
    [
      'a file missing from the zip',
      () => edited((d) => Object.assign(d.files[0] as Json, { path: 'files/gone.png' })),
      400,
      'data.json files[0].path: files/gone.png is not in the zip',
    ],
    [
      'a link to a car the file does not hold',
      () => edited((d) => Object.assign(d.transponders[0] as Json, { rcCarId: 999 })),
      400,
      'data.json transponders[0].rcCarId: no car has id 999',
    ],
    [
      'a file whose bytes are not what data.json says',
      () => edited((d) => Object.assign(d.files[0] as Json, { sha256: 'x' })),
      400,
      /does not match its sha256/,
    ],
    [
      'a zip bomb',
      () => bombed(zipOf({ 'big.bin': 'x'.repeat(1000) }, EMPTY_EXPORT)),
      413,
      /unpacks to more than an export can hold/,
    ],
    [
      'data.json nested 100,000 levels deep',
      () => zipOf({ 'data.json': `${'['.repeat(100_000)}${']'.repeat(100_000)}` }),
      422,
      /data\.json nests more deeply than an export does \(limit 100 levels\)/,
    ],
    [
      'a zip of more entries than an export has',
      () =>
        zipOf(Object.fromEntries(Array.from({ length: 20_001 }, (_, i) => [`files/${i}`, ''])), EMPTY_EXPORT),
      413,
      /at most 20000 files/,
    ],
    [
      'more vehicles than an account holds (issue 28)',
      () =>
        edited((d) => {
          const car = d.cars[1] as Json;
          for (let i = 0; i < 200; i++) d.cars.push({ ...car, id: 10_000 + i, model: `Spare ${i}` });
        }),
      409,
      /^This import would add 202 vehicles to the 0 you have, and an account holds at most 200 vehicles\. Nothing was imported\./,
    ],
  ];

  it.each(refused)('refuses %s with a message, writing nothing', async (_what, body, status, message) => {
    const before = await rowCounts(s.t);
    for (const dryRun of [true, false]) {
      const res = await importZip(s.t.app, s.cookie, body(), dryRun);
      expect(res.statusCode, res.body).toBe(status);
      const answer = res.json();
      if (typeof message === 'string') expect(answer.message).toBe(message);
      else expect(answer.message).toMatch(message);
    }
    expect(await rowCounts(s.t)).toEqual(before);
  });

  it('refuses a JSON body as not a zip', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: s.cookie, 'content-type': 'application/json' },
      payload: { app: 'rc-setup-assistant' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('not_an_export');
  });

  it('refuses files beyond the racer’s storage quota as an upload is, writing nothing', async () => {
    const small = await createTestApp(dialect, { storageQuotaBytes: 200 });
    try {
      const racer = await registerRacer(small.app);
      const before = await rowCounts(small);
      const zip = zipOf(s.entries);
      const res = await importZip(small.app, racer.cookie, zip);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'quota_exceeded',
        message: expect.stringMatching(/storage/i),
      });
      expect(await rowCounts(small)).toEqual(before);
      // Too large to be an export at all: refused before it is read.
      const huge = await importZip(small.app, racer.cookie, Buffer.alloc(33 * 1024 * 1024));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toMatch(/larger than an export can be/);
    } finally {
      await small.close();
    }
  });
});
