/**
 * `npm run bench:heavy` (issue 28): what ten worst-case heavy requests in flight do to other
 * racers. Per dialect (SQLite; PostgreSQL too when TEST_DATABASE_URL is set) it seeds 30 racers,
 * then for each phase starts the built server afresh (so one phase's leftover work and memory never
 * reach the next), warms it with reads, and measures other racers' reads for a fixed time: alone
 * (baseline), then while an attacker keeps ten lying zips, ten oversized previews or a mix in flight.
 * Per phase: the reads' p50/p99/max, the server's longest event-loop block and delay p99
 * (bench/event-loop-probe.mjs), its resident memory before and at peak, and what the attacker got.
 * Prints a table and writes bench/results/heavy.json; method and figures in bench/README.md.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db';
import { privatePgSchema } from '../src/server/test/harness';
import type { AttackFigures, AttackKind, AttackPlan } from './heavy-attacker';
import { liveTimeFlood, lyingZip } from './heavy-payloads';
import { readLoad } from './heavy-reads';
import { BUDGET, printTable, type Row, summary } from './heavy-report';
import { startBenchServer } from './heavy-server';
import { seed } from './seed';

const MB = 1024 * 1024;
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SETTINGS = {
  readers: 20,
  readsPerSecond: env('HEAVY_READS_PER_SECOND', 100),
  readSeconds: env('HEAVY_READ_SECONDS', 8),
  warmupSeconds: 2,
  /** The attack runs this long before the reads are measured, so they start under it. */
  leadSeconds: 1,
  /** Longest wait, once the attack ends, for outstanding reads and the event-loop reading. */
  drainSeconds: env('HEAVY_DRAIN_SECONDS', 20),
  inFlight: 10,
  lyingZipEntryMb: env('HEAVY_ZIP_ENTRY_MB', 100),
};
// A substring of phase names, to re-measure one phase while working on it.
const ONLY = process.env.HEAVY_ONLY ?? '';

interface Phase {
  name: string;
  /** What the ten slots send, in turn, and over how many attacker accounts. */
  attack?: { kinds: AttackKind[]; accounts: number };
}
const PHASES: Phase[] = [
  { name: 'baseline (no attack)' },
  { name: 'lying zips, 10 racers × 1', attack: { kinds: ['lying zip'], accounts: 10 } },
  { name: 'previews, 10 racers × 1', attack: { kinds: ['preview'], accounts: 10 } },
  { name: 'mix, 10 racers × 1', attack: { kinds: ['lying zip', 'preview'], accounts: 10 } },
  { name: 'mix, 1 racer × 10', attack: { kinds: ['lying zip', 'preview'], accounts: 1 } },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The attacker, forked and ready (payloads loaded); `stop` ends it and returns its figures. */
async function startAttacker(plan: AttackPlan) {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'heavy-attacker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(plan);
  await once(child, 'message');
  return {
    start: () => child.send('start'),
    stop: async (): Promise<Record<string, AttackFigures> | null> => {
      child.send('stop');
      const figures = await Promise.race([
        once(child, 'message').then(([m]) => m as Record<string, AttackFigures>),
        sleep(10_000).then(() => null),
      ]);
      if (child.exitCode === null) child.kill('SIGKILL');
      return figures;
    },
  };
}

interface Target {
  env: Record<string, string>;
  config: { sqliteFile?: string; databaseUrl?: string };
  drop: () => Promise<void>;
}

async function prepare(dialect: 'sqlite' | 'postgres'): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-bench-heavy-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  if (dialect === 'sqlite')
    return { env: { DATA_DIR: dir }, config: { sqliteFile: path.join(dir, 'rc-setup.db') }, drop: removeDir };
  const pg = await privatePgSchema();
  return {
    env: { DATA_DIR: dir, DATABASE_URL: pg.url },
    config: { databaseUrl: pg.url },
    drop: async () => {
      await pg.drop();
      await removeDir();
    },
  };
}

async function runPhase(
  dialect: string,
  phase: Phase,
  target: Target,
  cookies: { readers: string[]; attackers: string[] },
  payloads: { zipFile: string; previewFile: string },
): Promise<Row> {
  const server = await startBenchServer(target.env);
  try {
    const reads = (durationMs: number, graceMs: number) =>
      readLoad({
        url: server.url,
        cookies: cookies.readers,
        paths: ['/api/cars', '/api/setup-sheets'],
        perSecond: SETTINGS.readsPerSecond,
        durationMs,
        graceMs,
      });
    await reads(SETTINGS.warmupSeconds * 1000, 5000);
    await server.eventLoop(5000); // from here on
    const before = server.memory();
    const load = os.loadavg()[0] as number;
    const attacker = phase.attack
      ? await startAttacker({
          url: server.url,
          ...payloads,
          slots: Array.from({ length: SETTINGS.inFlight }, (_, i) => ({
            cookie: cookies.attackers[i % (phase.attack?.accounts ?? 1)] as string,
            kind: phase.attack?.kinds[i % phase.attack.kinds.length] as AttackKind,
          })),
        })
      : undefined;
    const benchLoop = monitorEventLoopDelay({ resolution: 5 });
    benchLoop.enable();
    attacker?.start();
    if (attacker) await sleep(SETTINGS.leadSeconds * 1000);
    // The attack ends when the reads' last one is due; the grace then waits for stragglers.
    const drainMs = SETTINGS.drainSeconds * 1000;
    const measured = reads(SETTINGS.readSeconds * 1000, drainMs);
    await sleep(SETTINGS.readSeconds * 1000);
    const attack = attacker ? await attacker.stop() : null;
    const [readFigures, eventLoop] = await Promise.all([measured, server.eventLoop(drainMs)]);
    benchLoop.disable();
    const after = server.memory();
    const row: Row = {
      dialect,
      phase: phase.name,
      reads: readFigures,
      eventLoop,
      memory: before && after ? { beforeMb: before.rssMb, peakMb: after.peakMb } : null,
      attack,
      benchLoopMaxMs: Math.round(benchLoop.max / 1e6),
      load: Math.round(load * 10) / 10,
      meetsBudget:
        readFigures.p99 <= BUDGET.readP99Ms &&
        eventLoop.maxMs !== null &&
        eventLoop.maxMs <= BUDGET.eventLoopMaxMs &&
        readFigures.non2xx + readFigures.errors + readFigures.unanswered === 0,
    };
    console.log(`[${dialect}] ${phase.name}: ${summary(row)}`);
    return row;
  } finally {
    await server.stop();
  }
}

const benchStarted = Date.now();
const work = mkdtempSync(path.join(os.tmpdir(), 'rc-bench-heavy-payloads-'));
const payloads = { zipFile: path.join(work, 'lying.zip'), previewFile: path.join(work, 'preview.json') };
const zip = lyingZip(10, SETTINGS.lyingZipEntryMb * MB);
writeFileSync(payloads.zipFile, zip);
const text = liveTimeFlood();
writeFileSync(payloads.previewFile, JSON.stringify({ text }));
console.log(
  `lying zip: ${(zip.length / MB).toFixed(1)} MB, 10 entries declaring 100 bytes, inflating to ${SETTINGS.lyingZipEntryMb} MB each; ` +
    `preview: ${(text.length / MB).toFixed(2)} M characters of LiveTime RC, ${text.split('\n').length} lines; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);

const dialects: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];
const rows: Row[] = [];
try {
  for (const dialect of dialects) {
    const target = await prepare(dialect);
    try {
      const database = await openDatabase(target.config);
      const sessions = await seed(database.db, {
        racers: 30,
        carsPerRacer: 5,
        transpondersPerRacer: 5,
        sheetsPerRacer: 40,
        escPerRacer: 10,
        publicSetups: 100,
        sessions: 30,
      });
      await database.close();
      const cookies = {
        readers: sessions.slice(0, SETTINGS.readers),
        attackers: sessions.slice(SETTINGS.readers),
      };
      for (const phase of PHASES.filter((p) => p.name.includes(ONLY)))
        rows.push(await runPhase(dialect, phase, target, cookies, payloads));
    } finally {
      await target.drop();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
printTable(rows);
const outDir = path.join(import.meta.dirname, 'results');
mkdirSync(outDir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
  settings: SETTINGS,
  budget: BUDGET,
  seconds: Math.round((Date.now() - benchStarted) / 1000),
  rows,
};
writeFileSync(path.join(outDir, 'heavy.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten: bench/results/heavy.json (${report.seconds} s)`);
if (!process.env.TEST_DATABASE_URL) console.log('PostgreSQL skipped: set TEST_DATABASE_URL to include it.');
