/**
 * `npm run bench:timing`: how long reading a timing result takes (issue 16, "Parsing a 12-driver,
 * 40-lap result: time in the browser and on the server").
 *
 * The result is an RCScoringPro printout made by the format's printer
 * (src/shared/timing/test/print-rcscoringpro.ts: 12 cars, 40 laps each, so a grid in two blocks),
 * read by `parseTimingText`, the same call the server's import makes and the browser's preview will
 * make. On the server it runs in this Node process; in the browser, the shared parser is bundled with
 * esbuild and loaded into Debian's Chromium (Playwright), where the page times it itself with
 * `performance.now()` (cross-origin isolated, so the clock is not coarsened to 100 µs). Each parse is
 * timed on its own after a warm-up; the figures are the median and the 99th percentile per parse.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { parseTimingText } from '../src/shared/timing';
import { generateRace, printRcScoringPro } from '../src/shared/timing/test/print-rcscoringpro';

const RUNS = Number(process.env.PARSE_BENCH_RUNS ?? 2000);
const WARMUP = Number(process.env.PARSE_BENCH_WARMUP ?? 300);
const DRIVERS = 12;
const LAPS = 40;

interface Figures {
  median: number;
  p99: number;
  runs: number;
}

/** Median and p99 of per-parse times in ms (the same arithmetic runs in the page, see `timeParses`). */
function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return { median: at(0.5), p99: at(0.99), runs: sorted.length };
}

/** Parses `text` `warmup + runs` times, returning the last `runs` times in ms. Runs as is in the page too. */
function timeParses(parse: (text: string) => unknown, text: string, warmup: number, runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const started = performance.now();
    parse(text);
    const took = performance.now() - started;
    if (i >= warmup) times.push(took);
  }
  return times;
}

const text = printRcScoringPro(generateRace(DRIVERS, LAPS));
const check = parseTimingText(text);
if (!check.ok || check.result.races[0]?.drivers.length !== DRIVERS)
  throw new Error('the generated result does not read back');

// Server: this Node process.
const server = figures(timeParses(parseTimingText, text, WARMUP, RUNS));

// Browser: the shared parser bundled as the client would load it, timed inside Chromium.
const bundled = await build({
  entryPoints: [fileURLToPath(new URL('../src/shared/timing/index.ts', import.meta.url))],
  bundle: true,
  format: 'iife',
  globalName: 'timing',
  minify: true,
  target: 'es2022',
  write: false,
});
const script = bundled.outputFiles[0]?.text ?? '';
const page = `<!doctype html><meta charset="utf-8"><title>parse bench</title><script>${script}</script>`;
// Served with the headers that make the page cross-origin isolated, so its clock is fine-grained.
const host = createServer((_, response) => {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-embedder-policy': 'require-corp',
  });
  response.end(page);
});
await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let browserFigures: Figures & { isolated: boolean };
try {
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
  const times = await tab.evaluate(
    ([source, input, warmup, runs]) => {
      const time = new Function(`return (${source})`)() as typeof timeParses;
      const parse = (globalThis as unknown as { timing: { parseTimingText: (t: string) => unknown } }).timing
        .parseTimingText;
      return { times: time(parse, input, warmup, runs), isolated: globalThis.crossOriginIsolated };
    },
    [timeParses.toString(), text, WARMUP, RUNS] as const,
  );
  browserFigures = { ...figures(times.times), isolated: times.isolated };
} finally {
  await browser.close();
  host.close();
}

const ms = (value: number) => value.toFixed(3).padStart(8);
console.log(
  `Parsing a ${DRIVERS}-driver, ${LAPS}-lap RCScoringPro result (${text.length} characters), ${RUNS} parses after ${WARMUP} warm-up\n`,
);
console.log('where                     median ms    p99 ms');
console.log(
  `server (Node ${process.version})${' '.repeat(Math.max(1, 13 - process.version.length))}${ms(server.median)}  ${ms(server.p99)}`,
);
console.log(`browser (Chromium)        ${ms(browserFigures.median)}  ${ms(browserFigures.p99)}`);
if (!browserFigures.isolated)
  console.log('(the page was not cross-origin isolated: its clock is coarse, 0.1 ms)');
// A p99 far above the median on a loaded machine is the process losing its core (a ~4 ms slice).
console.log(
  `\nload average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
console.log(`bundle: ${(script.length / 1024).toFixed(1)} KiB minified (the shared timing parsers)`);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/parse-timing.json', import.meta.url),
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, characters: text.length, server, browser: browserFigures }, null, 2)}\n`,
);
