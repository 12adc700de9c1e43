/**
 * `npm run bench:export-memory`: what `GET /api/export` costs in memory (issue 28) for a season's
 * account of about 10 MB of uploads (bench/seed-data-transfer.ts) and the same account with about
 * 100 MB (50 more scanned PDFs), on SQLite and (with TEST_DATABASE_URL) PostgreSQL. The app listens
 * on a local port and the export is downloaded over HTTP into a file, as a browser saves it, so the
 * reply's backpressure is real and the client holds nothing. Per round: growth over the moment
 * before of resident memory (sampled every 2 ms, and the kernel's high-water mark VmHWM, which also
 * sees synchronous stretches), of the JS heap and of Buffer memory (arrayBuffers), and the longest
 * event-loop block (monitorEventLoopDelay). Each download is checked afterwards: it unzips, and
 * holds data.json and every file data.json names, with the sha256 it names.
 */
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { unzipSync } from 'fflate';
import { buildApp } from '../src/server/app';
import { defaultConfig } from '../src/server/config';
import { digestOf } from '../src/server/services/file-blobs';
import { createSession } from '../src/server/services/sessions';
import { uploadFile } from '../src/server/test/uploads';
import { median } from './measure';
import { highWaterMark, resetHighWaterMark } from './memory-use';
import { HEAVY, pdf, seedHeavyRacer } from './seed-data-transfer';
import { BENCH_DIALECTS, freshDatabase } from './versions-db';

const ROUNDS = Number(process.env.EXPORT_BENCH_ROUNDS ?? 3);
/** Scanned PDFs (HEAVY.pdfBytes each) that take the season's ~10 MB account to ~100 MB. */
const EXTRA_PDFS = 50;
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

interface Round {
  ms: number;
  rssMb: number;
  peakMb: number | null;
  heapMb: number;
  buffersMb: number;
  loopMs: number;
}

/** Downloads the export into `file`, measuring this process (the server) while it runs. */
async function measuredDownload(url: string, cookie: string, file: string): Promise<Round> {
  gc?.();
  const before = process.memoryUsage();
  resetHighWaterMark();
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  }, 2);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = process.hrtime.bigint();
  const res = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
    get(url, { headers: { cookie } }, resolve).on('error', reject),
  );
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}`);
  await pipeline(res, createWriteStream(file));
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  loop.disable();
  clearInterval(sampler);
  const hwm = highWaterMark();
  return {
    ms,
    rssMb: (peak.rss - before.rss) / MB,
    peakMb: hwm === null ? null : (hwm - before.rss) / MB,
    heapMb: (peak.heapUsed - before.heapUsed) / MB,
    buffersMb: (peak.arrayBuffers - before.arrayBuffers) / MB,
    loopMs: loop.max / 1e6,
  };
}

/**
 * The longest event-loop block over `ms` with nothing to do: on a shared machine the loop is
 * sometimes kept waiting by other processes, and this is how long that alone makes it.
 */
async function idleLoopMs(ms: number): Promise<number> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  await new Promise((resolve) => setTimeout(resolve, ms));
  loop.disable();
  return loop.max / 1e6;
}

/** The download is a whole export: data.json, and each file it names with its sha256. */
function checkZip(file: string): { zipMb: number; files: number; fileMb: number } {
  const entries = unzipSync(readFileSync(file));
  const data = JSON.parse(Buffer.from(entries['data.json'] as Uint8Array).toString()) as {
    files: Array<{ path: string; sha256: string }>;
  };
  let bytes = 0;
  for (const f of data.files) {
    const got = entries[f.path];
    if (!got || digestOf(got) !== f.sha256) throw new Error(`${f.path}: not the bytes data.json names`);
    bytes += got.length;
  }
  return { zipMb: statSync(file).size / MB, files: data.files.length, fileMb: bytes / MB };
}

console.log(
  `Export of a season's account (${HEAVY.cars} photos, ${HEAVY.pdfs} PDFs, ${HEAVY.runs} runs × ${HEAVY.lapsPerRun} laps, ` +
    `${HEAVY.setupSheets + HEAVY.escSetups} setups × ${HEAVY.versionsPerSetup} versions), then with ${EXTRA_PDFS} more PDFs; ` +
    `${ROUNDS} rounds over HTTP${gc ? '' : ' (run with --expose-gc for steadier figures)'}\n`,
);
const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-export-bench-'));
const results: Record<string, unknown> = {};
const table: string[] = [];
try {
  for (const dialect of BENCH_DIALECTS) {
    const { db, racer, close } = await freshDatabase(dialect);
    const app = await buildApp(db, defaultConfig({ logLevel: 'silent', storageQuotaBytes: 256 * MB }));
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const cookie = `rc_session=${await createSession(db, racer.id)}`;
      await seedHeavyRacer(app, cookie);
      for (const size of ['10 MB', '100 MB'] as const) {
        if (size === '100 MB')
          for (let i = 0; i < EXTRA_PDFS; i++) {
            const res = await uploadFile(app, cookie, pdf(), `scan-${i}.pdf`);
            if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
          }
        const rounds: Round[] = [];
        const idleMs: number[] = [];
        let zip = { zipMb: 0, files: 0, fileMb: 0 };
        for (let round = 0; round < ROUNDS; round++) {
          const file = path.join(dir, `export-${dialect}-${round}.zip`);
          rounds.push(await measuredDownload(`${base}/api/export`, cookie, file));
          idleMs.push(await idleLoopMs(rounds.at(-1)?.ms ?? 1000));
          zip = checkZip(file);
          rmSync(file);
        }
        const med = (pick: (r: Round) => number) => median(rounds.map(pick));
        const figures = {
          ms: med((r) => r.ms),
          rssMb: med((r) => r.rssMb),
          peakMb: rounds.every((r) => r.peakMb !== null) ? med((r) => r.peakMb as number) : null,
          worstPeakMb: Math.max(...rounds.map((r) => r.peakMb ?? r.rssMb)),
          heapMb: med((r) => r.heapMb),
          buffersMb: med((r) => r.buffersMb),
          worstLoopMs: Math.max(...rounds.map((r) => r.loopMs)),
          worstIdleLoopMs: Math.max(...idleMs),
        };
        results[`${dialect} ${size}`] = { ...figures, zip, rounds };
        const n = (v: number | null, width: number) => (v === null ? '—' : v.toFixed(0)).padStart(width);
        table.push(
          `${dialect.padEnd(11)}${size.padEnd(8)}${n(zip.zipMb, 7)}${n(figures.ms, 8)}${n(figures.rssMb, 8)}` +
            `${n(figures.peakMb, 8)}${n(figures.worstPeakMb, 8)}${n(figures.heapMb, 8)}${n(figures.buffersMb, 9)}${n(figures.worstLoopMs, 9)}${n(figures.worstIdleLoopMs, 7)}`,
        );
        console.log(table.at(-1));
      }
    } finally {
      await app.close();
      await close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\n${'dialect'.padEnd(11)}${'account'.padEnd(8)}${'zip MB'.padStart(7)}${'ms'.padStart(8)}${'RSS+'.padStart(8)}` +
    `${'peak+'.padStart(8)}${'worst+'.padStart(8)}${'heap+'.padStart(8)}${'Buffer+'.padStart(9)}${'loop ms'.padStart(9)}${'idle'.padStart(7)}`,
);
for (const row of table) console.log(row);
console.log(
  '\nMB of growth over the moment before, medians: RSS+ sampled every 2 ms; peak+ VmHWM (the kernel’s high-water mark);' +
    ' worst+ the highest round; heap+ the JS heap; Buffer+ memory outside it (arrayBuffers). loop ms: the longest' +
    ' event-loop block seen in any round; idle: the same over as long with nothing running (the machine’s own noise).',
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/export-memory.json',
  `${JSON.stringify({ cores: os.cpus().length, node: process.version, load: os.loadavg(), rounds: ROUNDS, results }, null, 2)}\n`,
);
