/**
 * `npm run bench:heavy`: what other racers feel while heavy requests run (issue 28). On SQLite and
 * (with TEST_DATABASE_URL) PostgreSQL, this process is the server (`app.inject`): one racer reads
 * GET /api/cars every 5 ms or so (1000 reads), first alone, then while ten attackers send their worst, in waves:
 * the lying zip (three entries claiming 100 bytes, inflating to 100 MB each) and a ~2 MB
 * LiveTime-like result of 45,000 lap rows to the preview. Reported: the reader's p50/p99 before and
 * during, the longest event-loop block seen (perf_hooks.monitorEventLoopDelay) during each, and how
 * the attackers were answered (413/422 refusals, 429/503 shares refused, 200 previews).
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { defaultConfig } from '../src/server/config';
import { createSession } from '../src/server/services/sessions';
import { insertEarlierRacer } from '../src/server/test/migration-db';
import { EMPTY_EXPORT } from '../src/server/test/route-matrix-data-transfer';
import { lyingZip } from '../src/server/test/zip-bombs';
import { BENCH_DIALECTS, freshDatabase } from './versions-db';

const READS = Number(process.env.HEAVY_BENCH_READS ?? 1000);
const ATTACKERS = 10;
/** `import`, `preview` or `both` (half the attackers each). */
const ATTACK = process.env.HEAVY_BENCH_ATTACK ?? 'both';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function liveTimeText(rows: number): string {
  const fixture = readFileSync(
    new URL('../src/shared/timing/fixtures/livetime-rc-practice.txt', import.meta.url),
    'utf8',
  );
  const lines = fixture.split('\n');
  const head = lines
    .slice(
      0,
      lines.findIndex((l) => l.includes('Lap 1')),
    )
    .join('\n');
  const laps = Array.from(
    { length: rows },
    (_, i) => `\tLap ${i + 1}\t\t${i + 1}/36.4\t\t${i + 1}/37.4\t\t\t${i + 1}/36.9\t`,
  );
  return `${head}\n${laps.join('\n')}\n`;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The reader's latencies (ms) over READS sequential reads, and the longest loop block meanwhile. */
async function reads(app: FastifyInstance, cookie: string) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/cars', headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`read failed: ${res.statusCode}`);
    times.push(performance.now() - start);
    // A read every 5 ms or so, as racers' pages come in; the pause lets the delay monitor sample.
    await sleep(5);
  }
  delay.disable();
  times.sort((a, b) => a - b);
  return { p50: pct(times, 0.5), p99: pct(times, 0.99), maxBlockMs: delay.max / 1e6 };
}

async function bench(dialect: 'sqlite' | 'postgres') {
  const database = await freshDatabase(dialect);
  const app = await buildApp(database.db, defaultConfig({ logLevel: 'silent' }));
  try {
    const reader = `rc_session=${await createSession(database.db, database.racer.id)}`;
    for (let i = 0; i < 20; i++)
      await app.inject({
        method: 'POST',
        url: '/api/cars',
        headers: { cookie: reader },
        payload: { manufacturer: 'Tekno RC', model: `EB48 ${i}` },
      });
    const attackers = await Promise.all(
      Array.from({ length: ATTACKERS }, async (_, i) => {
        const id = await insertEarlierRacer(database.db, `attacker${i}`);
        return `rc_session=${await createSession(database.db, id)}`;
      }),
    );
    const zip = lyingZip(3, 100 * 1024 * 1024, EMPTY_EXPORT);
    const text = liveTimeText(40_000);
    const before = await reads(app, reader);

    const answers = new Map<string, number>();
    let attacking = true;
    const attack = async (cookie: string, i: number) => {
      const importing = ATTACK === 'import' || (ATTACK === 'both' && i % 2 === 0);
      while (attacking) {
        const res = importing
          ? await app.inject({
              method: 'POST',
              url: '/api/import?dryRun=true',
              headers: { cookie, 'content-type': 'application/zip' },
              payload: zip,
            })
          : await app.inject({
              method: 'POST',
              url: '/api/runs/import/preview',
              headers: { cookie },
              payload: { text },
            });
        const key = `${importing ? 'import' : 'preview'} ${res.statusCode}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        // Refused for its share: a client that honours Retry-After comes back later (here 1 s).
        if (res.statusCode === 429 || res.statusCode === 503) await sleep(1000);
      }
    };
    const attacks = attackers.map((cookie, i) => attack(cookie, i));
    const during = await reads(app, reader);
    attacking = false;
    await Promise.all(attacks);
    console.log(
      `${dialect} (${ATTACK}): reader GET /api/cars p50/p99 before ${before.p50.toFixed(1)}/${before.p99.toFixed(1)} ms (longest loop block ${before.maxBlockMs.toFixed(0)} ms); during ${ATTACKERS} attackers ${during.p50.toFixed(1)}/${during.p99.toFixed(1)} ms (longest loop block ${during.maxBlockMs.toFixed(0)} ms)`,
    );
    console.log(`${dialect} (${ATTACK}): attackers answered ${JSON.stringify(Object.fromEntries(answers))}`);
  } finally {
    await app.close();
    await database.close();
  }
}

for (const dialect of BENCH_DIALECTS) await bench(dialect);
