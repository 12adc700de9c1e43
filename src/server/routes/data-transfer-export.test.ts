import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import { dataOf, fillAccount } from '../test/data-transfer';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

/** What the next export meets: the records unreadable, or the database gone once files are read. */
const fault = vi.hoisted(() => ({ records: false, files: false }));

vi.mock('../data-transfer/racer-data', async (importOriginal) => {
  const original = await importOriginal<typeof import('../data-transfer/racer-data')>();
  return {
    ...original,
    readRacerData: (...args: Parameters<typeof original.readRacerData>) => {
      if (fault.records) return Promise.reject(new Error('the records could not be read'));
      return original.readRacerData(...args);
    },
    readBlobContent: (...args: Parameters<typeof original.readBlobContent>) => {
      if (fault.files) return Promise.reject(new Error('Connection terminated unexpectedly'));
      return original.readBlobContent(...args);
    },
  };
});

describe.each(DIALECTS)('GET /api/export over HTTP (%s)', (dialect) => {
  let t: TestApp;
  let server: FastifyInstance;
  let base: string;
  let cookie: string;
  const logged: Array<{ level: number; msg: string; err?: { message: string } }> = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A second app on the same database, listening, with its log kept for the tests to read.
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    server = await buildApp(t.database.db, defaultConfig({ logLevel: 'info' }), logger);
    base = await server.listen({ host: '127.0.0.1', port: 0 });
    const racer = await registerRacer(t.app);
    await fillAccount(t.app, racer.cookie);
    cookie = racer.cookie;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const download = () => fetch(`${base}/api/export`, { headers: { cookie } });
  const brokeOff = () => logged.filter((l) => l.msg.startsWith('export broke off'));

  it('streams the zip (no length known ahead) and it unzips whole', async () => {
    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const data = dataOf(new Uint8Array(await res.arrayBuffer()));
    expect(data.cars).toHaveLength(2);
    expect(brokeOff()).toEqual([]);
  });

  it('breaks the download off when the database fails after the first byte, and logs why', async () => {
    fault.files = true;
    try {
      const res = await download();
      // The status went out with data.json, before any file was read.
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow();
    } finally {
      fault.files = false;
    }
    await vi.waitFor(() => expect(brokeOff()).toHaveLength(1));
    expect(brokeOff()[0]).toMatchObject({
      level: 50,
      err: { message: 'Connection terminated unexpectedly' },
    });
    // The next download is whole again.
    expect(dataOf(new Uint8Array(await (await download()).arrayBuffer())).cars).toHaveLength(2);
  });

  it('answers the normal error shape when the failure comes before the first byte', async () => {
    logged.length = 0;
    fault.records = true;
    try {
      const res = await download();
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: expect.any(String), code: 'internal' });
    } finally {
      fault.records = false;
    }
    expect(brokeOff()).toEqual([]);
  });
});
