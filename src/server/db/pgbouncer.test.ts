import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS, defaultConfig } from '../config';
import { call, registerRacer } from '../test/harness';
import { keepsNamedStatements, pgbouncerBinary, pgbouncerVersion, startPgbouncer } from '../test/pgbouncer';
import { type DatabaseHandle, openDatabase } from '.';

const BASE = process.env.TEST_DATABASE_URL ?? '';
const BINARY = pgbouncerBinary();
// Said out loud, never skipped silently: CI installs PgBouncer (.ci/run), so a skip there is a fault.
if (BASE && !BINARY)
  console.warn(
    'pgbouncer.test.ts: SKIPPED, PgBouncer is not installed (apt-get install pgbouncer; .ci/run does)',
  );
const VERSION = BINARY ? pgbouncerVersion(BINARY) : [];
const NAMED = keepsNamedStatements(VERSION);
const MODE = NAMED ? 'names on, max_prepared_statements' : 'names off (DATABASE_PREPARED=off)';

async function admin(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!BASE)(
  `behind PgBouncer ${VERSION.join('.') || '(not installed)'} in transaction mode`,
  () => {
    // A database of its own: PgBouncer in transaction mode cannot carry the per-connection
    // search_path the other tests isolate themselves with.
    const name = `rc_pgb_${randomBytes(5).toString('hex')}`;
    let stopBouncer: (() => Promise<void>) | undefined;
    let database: DatabaseHandle | undefined;

    beforeAll(async () => {
      if (!BINARY) return;
      await admin((c) => c.query(`create database ${name}`));
      const url = new URL(BASE);
      url.pathname = `/${name}`;
      const bouncer = await startPgbouncer(BINARY, url.toString(), {
        poolSize: 2,
        maxPreparedStatements: NAMED ? 100 : undefined,
      });
      stopBouncer = bouncer.stop;
      // Eight client connections over two server connections: every transaction may land on another.
      database = await openDatabase({ databaseUrl: bouncer.url, poolSize: 8, preparedStatements: NAMED });
    });

    afterAll(async () => {
      await database?.close();
      await stopBouncer?.();
      if (BINARY) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    });

    it.skipIf(!BINARY)(`migrates, then serves racers at once through it (${MODE})`, async () => {
      const db = database as DatabaseHandle;
      const app = await buildApp(
        db.db,
        defaultConfig({
          logLevel: 'silent',
          rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIpPerMinute: 1000, registerPerIpPerHour: 1000 },
        }),
      );
      try {
        const racers = await Promise.all(Array.from({ length: 6 }, () => registerRacer(app)));
        await Promise.all(
          racers.map(async ({ cookie }, i) => {
            const car = await call(app, cookie, {
              method: 'POST',
              url: '/api/cars',
              payload: { manufacturer: 'Tekno RC', model: `EB48 ${i}` },
            });
            expect(car.statusCode).toBe(201);
            for (const sheet of ['Dry', 'Wet'])
              expect(
                (
                  await call(app, cookie, {
                    method: 'POST',
                    url: '/api/setup-sheets',
                    payload: { name: `${sheet} ${i}` },
                  })
                ).statusCode,
              ).toBe(201);
          }),
        );
        // Each racer sees their own two sheets, read many times over shared server connections.
        for (let pass = 0; pass < 3; pass++) {
          const lists = await Promise.all(
            racers.map(({ cookie }) => call(app, cookie, { method: 'GET', url: '/api/setup-sheets' })),
          );
          lists.forEach((res, i) => {
            expect(res.statusCode).toBe(200);
            const names = (res.json() as Array<{ name: string }>).map((s) => s.name).sort();
            expect(names).toEqual([`Dry ${i}`, `Wet ${i}`]);
          });
        }
        const [first] = racers;
        expect(
          (await call(app, first?.cookie, { method: 'POST', url: '/api/logout' })).statusCode,
        ).toBeLessThan(300);
        expect((await call(app, first?.cookie, { method: 'GET', url: '/api/setup-sheets' })).statusCode).toBe(
          401,
        );
      } finally {
        await app.close();
      }
    });
  },
);
