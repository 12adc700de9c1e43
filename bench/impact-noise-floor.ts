import { lapStats } from '../src/shared/lap-stats';
import { decodeResultBytes } from '../src/shared/timing/decode';
import { parseTimingText } from '../src/shared/timing/index';
import { MANIFEST, sampleBytes } from '../tests/timing/samples';

/**
 * Why a run's noise floor in the impact interval (shared/impact-verdict.ts `lapNoiseVariance`) is
 * (top-5 average − best lap) / √5 and not the clean laps' sd / √5 (issue 29, item 6). Part of
 * `npm run bench:impact-verdicts`.
 *
 * 1. Simulated runs (a fixed pseudo-random sequence, 20,000 runs per row): the true spread of a run's
 *    top-5 average against each estimate's root-mean-square, for symmetric laps (normal) and for
 *    racing laps (a steady pace plus, on 40 % of laps, a mistake costing an exponential amount).
 * 2. The real samples: per driver, both estimates, and the spread of top-5 averages between the three
 *    stints of the driver's own race (the closest the files come to one racer's runs).
 */

let state = 12_345;
/** A small linear congruential generator: the same table every run. */
const random = () => {
  state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
  return (state + 1) / 0x80000000;
};
const normal = () => Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random());
const LAPS = {
  normal: () => normal(),
  racing: () => normal() * 0.5 + (random() < 0.4 ? -Math.log(random()) * 2 : 0),
};

const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const rms = (v: readonly number[]) => Math.sqrt(mean(v.map((x) => x * x)));
const sd = (v: readonly number[]) => {
  const m = mean(v);
  return Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / (v.length - 1));
};
const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[v.length >> 1] as number;

function simulate() {
  console.log('| laps | clean laps a run | true sd of the top-5 average | (top-5 − best) / √5 | sd / √5 |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [kind, lap] of Object.entries(LAPS)) {
    for (const n of [5, 8, 10, 20, 40]) {
      const top5s: number[] = [];
      const spreads: number[] = [];
      const sds: number[] = [];
      for (let k = 0; k < 20_000; k++) {
        const laps = Array.from({ length: n }, lap).sort((a, b) => a - b);
        const top5 = mean(laps.slice(0, 5));
        top5s.push(top5);
        spreads.push((top5 - (laps[0] as number)) / Math.sqrt(5));
        sds.push(sd(laps) / Math.sqrt(Math.min(n, 5)));
      }
      console.log(
        `| ${kind} | ${n} | ${sd(top5s).toFixed(3)} | ${rms(spreads).toFixed(3)} | ${rms(sds).toFixed(3)} |`,
      );
    }
  }
}

function samples() {
  const spread: number[] = [];
  const sdFloor: number[] = [];
  const stintSd: number[] = [];
  for (const entry of MANIFEST.filter((e) => !e.file.includes('.gbk.'))) {
    const decoded = decodeResultBytes(sampleBytes(entry.file));
    const parsed = decoded.ok ? parseTimingText(decoded.text) : null;
    if (!parsed?.ok) continue;
    for (const driver of parsed.result.races.flatMap((r) => r.drivers)) {
      const times = driver.laps.map((l) => l.timeMs);
      const stats = lapStats(times);
      if (times.length < 9 || stats.top5AvgMs === null || stats.bestMs === null || stats.stdevMs === null)
        continue;
      spread.push((stats.top5AvgMs - stats.bestMs) / Math.sqrt(5));
      sdFloor.push(stats.stdevMs / Math.sqrt(5));
      const third = Math.ceil(times.length / 3);
      const stints = [0, 1, 2].map((i) => lapStats(times.slice(i * third, (i + 1) * third)).top5AvgMs ?? 0);
      stintSd.push(sd(stints));
    }
  }
  console.log(`\nReal samples, ${spread.length} drivers with 9 laps or more (medians, ms):`);
  console.log(`  (top-5 − best) / √5 of the whole race: ${Math.round(median(spread))}`);
  console.log(`  clean laps' sd / √5 of the whole race: ${Math.round(median(sdFloor))}`);
  console.log(`  sd of the top-5 averages of its three stints: ${Math.round(median(stintSd))}`);
}

simulate();
samples();
