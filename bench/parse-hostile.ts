/**
 * `npm run bench:timing-hostile`: how long the timing readers take on 2 MB of text built to be slow
 * or huge (issue 28; `src/shared/timing/test/hostile-inputs.ts`), and how large the import preview
 * of what they read is.
 *
 * Per input: `parseTimingText` (every format tried in registry order, as the import does), then
 * `previewResult` on what it read, each the median of `HOSTILE_BENCH_RUNS` runs after one warm-up;
 * the slowest single reader; and a yardstick timed in the same rounds, one linear pass over the same
 * text (`toLowerCase` then `split` on line breaks), so a figure reads as "so many passes over the
 * text" on a machine whose speed varies with its neighbours. The budget is "well under a second".
 */
import os from 'node:os';
import { parseTimingText, TIMING_PARSERS } from '../src/shared/timing';
import { previewResult } from '../src/shared/timing/preview';
import { HOSTILE_INPUTS } from '../src/shared/timing/test/hostile-inputs';

const RUNS = Number(process.env.HOSTILE_BENCH_RUNS ?? 5);
const ONLY = process.env.HOSTILE_BENCH_ONLY;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number;

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const me = { transponders: ['1234567'], firstName: 'Andy', lastName: 'Dibrino' };
const rows: string[][] = [];
let worst = { name: '', ms: 0 };
for (const input of HOSTILE_INPUTS) {
  if (ONLY && !input.name.includes(ONLY)) continue;
  const text = input.text();
  const parse: number[] = [];
  const preview: number[] = [];
  const pass: number[] = [];
  const slowest = new Map<string, number[]>();
  let answer = 0;
  let read = 'refused';
  for (let round = 0; round <= RUNS; round++) {
    let parsed: ReturnType<typeof parseTimingText> | undefined;
    const p = time(() => {
      parsed = parseTimingText(text);
    });
    const v = time(() => {
      if (parsed?.ok) answer = JSON.stringify(previewResult(parsed.result, parsed.label, me)).length;
    });
    const y = time(() => text.toLowerCase().split(/\r\n|\r|\n/));
    for (const parser of TIMING_PARSERS) {
      const took = time(() => parser.parse(text));
      slowest.set(parser.label, [...(slowest.get(parser.label) ?? []), took]);
    }
    if (round === 0) {
      read = parsed?.ok ? parsed.result.format : 'refused';
      continue;
    }
    parse.push(p);
    preview.push(v);
    pass.push(y);
  }
  const [slowLabel, slowTimes] = [...slowest].sort((a, b) => median(b[1]) - median(a[1]))[0] as [
    string,
    number[],
  ];
  const total = median(parse) + median(preview);
  if (total > worst.ms) worst = { name: input.name, ms: total };
  rows.push([
    input.name,
    read,
    median(parse).toFixed(0),
    median(preview).toFixed(0),
    (total / median(pass)).toFixed(1),
    `${slowLabel} ${median(slowTimes).toFixed(0)}`,
    answer ? (answer / 1024).toFixed(0) : '-',
  ]);
}

const header = ['2 MB of', 'read as', 'parse ms', 'preview ms', 'passes', 'slowest reader ms', 'answer KiB'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
const line = (cells: string[]) =>
  cells
    .map((c, i) =>
      i === 0 || i === 1 || i === 5 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number),
    )
    .join('  ');
console.log(
  `Timing readers on hostile text: medians of ${RUNS} runs after a warm-up (Node ${process.version})\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`\nslowest: ${worst.name}, ${worst.ms.toFixed(0)} ms parse + preview`);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
