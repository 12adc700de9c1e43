import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, privatePgSchema } from './test/harness';
import { client, type RunningServer, racer, startServer } from './test/server-process';

/**
 * Fault tests on the real server process: what a racer saved must survive a crash, a deploy
 * must not drop requests in flight, and two instances on one PostgreSQL must act as one.
 */
describe.each(DIALECTS)('faults (%s)', (dialect) => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const clean of cleanups.splice(0).reverse()) await clean();
  });

  async function databaseEnv(): Promise<Record<string, string>> {
    if (dialect === 'postgres') {
      const pg = await privatePgSchema();
      cleanups.push(pg.drop);
      return { DATABASE_URL: pg.url };
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-fault-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir };
  }

  async function start(env: Record<string, string>): Promise<RunningServer> {
    const server = await startServer(env);
    cleanups.push(() => server.stop('SIGKILL'));
    return server;
  }

  it('keeps every acknowledged write through kill -9, and the database stays intact', async () => {
    const env = await databaseEnv();
    const first = await start(env);
    const me = client(first.url);
    expect((await me.request('POST', '/api/register', racer(1))).status).toBe(201);

    const acknowledged: number[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const res = await me.request('POST', '/api/cars', {
            manufacturer: 'Kyosho',
            model: `MP10 #${lane}-${i}`,
          });
          if (res.status === 201) acknowledged.push(res.json.id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const lanes = [0, 1, 2, 3, 4].map(writer);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    first.process.kill('SIGKILL');
    await first.exited;
    await Promise.all(lanes);

    const second = await start(env);
    const again = client(second.url, me.cookie);
    const cars = await again.request('GET', '/api/cars');
    expect(cars.status).toBe(200);
    const stored = new Set(cars.json.map((c: { id: number }) => c.id));
    for (const id of acknowledged) expect(stored.has(id), `car ${id} was acknowledged`).toBe(true);
    if (env.DATA_DIR) {
      await second.stop();
      const db = new Database(path.join(env.DATA_DIR, 'rc-setup.db'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }
  });

  it('SIGTERM lets requests in flight finish, then exits cleanly', async () => {
    const server = await start({ ...(await databaseEnv()), LOG_LEVEL: 'info' });
    // Registrations hash three secrets each, so they are still running when the signal lands;
    // the signal waits until the server has logged all eight as received.
    const inFlight = Array.from({ length: 8 }, (_, i) =>
      client(server.url).request('POST', '/api/register', racer(`t${i}`)),
    );
    await server.waitForLog(/"url":"\/api\/register".*"msg":"incoming request"/, 8);
    server.process.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await server.exited).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('share sessions and data: sign in on one, carry on with the other', async () => {
    const pg = await privatePgSchema();
    const a = await startServer({ DATABASE_URL: pg.url });
    const b = await startServer({ DATABASE_URL: pg.url });
    try {
      const onA = client(a.url);
      expect((await onA.request('POST', '/api/register', racer('shared'))).status).toBe(201);
      const onB = client(b.url, onA.cookie);
      expect((await onB.request('GET', '/api/auth/user')).json.username).toBe('faultshared');
      const car = await onB.request('POST', '/api/cars', { manufacturer: 'XRAY', model: "XB8 '24" });
      expect(car.status).toBe(201);
      expect((await onA.request('GET', '/api/cars')).json.map((c: { id: number }) => c.id)).toEqual([
        car.json.id,
      ]);
      // Signing out on one ends the session on both.
      await onB.request('POST', '/api/logout');
      expect((await client(a.url, onA.cookie).request('GET', '/api/auth/user')).status).toBe(401);
    } finally {
      await a.stop('SIGKILL');
      await b.stop('SIGKILL');
      await pg.drop();
    }
  });
});
