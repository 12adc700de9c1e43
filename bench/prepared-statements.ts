/**
 * `npm run bench:prepared` (issue 31): the signed-in setup list at 50 connections on SQLite, on
 * PostgreSQL with named statements (the default) and on PostgreSQL with DATABASE_PREPARED=off,
 * in one run. Each PostgreSQL server runs on the same seeded schema; rounds alternate between the
 * three servers and are read as medians, so a neighbour's burst moves one round, not a row.
 * Needs TEST_DATABASE_URL. Prints a table and writes bench/results/prepared.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db';
import { privatePgSchema } from '../src/server/test/harness';
import { type RunningServer, startServer } from '../src/server/test/server-process';
import { type Figures, load, median } from './measure';
import { SCENARIOS } from './scenarios';
import { DEFAULT_SEED, seed } from './seed';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RACERS = Number(process.env.BENCH_RACERS ?? 200);

const base = process.env.TEST_DATABASE_URL;
if (!base) {
  console.log('bench:prepared needs PostgreSQL: set TEST_DATABASE_URL.');
  process.exit(1);
}
const scenario = SCENARIOS.find((s) => s.name.startsWith('setup sheets list'));
if (!scenario) throw new Error('the setup sheets list scenario is gone from bench/scenarios.ts');

const seedOptions = { ...DEFAULT_SEED, racers: RACERS, sessions: RACERS, publicSetups: 200 };
const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-bench-prepared-'));
const pg = await privatePgSchema();
const servers: Array<{ name: string; server: RunningServer; rounds: Figures[] }> = [];
try {
  const sqliteFile = path.join(dir, 'rc-setup.db');
  const seeded = [];
  for (const config of [{ sqliteFile }, { databaseUrl: pg.url }]) {
    const database = await openDatabase(config);
    seeded.push(await seed(database.db, seedOptions));
    await database.close();
  }
  const [sqliteCookies = [], pgCookies = []] = seeded;
  console.log(`seeded ${RACERS} racers with ${seedOptions.sheetsPerRacer} sheets each, per database`);
  const env = { LOG_LEVEL: 'warn' };
  const targets = [
    { name: 'SQLite', env: { ...env, DATA_DIR: dir }, cookies: sqliteCookies },
    {
      name: 'PostgreSQL, names on',
      env: { ...env, DATABASE_URL: pg.url, DATABASE_PREPARED: 'on' },
      cookies: pgCookies,
    },
    {
      name: 'PostgreSQL, names off',
      env: { ...env, DATABASE_URL: pg.url, DATABASE_PREPARED: 'off' },
      cookies: pgCookies,
    },
  ];
  for (const target of targets)
    servers.push({ name: target.name, server: await startServer(target.env, 'dist'), rounds: [] });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, entry] of servers.entries()) {
      const cookies = targets[i]?.cookies ?? [];
      const figures = await load(
        {
          url: entry.server.url,
          connections: CONNECTIONS,
          duration: DURATION,
          requests: scenario.requests(cookies),
        },
        WARMUP,
      );
      entry.rounds.push(figures);
      console.log(`round ${round + 1} ${entry.name}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms`);
    }
  }
  const sqliteRps = median(servers[0]?.rounds.map((r) => r.rps) ?? []);
  const rows = servers.map(({ name, rounds }) => {
    const rps = median(rounds.map((r) => r.rps));
    return {
      name,
      rps,
      p50: median(rounds.map((r) => r.p50)),
      p99: median(rounds.map((r) => r.p99)),
      ofSqlite: rps / sqliteRps,
      failures: rounds.reduce((n, r) => n + r.non2xx + r.errors, 0),
    };
  });
  console.log(`\n${scenario.name}, ${CONNECTIONS} connections, medians of ${ROUNDS} alternating rounds`);
  console.log(['target'.padEnd(24), 'req/s', 'p50 ms', 'p99 ms', 'of SQLite', 'non-2xx'].join('\t'));
  for (const r of rows)
    console.log(
      [r.name.padEnd(24), r.rps.toFixed(0), r.p50, r.p99, r.ofSqlite.toFixed(2), r.failures].join('\t'),
    );
  const outDir = path.join(import.meta.dirname, 'results');
  mkdirSync(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, load: os.loadavg() },
    settings: { DURATION, WARMUP, ROUNDS, CONNECTIONS, RACERS },
    rows,
  };
  writeFileSync(path.join(outDir, 'prepared.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwritten: bench/results/prepared.json');
} finally {
  for (const { server } of servers) await server.stop();
  await pg.drop();
  rmSync(dir, { recursive: true, force: true });
}
