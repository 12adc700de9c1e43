import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importZip, rowCounts } from '../test/data-transfer';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { EMPTY_EXPORT } from '../test/route-matrix-data-transfer';
import { lyingZip } from '../test/zip-bombs';

const MB = 1024 * 1024;

/**
 * Issue 28, finding 1: a zip whose headers claim 100 bytes an entry but that inflates to far more
 * froze the server for everyone while it was read, and the size limit never saw it.
 */
describe.each(DIALECTS)('a lying zip (%s)', (dialect) => {
  let t: TestApp;
  let importer: Awaited<ReturnType<typeof registerRacer>>;
  let reader: Awaited<ReturnType<typeof registerRacer>>;
  // Three entries of 100 MB each: past the 228 MB an account of the default 100 MB quota may unpack to.
  const zip = lyingZip(3, 100 * MB, EMPTY_EXPORT);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    importer = await registerRacer(t.app);
    reader = await registerRacer(t.app);
    await call(t.app, reader.cookie, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'Tekno RC', model: 'EB48 2.2' },
    });
  });
  afterAll(() => t.close());

  it('is refused by the bytes it really unpacks to, naming the limit, writing nothing', async () => {
    const before = await rowCounts(t);
    for (const dryRun of [true, false]) {
      const res = await importZip(t.app, importer.cookie, zip, dryRun);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'export_too_large',
        message: expect.stringMatching(/unpacks to more than an export can hold .*228 MB/),
      });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('does not hold up another racer’s read while it is unpacked', async () => {
    const order: string[] = [];
    const importing = importZip(t.app, importer.cookie, zip).then((res) => {
      order.push('import');
      return res;
    });
    const reading = call(t.app, reader.cookie, { method: 'GET', url: '/api/cars' }).then((res) => {
      order.push('read');
      return res;
    });
    const [imported, read] = await Promise.all([importing, reading]);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(1);
    expect(imported.statusCode).toBe(413);
    // The read was answered while the zip was still being unpacked, not after it.
    expect(order).toEqual(['read', 'import']);
  });
});
