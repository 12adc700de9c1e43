/**
 * `npm run bench:data-transfer`: issue 19's export and import for a racer with a season of data
 * (bench/seed-data-transfer.ts), on SQLite and (with TEST_DATABASE_URL) PostgreSQL. Per round:
 * `GET /api/export`; into a fresh account a dry run, the import, and the same zip again (everything
 * skipped). Each is timed through `app.inject` (this process is the server), with its growth of
 * resident memory over the moment before: sampled by `process.memoryUsage()` every few ms, and
 * the kernel's high-water mark (VmHWM, reset before each step), which also sees the synchronous
 * stretches (zipping, JSON) when no sample can run. Every round checks the round trip: the
 * fresh account's export equals the racer's, record for record, so a broken import cannot
 * report a fast time.
 */
import { deepStrictEqual } from 'node:assert';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { defaultConfig } from '../src/server/config';
import type { Db } from '../src/server/db';
import { createSession } from '../src/server/services/sessions';
import { comparable, dataOf, entriesOf } from '../src/server/test/data-transfer';
import { insertEarlierRacer } from '../src/server/test/migration-db';
import { IMPORT_KINDS } from '../src/shared/schemas/data-transfer';
import { bulkImportCase, recordsOnlyCase } from './import-rows';
import { median } from './measure';
import { HEAVY, seedHeavyRacer } from './seed-data-transfer';
import { BENCH_DIALECTS, freshDatabase } from './versions-db';

const ROUNDS = Number(process.env.DATA_BENCH_ROUNDS ?? 3);
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

/** Peak resident memory since the last reset, in bytes (Linux); null where it cannot be read. */
function highWaterMark(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
function resetHighWaterMark(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux, or not allowed: the samples alone then.
  }
}

interface Step {
  ms: number;
  sampledMb: number;
  peakMb: number | null;
}

/** Times `work`, with how far resident memory rose above where it stood before. */
async function measured<T>(work: () => Promise<T>): Promise<{ step: Step; value: T }> {
  gc?.();
  const before = process.memoryUsage().rss;
  resetHighWaterMark();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  const started = process.hrtime.bigint();
  const value = await work();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const hwm = highWaterMark();
  return {
    step: { ms, sampledMb: (peak - before) / MB, peakMb: hwm === null ? null : (hwm - before) / MB },
    value,
  };
}

/** A racer of a fresh account, as registering leaves one, signed in. */
async function freshRacer(db: Db, name: string): Promise<string> {
  return `rc_session=${await createSession(db, await insertEarlierRacer(db, name))}`;
}

async function send(app: FastifyInstance, cookie: string, url: string, zip?: Uint8Array) {
  const res = await app.inject({
    method: zip ? 'POST' : 'GET',
    url,
    headers: { cookie, ...(zip ? { 'content-type': 'application/zip' } : {}) },
    ...(zip ? { payload: Buffer.from(zip) } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res;
}

const STEPS = ['export', 'dry run', 'import', 're-import'] as const;
type Counts = Record<string, number>;
const nothing = (counts: Counts) => Object.values(counts).every((n) => n === 0);

console.log(
  `One racer: ${HEAVY.cars} cars, ${HEAVY.setupSheets} sheets and ${HEAVY.escSetups} ESC setups × ${HEAVY.versionsPerSetup} versions, ` +
    `${HEAVY.runs} runs × ${HEAVY.lapsPerRun} laps, ${HEAVY.cars} photos and ${HEAVY.pdfs} PDFs; ${ROUNDS} rounds, medians` +
    `${gc ? '' : ' (run with --expose-gc for steadier memory figures)'}\n`,
);
const results: Record<string, unknown> = {};
const table: string[] = [];
const bulkLines: string[] = [];
for (const dialect of BENCH_DIALECTS) {
  const { db, racer, close } = await freshDatabase(dialect);
  // The default quota (100 MB) holds the racer's files and each fresh account's copy.
  const app = await buildApp(db, defaultConfig({ logLevel: 'silent' }));
  try {
    const cookie = `rc_session=${await createSession(db, racer.id)}`;
    const seedStarted = Date.now();
    await seedHeavyRacer(app, cookie);
    console.log(`${dialect}: seeded through the app in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    const steps: Record<(typeof STEPS)[number], Step[]> = {
      export: [],
      'dry run': [],
      import: [],
      're-import': [],
    };
    let sizes = { zip: 0, dataJson: 0, files: 0 };
    let created: Counts = {};
    let lastZip: Uint8Array = new Uint8Array();
    for (let round = 0; round < ROUNDS; round++) {
      const exported = await measured(async () => (await send(app, cookie, '/api/export')).rawPayload);
      steps.export.push(exported.step);
      const zip = exported.value;
      lastZip = zip;
      const entries = entriesOf(zip);
      const fileBytes = Object.entries(entries)
        .filter(([name]) => name.startsWith('files/'))
        .reduce((sum, [, bytes]) => sum + bytes.length, 0);
      sizes = { zip: zip.length, dataJson: (entries['data.json'] as Uint8Array).length, files: fileBytes };

      const fresh = await freshRacer(db, `bench${dialect}${round}`);
      const dry = await measured(async () => (await send(app, fresh, '/api/import?dryRun=true', zip)).json());
      const real = await measured(async () =>
        (await send(app, fresh, '/api/import?dryRun=false', zip)).json(),
      );
      const again = await measured(async () =>
        (await send(app, fresh, '/api/import?dryRun=false', zip)).json(),
      );
      steps['dry run'].push(dry.step);
      steps.import.push(real.step);
      steps['re-import'].push(again.step);

      // The round trip: what the fresh account exports is the racer's data, record for record.
      created = real.value.created;
      deepStrictEqual(
        { ...dry.value, dryRun: false },
        real.value,
        'the dry run reports what the import does',
      );
      deepStrictEqual(real.value.conflicts, [], 'a fresh account has nothing to conflict with');
      if (!nothing(again.value.created) || again.value.conflicts.length > 0)
        throw new Error(`the second import changed something: ${JSON.stringify(again.value)}`);
      deepStrictEqual(again.value.skipped, created, 'the second import skips what the first created');
      const copy = dataOf((await send(app, fresh, '/api/export')).rawPayload);
      deepStrictEqual(comparable(copy), comparable(dataOf(zip)), 'the import reproduces every record');
    }
    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    console.log(
      `${''.padEnd(8)}zip ${mb(sizes.zip)} MB (data.json ${mb(sizes.dataJson)} MB uncompressed, files ${mb(sizes.files)} MB); created ` +
        IMPORT_KINDS.map((k) => `${created[k]} ${k}`).join(', '),
    );
    for (const name of STEPS) {
      const list = steps[name];
      const figures = {
        ms: median(list.map((s) => s.ms)),
        sampledMb: median(list.map((s) => s.sampledMb)),
        peakMb: list.every((s) => s.peakMb !== null) ? median(list.map((s) => s.peakMb as number)) : null,
        // The first round grows the heap; later rounds reuse it, so their medians read low.
        worstPeakMb: Math.max(...list.map((s) => s.peakMb ?? s.sampledMb)),
      };
      table.push(
        `${dialect.padEnd(11)}${name.padEnd(11)}${figures.ms.toFixed(0).padStart(9)}${figures.sampledMb.toFixed(0).padStart(13)}` +
          `${(figures.peakMb === null ? '—' : figures.peakMb.toFixed(0)).padStart(11)}${figures.worstPeakMb.toFixed(0).padStart(13)}`,
      );
      results[`${dialect} ${name}`] = { ...figures, rounds: list };
    }
    results[`${dialect} sizes`] = { ...sizes, created };
    const records = Object.values(created).reduce((a, b) => a + b, 0);
    const importMs = median(steps.import.map((s) => s.ms));
    const bare = await recordsOnlyCase(app, db, dialect, lastZip);
    const bulk = await bulkImportCase(app, db, dialect);
    results[`${dialect} rows per second`] = { season: Math.round(records / (importMs / 1000)), bare, bulk };
    bulkLines.push(
      `${dialect.padEnd(11)}season ${records} records: import ${Math.round(records / (importMs / 1000))} records/s ` +
        `(without its files: ${bare.records} in ${bare.ms.toFixed(0)} ms, ${bare.rowsPerSecond}/s); ` +
        `bulk ${bulk.records} records (zip ${(bulk.zipBytes / MB).toFixed(1)} MB): dry run ${bulk.dryRun.ms.toFixed(0)} ms ` +
        `(${bulk.dryRun.rowsPerSecond}/s), import ${bulk.import.ms.toFixed(0)} ms (${bulk.import.rowsPerSecond}/s)`,
    );
  } finally {
    await app.close();
    await close();
  }
}
console.log(
  `\n${'dialect'.padEnd(11)}${'step'.padEnd(11)}${'ms'.padStart(9)}${'RSS+ MB (s)'.padStart(13)}${'peak+ MB'.padStart(11)}${'worst peak+'.padStart(13)}`,
);
for (const row of table) console.log(row);
console.log(
  '\nRSS+ (s): sampled every 2 ms; peak+: VmHWM, the kernel’s high-water mark, over the step (medians);' +
    ' worst peak+: the highest round (the first, before the heap has grown).',
);
console.log('\nRecords a second (issue 28; every kind counted, setup versions and log entries included):');
for (const line of bulkLines) console.log(line);
writeFileSync(
  'bench/results/data-transfer.json',
  `${JSON.stringify({ cores: os.cpus().length, node: process.version, load: os.loadavg(), rounds: ROUNDS, results }, null, 2)}\n`,
);
