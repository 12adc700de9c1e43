import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importZip, rowCounts, zipOf } from '../test/data-transfer';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { EMPTY_EXPORT } from '../test/route-matrix-data-transfer';
import { lyingZip } from '../test/zip-bombs';

const MB = 1024 * 1024;

/** data.json of a million small records: a few MB zipped, several hundred MB of heap once parsed. */
function heapHungryExport(): Buffer {
  const records = Array.from({ length: 1_000_000 }, (_, i) => ({ n: i, note: 'x' }));
  return zipOf({}, { ...EMPTY_EXPORT, padding: records });
}

/** The limits of one job in the heavy pool, met through POST /api/import; the pool recovers. */
describe.each(DIALECTS)('the heavy pool’s limits (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // A small worker heap, so a file can exhaust it without the test machine's memory.
    t = await createTestApp(dialect, {
      heavy: { threads: 1, jobMs: 20_000, workerMb: 96, perRacer: 2, inFlight: 8 },
    });
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterAll(() => t.close());

  const importsEmptyExport = async () => {
    const res = await importZip(t.app, cookie, zipOf({}, EMPTY_EXPORT), true);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('stops a job past its time limit with 422 naming the limit, and serves the next job', async () => {
    await importsEmptyExport(); // the worker is up: the limit below times the job, not its start
    const before = await rowCounts(t);
    // Unpacking 228 MB takes far longer than 5 ms on any machine; the limit is read per job.
    t.app.config.heavy.jobMs = 5;
    try {
      const res = await importZip(t.app, cookie, lyingZip(3, 100 * MB, EMPTY_EXPORT));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'too_slow_to_read',
        message: expect.stringContaining('took too long to read (limit 5 ms)'),
      });
    } finally {
      t.app.config.heavy.jobMs = 20_000;
    }
    expect(await rowCounts(t)).toEqual(before);
    await importsEmptyExport();
  });

  it('refuses a file that exhausts a worker’s memory with 413 naming the limit, and recovers', async () => {
    const before = await rowCounts(t);
    const res = await importZip(t.app, cookie, heapHungryExport());
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'too_large_to_read',
      message: expect.stringContaining('(limit 96 MB)'),
    });
    expect(await rowCounts(t)).toEqual(before);
    await importsEmptyExport();
  });

  it('drops the job of a client that went away before its answer', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const heavy = t.app.heavy;
    const original = heavy.readExport.bind(heavy);
    let job: Promise<unknown> | undefined;
    heavy.readExport = (...args) => {
      job = original(...args);
      return job as ReturnType<typeof original>;
    };
    try {
      const zip = lyingZip(3, 100 * MB, EMPTY_EXPORT);
      const client = request({
        port,
        method: 'POST',
        path: '/api/import',
        headers: { cookie, 'content-type': 'application/zip', 'content-length': zip.length },
      });
      client.on('error', () => {}); // the socket is destroyed on purpose
      client.end(zip);
      while (!job) await new Promise((r) => setTimeout(r, 5));
      // The job has begun unpacking 228 MB; the client leaves long before it could be refused.
      client.destroy();
      await expect(job).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/cancelled/) });
    } finally {
      heavy.readExport = original;
    }
    await importsEmptyExport();
  });
});
