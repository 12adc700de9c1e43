import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { privatePgSchema } from './test/harness';
import { client, type RunningServer, racer, runUntilExit, startServer } from './test/server-process';
import { TcpRelay } from './test/tcp-relay';

const BASE = process.env.TEST_DATABASE_URL ?? '';

/**
 * PostgreSQL going away must cost racers a retry, never the service: the real server process
 * meets terminated backends, an unreachable database and a late start.
 */
describe.skipIf(!BASE)('PostgreSQL outages', () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const clean of cleanups.splice(0).reverse()) await clean();
  });

  /** A private schema; its URL names the app's connections, and may go through a relay. */
  async function database(relay?: TcpRelay) {
    const schema = await privatePgSchema();
    cleanups.push(schema.drop);
    const url = new URL(schema.url);
    const applicationName = `rc-outage-${randomBytes(4).toString('hex')}`;
    url.searchParams.set('application_name', applicationName);
    if (relay) {
      url.hostname = '127.0.0.1';
      url.port = String(relay.port);
    }
    return { url: url.toString(), applicationName };
  }

  async function relay(): Promise<TcpRelay> {
    const target = new URL(BASE);
    const r = await TcpRelay.reserve({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => r.close());
    return r;
  }

  async function start(env: Record<string, string>, startWithinMs?: number): Promise<RunningServer> {
    const server = await startServer(env, 'source', startWithinMs);
    cleanups.push(() => server.stop('SIGKILL'));
    return server;
  }

  async function terminateBackends(applicationName: string): Promise<number> {
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    try {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('rides through its backends being terminated under load: nothing acknowledged is lost', async () => {
    const db = await database();
    const server = await start({ DATABASE_URL: db.url });
    // One racer a lane, each kept under the account's 200 vehicles (ACCOUNT_LIMITS): a refusal for
    // a full account is not what this test is about.
    const racers = [1, 2, 3, 4, 5, 6].map(() => client(server.url));
    for (const [n, me] of racers.entries())
      expect((await me.request('POST', '/api/register', racer(`outage${n}`))).status).toBe(201);

    const answers: Array<{ at: number; status: number }> = [];
    const acknowledged: Array<{ lane: number; id: number }> = [];
    const started = Date.now();
    let running = true;
    const lane = async (n: number) => {
      const me = racers[n] as (typeof racers)[number];
      let created = 0;
      for (let i = 0; running; i++) {
        const write = i % 2 === 0 && created < 190;
        const res = write
          ? await me.request('POST', '/api/cars', { manufacturer: 'Tekno RC', model: `EB48 ${n}-${i}` })
          : await me.request('GET', '/api/cars');
        answers.push({ at: Date.now(), status: res.status });
        if (write && res.status === 201) {
          created += 1;
          acknowledged.push({ lane: n, id: res.json.id });
        }
      }
    };
    const lanes = [0, 1, 2, 3, 4, 5].map(lane);
    const cuts: number[] = [];
    for (const wait of [800, 1200]) {
      await new Promise((r) => setTimeout(r, wait));
      cuts.push(Date.now());
      expect(await terminateBackends(db.applicationName)).toBeGreaterThan(0);
    }
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(lanes);

    expect(server.process.exitCode, 'the process is still up').toBeNull();
    const statuses = new Set(answers.map((a) => a.status));
    for (const status of statuses) expect([200, 201, 503], `status ${status}`).toContain(status);
    const recoveries = cuts.map((cut) => {
      const next = answers.find((a) => a.at > cut && a.status < 300);
      return next ? next.at - cut : Number.POSITIVE_INFINITY;
    });
    for (const ms of recoveries) expect(ms, 'recovered within 3 s').toBeLessThan(3000);
    const failed = answers.filter((a) => a.status === 503).length;
    console.info(
      `outage under load: ${answers.length} requests in ${Date.now() - started} ms, ${failed} answered 503, ` +
        `first success ${recoveries.join(' ms and ')} ms after each termination`,
    );

    for (const [n, me] of racers.entries()) {
      const cars = await me.request('GET', '/api/cars');
      const stored = new Set(cars.json.map((c: { id: number }) => c.id));
      for (const { id } of acknowledged.filter((a) => a.lane === n))
        expect(stored.has(id), `car ${id} was acknowledged`).toBe(true);
    }
  });

  it('survives its idle connections being terminated; the next requests succeed', async () => {
    const db = await database();
    const server = await start({ DATABASE_URL: db.url, LOG_LEVEL: 'warn' });
    const me = client(server.url);
    expect((await me.request('POST', '/api/register', racer('idle'))).status).toBe(201);
    await Promise.all(Array.from({ length: 6 }, () => me.request('GET', '/api/cars')));

    expect(await terminateBackends(db.applicationName)).toBeGreaterThan(0);
    await server.waitForLog(/database connection lost/, 1);
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 10; i++) {
      const res = await me.request('POST', '/api/cars', { manufacturer: 'XRAY', model: `XB4 ${i}` });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    expect(server.process.exitCode).toBeNull();
  });

  it('answers 503 with a clear message while the database is unreachable, and recovers by itself', async () => {
    const r = await relay();
    await r.open();
    const db = await database(r);
    const server = await start({ DATABASE_URL: db.url });
    const me = client(server.url);
    expect((await me.request('POST', '/api/register', racer('unreachable'))).status).toBe(201);

    await r.close();
    for (const [method, url, body] of [
      ['GET', '/api/cars', undefined],
      ['POST', '/api/cars', { manufacturer: 'XRAY', model: 'XB8' }],
    ] as const) {
      const res = await me.request(method, url, body);
      expect(res.status).toBe(503);
      expect(res.json.message).toMatch(/database is unavailable right now/);
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);

    await r.open();
    const back = Date.now();
    let res = await me.request('GET', '/api/cars');
    while (res.status !== 200 && Date.now() - back < 5000) res = await me.request('GET', '/api/cars');
    expect(res.status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });

  it('waits at start-up for a database that comes up late, then serves', async () => {
    const r = await relay();
    await r.listenRefusing();
    const db = await database(r);
    const starting = start({ DATABASE_URL: db.url }, 30_000);
    // The database comes up only once the server has met it down, however long its start took.
    await r.refused;
    await r.open();
    const server = await starting;
    expect(server.lines.some((l) => /not reachable yet \(attempt 1\)/.test(l))).toBe(true);
    expect((await client(server.url).request('POST', '/api/register', racer('late'))).status).toBe(201);
  });

  it('gives up with a clear log line when the database never answers', async () => {
    const r = await relay();
    const db = await database(r);
    const { code, log } = await runUntilExit({ DATABASE_URL: db.url, DATABASE_WAIT_SECONDS: '2' });
    expect(code).toBe(1);
    expect(log).toMatch(/did not answer within 2 s/);
    expect(log).not.toContain('rc_test:rc_test'); // no credentials in the log
  });
});
