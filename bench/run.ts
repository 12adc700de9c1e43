/**
 * `npm run bench`: seeds a database per dialect, starts the built server on it and loads it with
 * autocannon, beside a bare node:http server answering the same bytes in the same run.
 * Prints a table and writes bench/results/latest.json (see bench/README.md).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db';
import { privatePgSchema } from '../src/server/test/harness';
import { startServer } from '../src/server/test/server-process';
import { seedCompareHistory } from './compare';
import { type Figures, fetchSample, load, median, startBare } from './measure';
import type { Scenario } from './scenario-kit';
import { SCENARIOS } from './scenarios';
import { measureImpactBuild } from './scenarios-runs';
import { measureAnalyseBuild } from './scenarios-tuning';
import { DEFAULT_SEED, seed } from './seed';
import { seedRuns } from './seed-runs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RACERS = Number(process.env.BENCH_RACERS ?? DEFAULT_SEED.racers);
// A substring of scenario names, to re-measure one scenario while working on it.
const ONLY = process.env.BENCH_ONLY ?? '';
// DESIGN.md "Performance budgets".
const BUDGET = { ratio: 0.5, p99Ms: 10, coldStartMs: 1500 };

interface Row extends Figures {
  dialect: string;
  scenario: string;
  bareRps: number;
  bareP99: number;
  ratio: number;
  budget: Scenario['budget'];
  meetsBudget: boolean;
}

/** Medians of each figure over the rounds; errors are summed, since any one fails the row. */
function medianFigures(rounds: Figures[]): Figures {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    // The flood's own answers are shown, not measured: the last round's will do.
    background: rounds.at(-1)?.background,
  };
}

interface Target {
  env: Record<string, string>;
  config: { sqliteFile?: string; databaseUrl?: string };
  drop: () => Promise<void>;
}

async function prepare(dialect: 'sqlite' | 'postgres'): Promise<Target> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-bench-'));
    return {
      env: { DATA_DIR: dir },
      config: { sqliteFile: path.join(dir, 'rc-setup.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const pg = await privatePgSchema();
  return { env: { DATABASE_URL: pg.url }, config: { databaseUrl: pg.url }, drop: pg.drop };
}

interface DialectResult {
  rows: Row[];
  coldStartMs: number;
  impactBuild: { p50: number; p99: number };
  analyseBuild: Awaited<ReturnType<typeof measureAnalyseBuild>>;
}

async function benchDialect(dialect: 'sqlite' | 'postgres'): Promise<DialectResult> {
  const target = await prepare(dialect);
  try {
    const started = Date.now();
    const database = await openDatabase(target.config);
    const cookies = await seed(database.db, {
      ...DEFAULT_SEED,
      racers: RACERS,
      sessions: Math.min(200, RACERS),
    });
    await seedCompareHistory(database.db);
    await seedRuns(database.db);
    console.log(`[${dialect}] seeded ${RACERS} racers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const impactBuild = await measureImpactBuild(database.db);
    console.log(
      `[${dialect}] impact answer built uncached (service alone, one at a time): p50 ${impactBuild.p50} ms, p99 ${impactBuild.p99} ms`,
    );
    const analyseBuild = await measureAnalyseBuild(database.db);
    console.log(
      `[${dialect}] wizard analyse with a car (service alone, one at a time): history read anew p50 ${analyseBuild.built.p50} ms, p99 ${analyseBuild.built.p99} ms; history kept p50 ${analyseBuild.kept.p50} ms, p99 ${analyseBuild.kept.p99} ms`,
    );
    await database.close();

    // Cold start on an existing database: spawn to first healthy answer.
    const t0 = Date.now();
    // TRUST_PROXY lets the many-address flood name its addresses in X-Forwarded-For.
    const app = await startServer({ ...target.env, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' }, 'dist');
    const coldStartMs = Date.now() - t0;
    const rows: Row[] = [];
    try {
      for (const scenario of SCENARIOS.filter((s) => s.name.includes(ONLY))) {
        const headers: Record<string, string> = scenario.sample.authenticated
          ? { cookie: cookies[0] as string }
          : {};
        const sample = await fetchSample(`${app.url}${scenario.sample.path}`, headers, scenario.sample.body);
        const bare = await startBare(sample);
        // Alternating rounds, read as medians: a neighbour's burst on this shared machine then
        // moves one round, not the whole row.
        const rounds: Array<{ app: Figures; bare: Figures }> = [];
        try {
          for (let round = 0; round < ROUNDS; round++) {
            const loadOn = (url: string) =>
              load(
                {
                  url,
                  connections: CONNECTIONS,
                  duration: DURATION,
                  // The same requests (cookies, bodies, per-request set-up) on both sides, so the
                  // load generator does the same work and only the server differs.
                  requests: scenario.requests(cookies),
                  background: scenario.background?.(RACERS),
                },
                WARMUP,
              );
            rounds.push({ bare: await loadOn(bare.url), app: await loadOn(app.url) });
          }
        } finally {
          await bare.stop();
        }
        const figures = medianFigures(rounds.map((r) => r.app));
        const bareFigures = medianFigures(rounds.map((r) => r.bare));
        const ratio = median(rounds.map((r) => r.app.rps / r.bare.rps));
        // DESIGN.md sets the throughput budgets on the embedded default; PostgreSQL rows are figures.
        const budget = dialect === 'sqlite' ? scenario.budget : 'none';
        rows.push({
          dialect,
          scenario: scenario.name,
          ...figures,
          bareRps: bareFigures.rps,
          bareP99: bareFigures.p99,
          ratio,
          budget,
          meetsBudget:
            budget === 'none' ||
            ((budget === 'p99' || ratio >= BUDGET.ratio) &&
              figures.p99 <= (scenario.p99Ms ?? BUDGET.p99Ms) &&
              figures.non2xx === 0 &&
              figures.errors === 0),
        });
        console.log(
          `[${dialect}] ${scenario.name}: ${figures.rps.toFixed(0)} req/s (bare ${bareFigures.rps.toFixed(0)}), p99 ${figures.p99} ms; rounds: ${rounds
            .map((r) => `${r.app.rps.toFixed(0)}/${r.bare.rps.toFixed(0)} p99 ${r.app.p99}/${r.bare.p99}`)
            .join(', ')}`,
        );
        if (figures.background)
          console.log(
            `[${dialect}]   alongside: ${figures.background.rps.toFixed(0)} req/s answered ${JSON.stringify(figures.background.statuses)}`,
          );
      }
    } finally {
      await app.stop();
    }
    return { rows, coldStartMs, impactBuild, analyseBuild };
  } finally {
    await target.drop();
  }
}

function printTable(rows: Row[], coldStarts: Record<string, number>): void {
  const line = (cells: string[]) =>
    console.log(
      cells.map((c, i) => (i === 0 || i === 1 ? c.padEnd(i === 0 ? 9 : 46) : c.padStart(9))).join(' '),
    );
  console.log('');
  line([
    'dialect',
    'scenario',
    'req/s',
    'bare',
    'ratio',
    'p50 ms',
    'p99 ms',
    'bare p99',
    'non-2xx',
    'budget',
  ]);
  for (const r of rows) {
    line([
      r.dialect,
      r.scenario,
      r.rps.toFixed(0),
      r.bareRps.toFixed(0),
      r.ratio.toFixed(2),
      String(r.p50),
      String(r.p99),
      String(r.bareP99),
      String(r.non2xx + r.errors),
      r.budget === 'none' ? '—' : r.meetsBudget ? 'met' : 'MISSED',
    ]);
  }
  for (const [dialect, ms] of Object.entries(coldStarts)) {
    console.log(
      `cold start to listening (${dialect}, existing database): ${ms} ms (budget ${BUDGET.coldStartMs} ms: ${ms <= BUDGET.coldStartMs ? 'met' : 'MISSED'})`,
    );
  }
}

const dialects: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];
const rows: Row[] = [];
const coldStarts: Record<string, number> = {};
const impactBuilds: Record<string, DialectResult['impactBuild']> = {};
const analyseBuilds: Record<string, DialectResult['analyseBuild']> = {};
for (const dialect of dialects) {
  const result = await benchDialect(dialect);
  rows.push(...result.rows);
  coldStarts[dialect] = result.coldStartMs;
  impactBuilds[dialect] = result.impactBuild;
  analyseBuilds[dialect] = result.analyseBuild;
}
printTable(rows, coldStarts);
const outDir = path.join(import.meta.dirname, 'results');
mkdirSync(outDir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  settings: { DURATION, WARMUP, ROUNDS, CONNECTIONS, RACERS },
  budget: BUDGET,
  rows,
  coldStarts,
  impactBuilds,
  analyseBuilds,
};
writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten: bench/results/latest.json`);
if (!process.env.TEST_DATABASE_URL) console.log('PostgreSQL skipped: set TEST_DATABASE_URL to include it.');
